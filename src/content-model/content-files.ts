import { isLanguage, type Language } from '../i18n/languages';

/**
 * Where staff's content lives: content/<folder>/<slug>/index.<language>.mdx, one folder per page or
 * team member. The build's filesystem sources, its Mdx nodes and the content check all read this.
 */
export const contentFolders = { page: 'pages', team: 'team' } as const;
export type ContentKind = keyof typeof contentFolders;
export const contentKinds = Object.keys(contentFolders) as ContentKind[];

/** How a staff member names a kind of content in a message. */
export const contentKindName: Record<ContentKind, string> = { page: 'page', team: 'team member' };

/** The language of a content file from its name ("index.en.mdx" → "en"), or undefined for any other name. */
export function contentFileLanguage(fileName: string): Language | undefined {
  const language = /^index\.([a-z]+)\.mdx$/.exec(fileName)?.[1];
  return isLanguage(language) ? language : undefined;
}

export interface ContentFileInfo {
  kind: ContentKind;
  slug: string;
  language: Language;
}

/**
 * A content file's kind, slug and language from where it lives (`folder` as in contentFolders, the
 * directory below it, the file name), or an error a staff member can act on.
 */
export function describeContentFile(folder: string, relativeDirectory: string, fileName: string): ContentFileInfo | { error: string } {
  const kind = contentKinds.find((candidate) => contentFolders[candidate] === folder);
  if (!kind) return { error: `content folder "${folder}" is not one the site knows` };
  const language = contentFileLanguage(fileName);
  if (!language) return { error: 'the file must be named index.de.mdx or index.en.mdx' };
  if (!relativeDirectory || relativeDirectory.includes('/')) {
    return { error: `the file must sit in its own folder directly under content/${folder}/` };
  }
  return { kind, slug: relativeDirectory, language };
}

/** A page's folder name, which is its address: lowercase letters, digits and single dashes. */
export const pageSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A folder name from a title, the way German writes without umlauts: "Workshops für Schulen" →
 * "workshops-fuer-schulen" (the check's suggestions and the CMS's address for a new page).
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
