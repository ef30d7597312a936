import { type Language, languageName } from '../i18n/languages';
import type { EntryChange, EntryKind } from './compare-content';

/**
 * The reviewer's texts, German and English. They live here rather than in content/locales: the
 * locale files reach every page of the production site (each page's data carries them), and the
 * production build must carry nothing of the review; this module is only bundled where a preview
 * builds the changes page.
 */
export const reviewTexts = {
  de: {
    pageTitle: 'Änderungen in dieser Vorschau',
    pageDescription: 'Was diese Vorschau gegenüber der veröffentlichten Website ändert, Seite für Seite.',
    comparedWith: 'Verglichen mit',
    commit: 'Commit',
    intro:
      'Hier steht alles, was diese Vorschau am Inhalt ändert, in beiden Sprachen. «Zur Stelle» öffnet die Seite der Vorschau an der geänderten Stelle; dort markiert «Änderungen zeigen» alles Geänderte und zeigt, was vorher dastand.',
    nothing: 'Diese Vorschau ändert keine Inhalte (Seiten, Team, Firmendaten, Texte der Oberfläche).',
    count: (count: number) => (count === 1 ? '1 Eintrag geändert' : `${count} Einträge geändert`),
    kinds: { page: 'Seiten', team: 'Team', fact: 'Firmendaten', text: 'Texte der Oberfläche' } satisfies Record<EntryKind, string>,
    status: { added: 'neu', removed: 'entfernt', changed: 'geändert', moved: 'verschoben' } satisfies Record<EntryChange['status'], string>,
    movedFrom: (path: string) => `Verschoben: die alte Adresse ${path} gibt es nicht mehr. Links auf sie brauchen die neue Adresse.`,
    added: 'Neu: diese Seite gibt es erst mit dieser Vorschau.',
    removed: (path: string) => `Entfernt: ${path} gibt es nach der Veröffentlichung nicht mehr.`,
    oneLanguage: (changed: Language, unchanged: Language) =>
      `Nur auf ${languageName(changed, 'de')} geändert. Braucht die Fassung auf ${languageName(unchanged, 'de')} dieselbe Änderung? (Warnung der Inhaltsprüfung)`,
    languageName: (language: Language) => languageName(language, 'de'),
    open: 'Seite öffnen',
    toPlace: 'Zur Stelle',
    oldAddress: 'Alte Adresse',
    bothLanguagesHeading: 'Beide Sprachen',
    noVisibleChange: 'Keine sichtbare Änderung im Text.',
    before: 'Vorher',
    after: 'Nachher',
    inserted: 'eingefügt:',
    deleted: 'gestrichen:',
    blockStatus: { added: 'Neuer Abschnitt', removed: 'Entfernter Abschnitt', changed: 'Geänderter Abschnitt' },
    where: {
      page: '',
      team: 'Karte auf der Team-Seite',
      fact: 'erscheint auf mehreren Seiten, z. B. im Impressum und in der Fusszeile',
      text: 'Text der Oberfläche (Menü, Knöpfe, Formulare)',
    } satisfies Record<EntryKind, string>,
    notice: {
      label: 'Vorschau',
      changes: (count: number) =>
        count === 1 ? 'Auf dieser Seite ist 1 Stelle geändert.' : `Auf dieser Seite sind ${count} Stellen geändert.`,
      changedNoMarks: 'Diese Seite ist in dieser Vorschau geändert.',
      newPage: 'Diese Seite ist neu in dieser Vorschau.',
      all: 'Alle Änderungen',
      show: 'Änderungen zeigen',
      next: 'Nächste Änderung',
      position: 'Änderung {at} von {count}: {status}',
      removedBefore: 'Vorher:',
      removedAfter: 'Entfernt:',
      shown: 'Änderungen markiert.',
      hidden: 'Markierung aus.',
    },
    uncompared: {
      notListed: 'Die Änderungen dieser Vorschau konnten nicht aufgelistet werden.',
      why: 'Der Grund:',
      gitSaid: 'Meldung von git:',
      rest: 'Die Vorschau selbst ist vollständig gebaut und zeigt den neuen Stand. Es fehlen nur diese Liste und die Hinweise auf den geänderten Seiten; sie erscheinen wieder, sobald der Build vergleichen kann.',
      reasons: {
        noGit: 'In der Umgebung des Builds gibt es kein git.',
        notRepository: 'Der Ordner des Builds ist kein Git-Repository.',
        noRemote: (branch: string) => `Das Repository hat keinen Remote «origin»: die Basis ${branch} konnte nicht geholt werden.`,
        branchMissing: (branch: string) => `Der Remote «origin» hat keinen Branch «${branch}»: die Basis konnte nicht geholt werden.`,
        fetchFailed: (branch: string) => `Die Basis ${branch} konnte nicht von «origin» geholt werden.`,
        baseMissing: (base: string) => `Die Basis «${base}» gibt es in diesem Repository nicht.`,
        shallow: (base: string) =>
          `Der Klon ist flach (shallow) und reicht nicht zurück bis dorthin, wo dieser Stand von ${base} abzweigt: ohne diesen Punkt lässt sich nicht sagen, was die Vorschau ändert.`,
        failed: (base: string) => `Der Vergleich mit ${base} ist fehlgeschlagen.`,
      },
    },
  },
  en: {
    pageTitle: 'Changes in this preview',
    pageDescription: 'What this preview changes compared with the published site, page by page.',
    comparedWith: 'Compared with',
    commit: 'commit',
    intro:
      'Everything this preview changes in the content, in both languages. “Go to the change” opens the page of the preview at the changed place; there “Show changes” marks everything that changed and shows what was there before.',
    nothing: 'This preview changes no content (pages, team, company details, interface texts).',
    count: (count: number) => (count === 1 ? '1 entry changed' : `${count} entries changed`),
    kinds: { page: 'Pages', team: 'Team', fact: 'Company details', text: 'Interface texts' } satisfies Record<EntryKind, string>,
    status: { added: 'new', removed: 'removed', changed: 'changed', moved: 'moved' } satisfies Record<EntryChange['status'], string>,
    movedFrom: (path: string) => `Moved: the old address ${path} no longer exists. Links to it need the new address.`,
    added: 'New: this page exists only from this preview on.',
    removed: (path: string) => `Removed: ${path} will no longer exist once this is published.`,
    oneLanguage: (changed: Language, unchanged: Language) =>
      `Changed in ${languageName(changed, 'en')} only. Does the ${languageName(unchanged, 'en')} version need the same change? (content check warning)`,
    languageName: (language: Language) => languageName(language, 'en'),
    open: 'Open the page',
    toPlace: 'Go to the change',
    oldAddress: 'Old address',
    bothLanguagesHeading: 'Both languages',
    noVisibleChange: 'No visible change in the text.',
    before: 'Before',
    after: 'After',
    inserted: 'inserted:',
    deleted: 'deleted:',
    blockStatus: { added: 'New section', removed: 'Removed section', changed: 'Changed section' },
    where: {
      page: '',
      team: 'card on the team page',
      fact: 'appears on several pages, e.g. the legal notice and the footer',
      text: 'interface text (menu, buttons, forms)',
    } satisfies Record<EntryKind, string>,
    notice: {
      label: 'Preview',
      changes: (count: number) => (count === 1 ? '1 place on this page has changed.' : `${count} places on this page have changed.`),
      changedNoMarks: 'This page has changed in this preview.',
      newPage: 'This page is new in this preview.',
      all: 'All changes',
      show: 'Show changes',
      next: 'Next change',
      position: 'Change {at} of {count}: {status}',
      removedBefore: 'Before:',
      removedAfter: 'Removed:',
      shown: 'Changes marked.',
      hidden: 'Marks off.',
    },
    uncompared: {
      notListed: 'The changes in this preview could not be listed.',
      why: 'The reason:',
      gitSaid: 'git said:',
      rest: 'The preview itself is built in full and shows the new state. Only this list and the notices on the changed pages are missing; they come back once the build can compare.',
      reasons: {
        noGit: 'git is not available where the build runs.',
        notRepository: 'The folder of the build is not a Git repository.',
        noRemote: (branch: string) => `The repository has no remote “origin”: the base ${branch} could not be fetched.`,
        branchMissing: (branch: string) => `The remote “origin” has no branch “${branch}”: the base could not be fetched.`,
        fetchFailed: (branch: string) => `The base ${branch} could not be fetched from “origin”.`,
        baseMissing: (base: string) => `The base “${base}” does not exist in this repository.`,
        shallow: (base: string) =>
          `The clone is shallow and does not reach back to where this state branched off ${base}: without that point, what the preview changes cannot be told.`,
        failed: (base: string) => `The comparison with ${base} failed.`,
      },
    },
  },
} as const;

export type ReviewTexts = (typeof reviewTexts)[Language];
