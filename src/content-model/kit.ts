import type { ReactNode } from 'react';
import { tones } from '../styles/theme';
import { siteFactNames } from './site-facts';

/**
 * The MDX kit: every component a page or biography in content/ can use, described once. The
 * content check (scripts/check-content/mdx.ts), the CMS's editor components (cms/) and the
 * components' TypeScript props (KitProps below) are all derived from this list, so adding a
 * component here is the only place that lists it. Labels and hints are German: staff read them
 * in the CMS. Props are listed in the order the CMS writes them.
 */

interface PropBase {
  /** The field's name in the CMS. */
  label: string;
  /** A short help text under the field in the CMS. */
  hint?: string;
  required?: boolean;
  /** The prop is only valid together with this one (a link needs its label). */
  needs?: string;
}

export type PropSpec =
  /** Any text, written as name="…". */
  | (PropBase & { kind: 'text' })
  /** A page of the site, written as a German path: "/contact", "/#contact", "/team#team-mara". */
  | (PropBase & { kind: 'page' })
  /** A file in static/, written as its address: "/agb.pdf". */
  | (PropBase & { kind: 'file' })
  /** One of a fixed set of words. */
  | (PropBase & { kind: 'choice'; options: readonly string[]; optionLabels?: Readonly<Record<string, string>> })
  /** Written bare (`link`): present means yes. */
  | (PropBase & { kind: 'flag' });

export type ChildrenSpec =
  /** Written self-closing: <Address />. */
  | { kind: 'none' }
  /** Markdown paragraphs or a list between the opening and closing tag, each tag on its own line. */
  | { kind: 'markdown'; label: string; required?: boolean; hint?: string }
  /** One short text between the tags on the same line: <Card title="…">Text</Card>. */
  | { kind: 'inline'; label: string; required?: boolean }
  /** Only components of one kind between the tags, one per line: <Cards> holds <Card>s. */
  | { kind: 'items'; of: string; label: string; itemLabel: string };

export interface KitComponentSpec {
  /** The component's name in the CMS's "+" menu. */
  label: string;
  hint?: string;
  props: Readonly<Record<string, PropSpec>>;
  children: ChildrenSpec;
  /** May stand inside a sentence as well as alone on a line. */
  inline?: boolean;
  /** May only stand inside this component (a <Card> inside <Cards>). */
  within?: string;
}

function pageLink<Required extends boolean = false>(label: string, required?: Required) {
  return {
    kind: 'page',
    label,
    required: (required ?? false) as Required,
    hint: 'Eine Seite dieser Website; der Link führt auf der englischen Seite von selbst zur englischen Fassung.',
  } as const;
}

