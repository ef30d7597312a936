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

export interface TeamBiography {
  /** Paragraphs of the biography, separated by blank lines. */
  bio: string;
  memberships: string[];
}

/**
 * A team member's file body is the biography in plain paragraphs, optionally followed by a
 * <Memberships> block with a markdown list. The team page shows several biographies at once, which
 * MDX pages cannot render, so the body is read as text here.
 */
export function parseTeamBody(body: string): TeamBiography {
  const [before = '', after = ''] = body.split(/<Memberships>/);
  const inside = after.split(/<\/Memberships>/)[0] ?? '';
  const memberships = inside
    .split('\n')
    .map((line) => /^\s*[-*]\s+(.+)$/.exec(line)?.[1]?.trim())
    .filter((item): item is string => Boolean(item));
  const bio = before
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
  return { bio, memberships };
}
