import { renderToStaticMarkup } from 'react-dom/server';
import { ChangesNotListed } from './changes-not-listed';
import { uncomparedReview } from './uncompared-review';

/** The visible text of rendered markup, tags and Emotion's style elements taken out. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the changes page when the changes could not be listed', () => {
  const review = uncomparedReview(
    'origin/main',
    (reasons) => reasons.noRemote('main'),
    "fatal: 'origin' does not appear to be a git repository",
  );

  it('says so and why, in German', () => {
    expect(textOf(renderToStaticMarkup(<ChangesNotListed review={review} language="de" />))).toBe(
      'Änderungen in dieser Vorschau Die Änderungen dieser Vorschau konnten nicht aufgelistet werden. ' +
        'Der Grund: Das Repository hat keinen Remote «origin»: die Basis main konnte nicht geholt werden. ' +
        'Meldung von git: fatal: &#x27;origin&#x27; does not appear to be a git repository ' +
        'Die Vorschau selbst ist vollständig gebaut und zeigt den neuen Stand. Es fehlen nur diese Liste und die Hinweise auf den geänderten Seiten; sie erscheinen wieder, sobald der Build vergleichen kann.',
    );
  });

  it('says so and why, in English', () => {
    const text = textOf(renderToStaticMarkup(<ChangesNotListed review={review} language="en" />));
    expect(text).toContain('The changes in this preview could not be listed.');
    expect(text).toContain('The reason: The repository has no remote “origin”: the base main could not be fetched.');
    expect(text).not.toContain('Remote «origin»');
  });
});
