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
