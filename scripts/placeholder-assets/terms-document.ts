/** The shape of a placeholder terms PDF (static/agb.pdf, static/gct.pdf): what scripts/make-placeholder-assets.ts lays out. */
export interface TermsSection {
  heading: string;
  clauses: string[];
}

export interface TermsDocument {
  file: string;
  lang: string;
  title: string;
  subtitle: string;
  version: string;
  notice: string;
  intro: string;
  sections: TermsSection[];
  footer: (page: number, pages: number) => string;
}

/**
 * The terms' version, "Oktober 2025" / "October 2025" in both texts; also the PDFs' creation date,
 * so regenerating gives the same files.
 */
export const versionDate = new Date('2025-10-01T00:00:00Z');
