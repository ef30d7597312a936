import { compareContent, highlightTargets, wordDiff, type ContentReview } from './compare-content';
import { scratchReviewForTests } from './scratch-history';

const scratch = scratchReviewForTests();

/** An entry as a line: kind, id, status, languages with their addresses. */
function summary(current: ContentReview): string[] {
  return current.entries.map(
    (entry) =>
      `${entry.kind} ${entry.id} ${entry.status}${entry.movedFrom ? ` from ${entry.movedFrom}` : ''}: ` +
      entry.languages.map((language) => `${language.language} ${language.path}`).join(', '),
  );
}

describe('compareContent on a scratch history', () => {
  it('lists exactly the changed pages, team member, company fact, in both languages, with their addresses', () => {
    expect(summary(scratch.review)).toEqual([
      'page alt removed: de /alt, en /en/alt',
      'page neu added: de /neu, en /en/neu',
      'page psychoeducation changed: de /psychoeducation',
      'page workshops-fuer-schulen moved from /workshops: de /workshops-fuer-schulen, en /en/workshops-fuer-schulen',
      'team team-lea changed: de /team#team-lea, en /en/team#team-lea',
      'fact email changed: de /impressum, en /en/impressum',
    ]);
  });

  it('names pages and members as staff know them, fields by their CMS labels', () => {
    const lea = scratch.review.entries.find((entry) => entry.id === 'team-lea');
    expect(lea?.name).toBe('Lea Beispiel');
    expect(lea?.languages.map((language) => language.fields.map((field) => [field.label, field.before, field.after]))).toEqual([
      [['Funktion', 'Mentorin', 'Leiterin Coaching']],
      [['Funktion', 'Mentor', 'Head of coaching']],
    ]);
    const email = scratch.review.entries.find((entry) => entry.kind === 'fact');
    expect(email?.name).toBe('E-Mail-Adresse');
    expect(scratch.review.entries.find((entry) => entry.id === 'neu')?.name).toBe('Neue Seite');
  });

  it('gives the changed paragraph word by word, and nothing of the unchanged ones', () => {
    const german = scratch.review.entries.find((entry) => entry.id === 'psychoeducation')?.languages[0];
    expect(german?.fields).toEqual([]);
    expect(german?.blocks).toEqual([
      {
        status: 'changed',
        anchor: 'aenderung-1',
        before: 'Wir erklären Neurodivergenz verständlich.',
        after: 'Wir erklären Neurodivergenz einfach und anschaulich.',
        diff: [
          { kind: 'same', text: 'Wir erklären Neurodivergenz ' },
          { kind: 'removed', text: 'verständlich' },
          { kind: 'added', text: 'einfach und anschaulich' },
          { kind: 'same', text: '.' },
        ],
      },
    ]);
  });

  it('warns for the page changed in German only, and only for it', () => {
    expect(scratch.review.entries.filter((entry) => entry.oneLanguage).map((entry) => [entry.id, entry.oneLanguage])).toEqual([
      ['psychoeducation', { changed: 'de', unchanged: 'en' }],
    ]);
  });

  it('marks on each page exactly the changed blocks, and nothing on unchanged pages', () => {
    expect(highlightTargets(scratch.review, '/psychoeducation')).toEqual([
      {
        anchor: 'aenderung-1',
        text: 'Wir erklären Neurodivergenz einfach und anschaulich.',
        removed: 'Wir erklären Neurodivergenz verständlich.',
        status: 'changed',
        before: [
          { kind: 'same', text: 'Wir erklären Neurodivergenz ' },
          { kind: 'removed', text: 'verständlich' },
          { kind: 'same', text: '.' },
        ],
      },
    ]);
    expect(highlightTargets(scratch.review, '/en/psychoeducation')).toEqual([]);
    expect(highlightTargets(scratch.review, '/team').map((target) => [target.anchor, target.removed])).toEqual([['team-lea', 'Mentorin']]);
    expect(highlightTargets(scratch.review, '/en/team').map((target) => [target.anchor, target.removed])).toEqual([['team-lea', 'Mentor']]);
    expect(highlightTargets(scratch.review, '/neu')).toEqual([]);
    expect(highlightTargets(scratch.review, '/alt')).toEqual([]);
    expect(highlightTargets(scratch.review, '/workshops-fuer-schulen')).toEqual([]);
  });

  it('is empty when nothing under content/ changed', () => {
    expect(compareContent(scratch.root, 'change').entries).toEqual([]);
  });
});

describe('wordDiff', () => {
  it('joins back to both texts', () => {
    const diff = wordDiff('Ein kurzer Satz über ADHS.', 'Ein längerer Satz über ADHS und Autismus.');
    expect(
      diff
        .filter((part) => part.kind !== 'added')
        .map((part) => part.text)
        .join(''),
    ).toBe('Ein kurzer Satz über ADHS.');
    expect(
      diff
        .filter((part) => part.kind !== 'removed')
        .map((part) => part.text)
        .join(''),
    ).toBe('Ein längerer Satz über ADHS und Autismus.');
  });
});
