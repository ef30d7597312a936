import type { ContentKind } from './content-files';

/**
 * The fields between the --- lines at the top of a page or team member file, described once. The
 * content check (scripts/check-content/frontmatter.ts), the CMS's forms (cms/config.ts), the build's
 * GraphQL types (src/gatsby/node/schema.ts) and its required-field check are derived from it: adding
 * a field is one entry here.
 */
interface FieldBase {
  /** The field's name in the CMS. */
  label: string;
  hint?: string;
  /** How the content check shows a missing required field: `title: "Impressum"`. */
  example?: string;
  required?: boolean;
  /**
   * One value for every language (a member's name, a page's extra addresses): the CMS writes it to
   * every language's file at once where Decap can, and the content check reports a file that differs.
   */
  sameInAllLanguages?: true;
}

export type FieldSpec =
  | (FieldBase & { type: 'text'; multiline?: boolean })
  | (FieldBase & { type: 'integer' })
  | (FieldBase & { type: 'boolean' })
  /** A list of site addresses ("/fallaufbereitung"). */
  | (FieldBase & { type: 'addresses' })
  /** A list of { label, to? }. */
  | (FieldBase & { type: 'breadcrumb' })
  /** { label, to }. */
  | (FieldBase & { type: 'link' })
  | (FieldBase & { type: 'httpsOrEmpty' })
  | (FieldBase & { type: 'emailOrEmpty' })
  /** An image file in the entry's own folder. */
  | (FieldBase & { type: 'image' });

export const pageFields = {
  title: { type: 'text', required: true, label: 'Titel', hint: 'Die grosse Überschrift der Seite.', example: 'title: "Impressum"' },
  description: {
    type: 'text',
    multiline: true,
    required: true,
    label: 'Beschreibung für Suchmaschinen',
    hint: 'Ein bis zwei Sätze; Google zeigt sie unter dem Link.',
    example: 'description: "One or two sentences for search engines"',
  },
  metaTitle: { type: 'text', label: 'Titel im Browser-Tab', hint: 'Nur nötig, wenn er vom Titel abweichen soll.' },
  lead: { type: 'text', multiline: true, label: 'Einleitung', hint: 'Ein kurzer Satz unter dem Titel.' },
  breadcrumb: {
    type: 'breadcrumb',
    label: 'Brotkrümel-Navigation',
    hint: 'Der Weg zur Seite, z. B. Angebot › Coaching. "Home" steht immer davor.',
  },
  back: { type: 'link', label: 'Zurück-Link' },
  aliases: {
    type: 'addresses',
    label: 'Weitere Adressen',
    hint: 'Zusätzliche Adressen, unter denen dieselbe Seite erscheint, z. B. "/fallaufbereitung". In beiden Sprachen gleich.',
    sameInAllLanguages: true,
  },
  noindex: { type: 'boolean', label: 'Vor Suchmaschinen verbergen', sameInAllLanguages: true },
} as const satisfies Readonly<Record<string, FieldSpec>>;

export const teamFields = {
  name: { type: 'text', required: true, label: 'Name', example: 'name: "Mara Muster"', sameInAllLanguages: true },
  role: { type: 'text', required: true, label: 'Funktion', example: 'role: "Mentorin"' },
  subtitle: { type: 'text', label: 'Untertitel', hint: 'Zum Beispiel die Ausbildung.' },
  linkedin: { type: 'httpsOrEmpty', label: 'LinkedIn-Profil', hint: 'Die ganze Adresse mit https://', sameInAllLanguages: true },
  email: { type: 'emailOrEmpty', label: 'E-Mail', sameInAllLanguages: true },
  order: {
    type: 'integer',
    required: true,
    label: 'Position im Team',
    hint: '1 steht zuerst, dann 2, 3 …',
    example: 'order: 1',
    sameInAllLanguages: true,
  },
  hidden: { type: 'boolean', label: 'Auf der Website verbergen', sameInAllLanguages: true },
  placeholder: {
    type: 'boolean',
    label: 'Platzhalter (vor dem Livegang ersetzen)',
    hint: 'Eingeschaltet, solange Name, Texte oder Foto noch Beispiele sind. Die Website geht erst live, wenn kein Platzhalter mehr übrig ist.',
    sameInAllLanguages: true,
  },
  photo: {
    type: 'image',
    required: true,
    label: 'Foto',
    hint: 'Hochformat 4:5, mindestens 800 × 1000 Pixel.',
    example: 'photo: photo.jpg',
    sameInAllLanguages: true,
  },
} as const satisfies Readonly<Record<string, FieldSpec>>;

export const fieldsByKind: Readonly<Record<ContentKind, Readonly<Record<string, FieldSpec>>>> = { page: pageFields, team: teamFields };

/** The fields a kind of content cannot do without. */
export function requiredFields(kind: ContentKind): string[] {
  return Object.entries(fieldsByKind[kind])
    .filter(([, spec]) => spec.required)
    .map(([name]) => name);
}

/** The required fields that are absent or empty; the build stops naming the file when there are any. */
export function missingFrontmatter(kind: ContentKind, frontmatter: Record<string, unknown> | undefined): string[] {
  return requiredFields(kind).filter((field) => {
    const value = frontmatter?.[field];
    return value === undefined || value === null || value === '';
  });
}
