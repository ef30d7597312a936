import { isLanguage, type Language } from '../i18n/languages';

/** What a content file is, read from where it lives: content/<kind>/<slug>/index.<lang>.mdx */
export type ContentKind = 'page' | 'team';
export interface ContentFileInfo {
  kind: ContentKind;
  slug: string;
  language: Language;
}

const kindBySource: Record<string, ContentKind> = { pages: 'page', team: 'team' };

/** Returns the content file's kind, slug and language, or an error a staff member can act on. */
export function describeContentFile(sourceInstanceName: string, relativeDirectory: string, name: string): ContentFileInfo | { error: string } {
  const kind = kindBySource[sourceInstanceName];
  if (!kind) return { error: `content source "${sourceInstanceName}" is not one the site knows` };
  const match = /^index\.([a-z]+)$/.exec(name);
  if (!match || !isLanguage(match[1])) {
    return { error: 'the file must be named index.de.mdx or index.en.mdx' };
  }
  if (!relativeDirectory || relativeDirectory.includes('/')) {
    return { error: `the file must sit in its own folder directly under content/${sourceInstanceName}/` };
  }
  return { kind, slug: relativeDirectory, language: match[1] };
}

/** Frontmatter fields each kind of content needs; the build stops naming the file when one is missing. */
export const requiredFrontmatter: Record<ContentKind, readonly string[]> = {
  page: ['title', 'description'],
  team: ['name', 'role', 'order', 'photo'],
};

export function missingFrontmatter(kind: ContentKind, frontmatter: Record<string, unknown> | undefined): string[] {
  return requiredFrontmatter[kind].filter((field) => {
    const value = frontmatter?.[field];
    return value === undefined || value === null || value === '';
  });
}
