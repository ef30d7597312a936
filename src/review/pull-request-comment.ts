import { languageName, languages, localizedPath, type Language } from '../i18n/languages';
import type { EntryChange, EntryKind } from './compare-content';
import { reviewChangesPath } from './review-build';
import { reviewTexts } from './review-texts';
import { isCompared, type PreviewReview, type UncomparedReview } from './uncompared-review';

/**
 * The pull request's comment, in German: the changed pages with their addresses on the deploy
 * preview, in both languages. .github/workflows/review-comment.yml posts it once and edits that
 * same comment on every later push; the marker on its first line is how it is found again.
 */
export const commentMarker = '<!-- vorschau-aenderungen -->';

const heading = '### Änderungen in dieser Vorschau';

const kindTitles: Record<EntryKind, string> = { page: 'Seiten', team: 'Team', fact: 'Firmendaten', text: 'Texte der Oberfläche' };
const statusNames: Record<EntryChange['status'], string> = { added: 'neu', removed: 'entfernt', changed: 'geändert', moved: 'verschoben' };
/** The comment is German: languages by their German names. */
const nameOf = (language: Language) => languageName(language, 'de');

/** Markdown code without surprises: backticks in the value would end it. */
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function count(places: number): string {
  return places === 1 ? '1 Stelle' : `${places} Stellen`;
}

function entryLine(entry: EntryChange, previewUrl: string): string {
  const status = entry.movedFrom ? `verschoben von ${entry.movedFrom}` : statusNames[entry.status];
  const head = entry.kind === 'text' ? code(entry.name) : `**${entry.name}**`;
  if (entry.kind === 'fact' || entry.kind === 'text') {
    const values = entry.languages.map((change) => {
      const field = change.fields[0];
      const value = field ? `${code(field.before || '–')} → ${code(field.after || '–')}` : '';
      return entry.languages.length > 1 && entry.languages.every((other) => other.fields[0]?.after === field?.after)
        ? value
        : `${nameOf(change.language)}: ${value}`;
    });
    return `- ${head}: ${[...new Set(values)].join('; ')}`;
  }
  if (entry.status === 'removed') {
    return `- ${head} (${status}): ${entry.languages.map((change) => code(change.path)).join(' und ')} gibt es danach nicht mehr`;
  }
  const links = entry.languages
    .filter((change) => change.status !== 'removed')
    .map((change) => {
      const places = change.blocks.length;
      const first = entry.kind === 'page' && entry.status !== 'added' ? change.blocks[0]?.anchor : undefined;
      const address = `${previewUrl}${change.path}${first && !change.path.includes('#') ? `#${first}` : ''}`;
      const detail = entry.kind === 'page' && entry.status !== 'added' && places > 0 ? ` (${count(places)})` : '';
      const fields = change.fields.filter((field) => entry.kind === 'team' || !['title', 'lead'].includes(field.field));
      const fieldNote = entry.status !== 'added' && fields.length > 0 ? ` – ${fields.map((field) => field.label).join(', ')}` : '';
      return `[${nameOf(change.language)}](${address})${detail}${fieldNote}`;
    });
  const warning = entry.oneLanguage
    ? ` ⚠️ Nur auf ${nameOf(entry.oneLanguage.changed)} geändert: braucht die Fassung auf ${nameOf(entry.oneLanguage.unchanged)} dieselbe Änderung?`
    : '';
  return `- ${head} (${status}): ${links.join(' · ')}${warning}`;
}

/** The comment when the changes could not be listed: why, and that the preview itself is complete. */
function uncomparedComment(review: UncomparedReview, url: string): string {
  const texts = reviewTexts.de.uncompared;
  const lines = [
    commentMarker,
    heading,
    '',
    `${texts.notListed} ${texts.why} ${review.reason.de}`,
    '',
    ...(review.detail ? [`${texts.gitSaid} ${code(review.detail)}`, ''] : []),
    `Die Vorschau selbst ist vollständig gebaut: ${url}`,
    '',
    '_Dieser Kommentar wird bei jedem neuen Stand der Vorschau aktualisiert._',
  ];
  return `${lines.join('\n')}\n`;
}

/** The comment's Markdown for a review and the preview's address (`https://deploy-preview-42--site.netlify.app`). */
export function pullRequestComment(review: PreviewReview, previewUrl: string): string {
  const url = previewUrl.replace(/\/+$/, '');
  if (!isCompared(review)) return uncomparedComment(review, url);
  const changesPages = languages
    .map((language) => `[${nameOf(language)}](${url}${localizedPath(reviewChangesPath, language)})`)
    .join(' · ');
  const lines = [
    commentMarker,
    heading,
    '',
    `Verglichen mit ${code(review.base)} (${code(review.baseCommit.slice(0, 7))}). Alles mit Vorher und Nachher, Wort für Wort: ${changesPages}. ` +
      'Auf jeder geänderten Seite der Vorschau führt ein Hinweis unten zu den Stellen.',
    '',
  ];
  if (review.entries.length === 0) lines.push('Diese Vorschau ändert keine Inhalte (Seiten, Team, Firmendaten, Texte der Oberfläche).', '');
  for (const kind of Object.keys(kindTitles) as EntryKind[]) {
    const entries = review.entries.filter((entry) => entry.kind === kind);
    if (entries.length === 0) continue;
    lines.push(`**${kindTitles[kind]}** ([Einzelheiten](${url}${reviewChangesPath}#review-${kind}))`, '');
    lines.push(...entries.map((entry) => entryLine(entry, url)), '');
  }
  lines.push('_Dieser Kommentar wird bei jedem neuen Stand der Vorschau aktualisiert._');
  return `${lines.join('\n')}\n`;
}