export const kit = {
  Cards: {
    label: 'Karten',
    hint: 'Ein Raster von Karten, z. B. für die Angebote.',
    props: {},
    children: { kind: 'items', of: 'Card', label: 'Karten', itemLabel: 'Karte' },
  },
  Card: {
    label: 'Karte',
    within: 'Cards',
    props: {
      title: { kind: 'text', label: 'Titel', required: true },
      to: pageLink('Verlinkte Seite'),
    },
    children: { kind: 'inline', label: 'Text' },
  },
  Steps: {
    label: 'Schritte',
    hint: 'Ein nummerierter Ablauf; die Nummern setzt die Website selbst.',
    props: {},
    children: { kind: 'items', of: 'Step', label: 'Schritte', itemLabel: 'Schritt' },
  },
  Step: {
    label: 'Schritt',
    within: 'Steps',
    props: { title: { kind: 'text', label: 'Titel', required: true } },
    children: { kind: 'inline', label: 'Text' },
  },
  CallToAction: {
    label: 'Aufruf mit Knopf',
    hint: 'Ein hervorgehobener Kasten mit einem Knopf, z. B. zum Kontaktformular.',
    props: {
      to: pageLink('Ziel des Knopfs', true),
      label: { kind: 'text', label: 'Text auf dem Knopf', required: true },
      title: { kind: 'text', label: 'Überschrift' },
    },
    children: { kind: 'markdown', label: 'Text' },
  },
  InfoBox: {
    label: 'Hinweis-Kasten',
    props: { title: { kind: 'text', label: 'Titel' } },
    children: { kind: 'markdown', label: 'Text', required: true },
  },
  ColorSection: {
    label: 'Farbiger Abschnitt',
    props: {
      tone: {
        kind: 'choice',
        label: 'Farbe',
        required: true,
        options: tones,
        optionLabels: { sage: 'Salbeigrün', sky: 'Himmelblau', sand: 'Sand', rose: 'Rosé', lavender: 'Lavendel' },
      },
      title: { kind: 'text', label: 'Titel', required: true },
      to: pageLink('Verlinkte Seite'),
      linkLabel: { kind: 'text', label: 'Text des Links', needs: 'to', hint: 'Nötig, wenn eine Seite verlinkt ist.' },
    },
    children: { kind: 'markdown', label: 'Text', required: true },
  },
  Testimonial: {
    label: 'Erfahrungsbericht',
    props: {
      title: { kind: 'text', label: 'Titel', required: true },
      author: { kind: 'text', label: 'Wer es sagt', required: true, hint: 'Zum Beispiel "Mutter eines 9-jährigen Sohnes".' },
      placeholder: {
        kind: 'flag',
        label: 'Platzhalter (vor dem Livegang ersetzen)',
        hint: 'Ein erfundenes Beispiel: erscheint nicht auf der Website. Ausschalten, sobald es ein echter, freigegebener Bericht ist.',
      },
    },
    children: { kind: 'markdown', label: 'Zitat', required: true },
  },
  Download: {
    label: 'Download (PDF)',
    props: {
      href: {
        kind: 'file',
        label: 'Datei',
        required: true,
        hint: 'Eine neue Fassung hochladen oder eine vorhandene Datei wählen, z. B. agb.pdf.',
      },
      title: { kind: 'text', label: 'Titel', required: true },
    },
    children: { kind: 'markdown', label: 'Beschreibung' },
  },
  Stats: {
    label: 'Kennzahlen',
    props: {},
    children: { kind: 'items', of: 'Stat', label: 'Kennzahlen', itemLabel: 'Kennzahl' },
  },
  Stat: {
    label: 'Kennzahl',
    within: 'Stats',
    props: {
      value: { kind: 'text', label: 'Zahl', required: true, hint: 'Zum Beispiel "9\'000+".' },
      label: { kind: 'text', label: 'Bezeichnung', required: true },
    },
    children: { kind: 'none' },
  },
  SiteFact: {
    label: 'Firmenangabe',
    hint: 'Zeigt eine Angabe aus den Firmendaten (z. B. die E-Mail-Adresse), damit sie nur an einem Ort steht.',
    inline: true,
    props: {
      name: {
        kind: 'choice',
        label: 'Angabe',
        required: true,
        options: siteFactNames.map((f) => f.name),
        optionLabels: Object.fromEntries(siteFactNames.map((f) => [f.name, f.label])),
      },
      link: { kind: 'flag', label: 'Als Link (nur E-Mail und Telefon)' },
    },
    children: { kind: 'none' },
  },
  Address: {
    label: 'Adresse',
    hint: 'Die Postadresse aus den Firmendaten.',
    props: { withContact: { kind: 'flag', label: 'Mit E-Mail und Telefon' } },
    children: { kind: 'none' },
  },
  Memberships: {
    label: 'Mitgliedschaften',
    hint: 'Am Ende einer Biografie: eine Liste, eine Mitgliedschaft pro Zeile.',
    props: {},
    children: { kind: 'markdown', label: 'Liste', required: true, hint: 'Jede Zeile beginnt mit "* ".' },
  },
} as const satisfies Readonly<Record<string, KitComponentSpec>>;

export type KitName = keyof typeof kit;
export const kitNames = Object.keys(kit) as KitName[];

export function isKitName(name: string): name is KitName {
  return Object.prototype.hasOwnProperty.call(kit, name);
}

// --- TypeScript props derived from the specs --------------------------------------------------

type Spec<N extends KitName> = (typeof kit)[N];
type PropsOf<N extends KitName> = Spec<N>['props'];
type ValueOf<P> = P extends { kind: 'flag' } ? boolean : P extends { kind: 'choice'; options: readonly (infer O)[] } ? O : string;
type RequiredKeys<Ps> = { [K in keyof Ps]: Ps[K] extends { required: true } ? K : never }[keyof Ps];
type OptionalKeys<Ps> = Exclude<keyof Ps, RequiredKeys<Ps>>;
type ChildrenOf<N extends KitName> = Spec<N>['children'] extends { kind: 'none' } ? unknown : { children?: ReactNode };

/** The props of a kit component as MDX passes them: `KitProps<'CallToAction'>`. */
export type KitProps<N extends KitName> = { [K in RequiredKeys<PropsOf<N>>]: ValueOf<PropsOf<N>[K]> } & {
  [K in OptionalKeys<PropsOf<N>>]?: ValueOf<PropsOf<N>[K]>;
} & ChildrenOf<N>;
