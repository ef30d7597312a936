import { commentMarker, pullRequestComment } from './pull-request-comment';
import { scratchReviewForTests } from './scratch-history';
import { uncomparedReview } from './uncompared-review';

const scratch = scratchReviewForTests();

describe('pullRequestComment', () => {
  it('lists the changed pages with their preview addresses in both languages, in German', () => {
    const base = scratch.review.baseCommit.slice(0, 7);
    expect(pullRequestComment(scratch.review, 'https://deploy-preview-42--example.netlify.app/')).toBe(
      [
        commentMarker,
        '### Änderungen in dieser Vorschau',
        '',
        `Verglichen mit \`main\` (\`${base}\`). Alles mit Vorher und Nachher, Wort für Wort: ` +
          '[Deutsch](https://deploy-preview-42--example.netlify.app/vorschau-aenderungen) · ' +
          '[Englisch](https://deploy-preview-42--example.netlify.app/en/vorschau-aenderungen). ' +
          'Auf jeder geänderten Seite der Vorschau führt ein Hinweis unten zu den Stellen.',
        '',
        '**Seiten** ([Einzelheiten](https://deploy-preview-42--example.netlify.app/vorschau-aenderungen#review-page))',
        '',
        '- **Alte Seite** (entfernt): `/alt` und `/en/alt` gibt es danach nicht mehr',
        '- **Neue Seite** (neu): [Deutsch](https://deploy-preview-42--example.netlify.app/neu) · ' +
          '[Englisch](https://deploy-preview-42--example.netlify.app/en/neu)',
        '- **Psychoedukation** (geändert): [Deutsch](https://deploy-preview-42--example.netlify.app/psychoeducation#aenderung-1) (1 Stelle) ' +
          '⚠️ Nur auf Deutsch geändert: braucht die Fassung auf Englisch dieselbe Änderung?',
        '- **Workshops** (verschoben von /workshops): [Deutsch](https://deploy-preview-42--example.netlify.app/workshops-fuer-schulen) · ' +
          '[Englisch](https://deploy-preview-42--example.netlify.app/en/workshops-fuer-schulen)',
        '',
        '**Team** ([Einzelheiten](https://deploy-preview-42--example.netlify.app/vorschau-aenderungen#review-team))',
        '',
        '- **Lea Beispiel** (geändert): [Deutsch](https://deploy-preview-42--example.netlify.app/team#team-lea) – Funktion · ' +
          '[Englisch](https://deploy-preview-42--example.netlify.app/en/team#team-lea) – Funktion',
        '',
        '**Firmendaten** ([Einzelheiten](https://deploy-preview-42--example.netlify.app/vorschau-aenderungen#review-fact))',
        '',
        '- **E-Mail-Adresse**: `info@example.com` → `hallo@example.com`',
        '',
        '_Dieser Kommentar wird bei jedem neuen Stand der Vorschau aktualisiert._',
        '',
      ].join('\n'),
    );
  });

  it('says so when the preview changes no content', () => {
    const comment = pullRequestComment({ base: 'main', baseCommit: '0123456789', entries: [] }, 'https://preview.example');
    expect(comment.startsWith(`${commentMarker}\n`)).toBe(true);
    expect(comment).toContain('Diese Vorschau ändert keine Inhalte');
    expect(comment).not.toContain('**Seiten**');
  });

  it('says that the changes could not be listed, why, and what git said, when the build could not compare', () => {
    const review = uncomparedReview(
      'origin/main',
      (reasons) => reasons.branchMissing('main'),
      "fatal: couldn't find remote ref refs/heads/main",
    );
    expect(pullRequestComment(review, 'https://deploy-preview-42--example.netlify.app/')).toBe(
      [
        commentMarker,
        '### Änderungen in dieser Vorschau',
        '',
        'Die Änderungen dieser Vorschau konnten nicht aufgelistet werden. Der Grund: ' +
          'Der Remote «origin» hat keinen Branch «main»: die Basis konnte nicht geholt werden.',
        '',
        "Meldung von git: `fatal: couldn't find remote ref refs/heads/main`",
        '',
        'Die Vorschau selbst ist vollständig gebaut: https://deploy-preview-42--example.netlify.app',
        '',
        '_Dieser Kommentar wird bei jedem neuen Stand der Vorschau aktualisiert._',
        '',
      ].join('\n'),
    );
  });
});
