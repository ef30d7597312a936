import { pageFields, teamFields, type FieldSpec } from '../src/content-model/frontmatter';
import { patternHints, whole, wholeOrEmpty, type PatternName } from '../src/content-model/patterns';
import { placeholderFactsField, siteFactNames, siteUrlField } from '../src/content-model/site-facts';
import {
  availabilityEntryLabels,
  availabilityFile,
  availabilityHints,
  availabilityLabels,
  availabilityLimits,
  confirmationLabels,
  confirmations,
  placeLabels,
  meetingPlaces,
  numberDefaults,
  smsDefaults,
  weekdayLabels,
} from '../src/booking/availability';
import { weekdays } from '../src/booking/zurich-time';
import { defaultLanguage, languageName, languages } from '../src/i18n/languages';
import type { DecapField, PageOption } from './decap-types';
import { blockComponentNames, noteComponentId, pageOptions } from './editor-components';
import { formOnlyField } from './mdx-format';
import { pageAddressFormField } from './browser/page-address/field';

/**
 * Decap CMS's configuration, built from the content model (src/content-model) so the CMS asks for
 * exactly the fields the content check accepts. Labels are German: staff read them.
 */

export interface CmsSettings {
  /** "owner/name" of the GitHub repository; sign-in goes through Netlify's GitHub OAuth provider. */
  repo: string;
  branch: string;
  siteUrl: string;
  /** The local backend (`npm run cms`): its API address on this origin; edits the working tree. */
  localBackend?: string;
  pages: readonly PageOption[];
  /** The German interface texts, whose shape the form for both languages follows. */
  interfaceTexts: Record<string, unknown>;
}

/** What cms/node/build.ts puts into the bundle; the rest comes from the page (backend) and the preview data (texts). */
export type BuiltSettings = Omit<CmsSettings, 'localBackend' | 'interfaceTexts'>;

export const formats = { mdx: 'mdx-frontmatter', yaml: 'yaml-plain', json: 'json-pretty' } as const;

/** No ß (Swiss spelling), and none of the characters MDX would read as code in running text. */
const safeText: [string, string] = ['^[^ß]*$', 'Bitte Schweizer Schreibweise: «ss» statt «ß».'];
/** Decap's `pattern` option: the pattern and what to tell staff when a value does not fit. */
const cmsPattern = (name: PatternName, optional = false): [string, string] => [
  optional ? wholeOrEmpty(name) : whole(name),
  patternHints[name],
];

function pageSelect(name: string, label: string, pages: readonly PageOption[], required: boolean): DecapField {
  return { name, label, widget: 'select', required, options: pageOptions(pages) };
}

export function frontmatterField(name: string, spec: FieldSpec, pages: readonly PageOption[]): DecapField {
  const base = { name, label: spec.label, required: Boolean(spec.required), ...(spec.hint ? { hint: spec.hint } : {}) };
  switch (spec.type) {
    case 'text':
      return { ...base, widget: spec.multiline ? 'text' : 'string', pattern: safeText };
    case 'integer':
      return { ...base, widget: 'number', value_type: 'int', min: 1 };
    case 'boolean':
      // No default: a new file leaves the field out (false is what an absent field means) and an
      // existing file keeps what it says.
      return { ...base, widget: 'boolean', required: false };
    case 'addresses':
      return { ...base, widget: 'list', field: { name: 'address', label: 'Adresse', widget: 'string', pattern: cmsPattern('sitePath') } };
    case 'breadcrumb':
      return {
        ...base,
        widget: 'list',
        label_singular: 'Stufe',
        fields: [
          { name: 'label', label: 'Text', widget: 'string', required: true, pattern: safeText },
          pageSelect('to', 'Seite (leer für die aktuelle Seite)', pages, false),
        ],
      };
    case 'link':
      return {
        ...base,
        widget: 'object',
        collapsed: false,
        // Decap checks required sub-fields even when the whole group is left empty, so an optional
        // link's parts are optional here; the content check reports a label without its page.
        fields: [
          { name: 'label', label: 'Text', widget: 'string', required: base.required, pattern: safeText },
          pageSelect('to', 'Seite', pages, base.required),
        ],
      };
    case 'httpsOrEmpty':
      return { ...base, widget: 'string', pattern: cmsPattern('https', true) };
    case 'emailOrEmpty':
      return { ...base, widget: 'string', pattern: cmsPattern('email', true) };
    case 'image':
      return { ...base, widget: 'image', choose_url: false };
  }
}

/**
 * The text of a page or biography, with the kit as its "+" menu. What the site could not read in it
 * is refused on saving (cms/browser/staff-interface/refused-saves.ts), which names the block and field.
 */
function bodyField(label: string, components: readonly string[]): DecapField {
  return {
    name: 'body',
    label,
    widget: 'markdown',
    required: true,
    buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
    editor_components: [...components],
    i18n: true,
  };
}

/**
 * A frontmatter field with its place in both languages. A field the content model marks
 * `sameInAllLanguages` is written to every language's file at once (Decap's `i18n: duplicate`).
 * Decap 3.16.3 duplicates single values only: a list (aliases) stays per language and the content
 * check compares the files.
 */
export function frontmatterFieldInLanguages(name: string, spec: FieldSpec, pages: readonly PageOption[]): DecapField {
  const field = frontmatterField(name, spec, pages);
  const duplicate = 'sameInAllLanguages' in spec && spec.sameInAllLanguages && field.widget !== 'list';
  return { ...field, i18n: duplicate ? 'duplicate' : true };
}

const groupLabels: Record<string, string> = {
  nav: 'Menü',
  hero: 'Startseite: oberer Teil',
  home: 'Startseite',
  services: 'Leistungen',
  team: 'Team',
  contact: 'Kontakt',
  footer: 'Fusszeile',
  meta: 'Titel und Beschreibungen für Suchmaschinen',
  common: 'Allgemein',
  notFound: 'Seite nicht gefunden (404)',
  zielgruppe: 'Zielgruppen (interne Seite)',
  iconPreview: 'Symbol-Vorschau (interne Seite)',
  form: 'Kontaktformular',
  contactResult: 'Kontaktformular: Seite nach dem Senden (ohne JavaScript)',
  metaResult: 'Kontaktformular: Titel der Ergebnisseiten',
  draft: 'Formulare: Entwurf auf dem Gerät',
  requestEntry: 'Erstgespräch: Hinweis auf /contact und der Startseite',
  request: 'Erstgespräch: Anfrage und Seite «Wie geht es weiter?»',
  // Inside the request's group.
  before: 'Bevor Sie beginnen',
  steps: 'Überschriften der Schritte',
  questions: 'Fragen',
  options: 'Antworten zur Auswahl',
  starters: 'Satzanfänge',
  errors: 'Fehlermeldungen',
  sent: 'Nach dem Senden',
};

/** Form fields in the shape of the interface texts: groups become sections, texts text fields. */
export function interfaceTextFields(value: Record<string, unknown>): DecapField[] {
  return Object.entries(value).map(([name, item]): DecapField => {
    const label = groupLabels[name] ?? name;
    if (Array.isArray(item)) {
      const first: unknown = item[0];
      return first && typeof first === 'object'
        ? { name, label, widget: 'list', fields: interfaceTextFields(first as Record<string, unknown>) }
        : { name, label, widget: 'list', field: { name: 'text', label: 'Text', widget: 'string' } };
    }
    if (item && typeof item === 'object')
      return { name, label, widget: 'object', collapsed: true, fields: interfaceTextFields(item as Record<string, unknown>) };
    const text = String(item);
    return {
      name,
      label,
      widget: text.length > 70 ? 'text' : 'string',
      required: true,
      ...(text.includes('{{') ? { hint: 'Wörter in {{doppelten Klammern}} setzt die Website ein: genau so stehen lassen.' } : {}),
    };
  });
}

/**
 * A whole number the content check holds to availabilityLimits. The reminders' hours carry their defaults
 * for a field Decap creates; Decap 3.16.3 shows a field an existing file lacks as empty (it asks for a
 * number on saving), so content/booking.yaml writes both out.
 */
function minutesOrDays(name: keyof typeof availabilityLimits): DecapField {
  const { min, max } = availabilityLimits[name];
  const fallback = numberDefaults[name];
  return {
    name,
    label: availabilityLabels[name],
    hint: availabilityHints[name],
    widget: 'number',
    value_type: 'int',
    min,
    max,
    required: true,
    ...(fallback === undefined ? {} : { default: fallback }),
  };
}

/**
 * Decap's datetime widget as a plain date or clock time: the browser's own date or time input, written
 * to the file as text in the form the content check reads (2026-12-24, 09:00).
 */
const timeField = (name: 'from' | 'to', hint: string): DecapField => ({
  name,
  label: availabilityLabels[name],
  hint,
  widget: 'datetime',
  date_format: false,
  time_format: 'HH:mm',
  required: true,
});
const dateField = (name: 'from' | 'to', hint: string): DecapField => ({
  name,
  label: availabilityLabels[name],
  hint,
  widget: 'datetime',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  required: true,
});

/**
 * When first consultations can be booked (content/booking.yaml), in the words of
 * src/booking/availability.ts, whose readAvailability the content check and the function apply to it.
 */
export function bookingSettingsFile(): Record<string, unknown> {
  return {
    name: 'booking',
    label: 'Termine für Erstgespräche',
    description:
      'Wann Besucherinnen und Besucher ein Erstgespräch selbst buchen können. Termine in Ihrem Kalender, die belegt sind, ' +
      'zieht die Website davon ab. Die Adresse Ihres Kalenders steht nicht hier: Sie ist geheim und als Umgebungsvariable ' +
      'BOOKING_CALENDAR_FEEDS bei Netlify hinterlegt (siehe docs/owner-runbook.md).',
    file: availabilityFile,
    format: formats.yaml,
    fields: [
      {
        name: 'windows',
        label: availabilityLabels.windows,
        label_singular: availabilityEntryLabels.windows,
        hint: availabilityHints.windows,
        widget: 'list',
        required: false,
        collapsed: false,
        summary: '{{fields.from}}–{{fields.to}}',
        fields: [
          {
            name: 'day',
            label: availabilityLabels.day,
            widget: 'select',
            required: true,
            options: weekdays.map((day) => ({ value: day, label: weekdayLabels[day] })),
          },
          timeField('from', availabilityHints.from),
          timeField('to', availabilityHints.to),
          {
            // A list (Decap's select with several choices): a window may offer any of the places, the phone too.
            name: 'places',
            label: availabilityLabels.places,
            hint: availabilityHints.places,
            widget: 'select',
            multiple: true,
            min: 1,
            required: true,
            default: ['dietikon', 'online'],
            options: meetingPlaces.map((place) => ({ value: place, label: placeLabels[place] })),
          },
        ],
      },
      minutesOrDays('meetingMinutes'),
      minutesOrDays('pauseMinutes'),
      minutesOrDays('noticeDays'),
      minutesOrDays('aheadDays'),
      {
        name: 'closedDays',
        label: availabilityLabels.closedDays,
        label_singular: availabilityEntryLabels.closedDays,
        hint: availabilityHints.closedDays,
        widget: 'list',
        required: false,
        collapsed: false,
        summary: '{{fields.from}} bis {{fields.to}}',
        fields: [
          dateField('from', 'Der erste geschlossene Tag.'),
          dateField('to', 'Der letzte geschlossene Tag. Für einen einzelnen Tag dasselbe Datum wie bei «von».'),
          {
            name: 'note',
            label: availabilityLabels.note,
            hint: availabilityHints.note,
            widget: 'string',
            required: false,
            pattern: safeText,
          },
        ],
      },
      {
        name: 'confirmation',
        label: availabilityLabels.confirmation,
        hint: availabilityHints.confirmation,
        widget: 'select',
        required: true,
        options: confirmations.map((confirmation) => ({ value: confirmation, label: confirmationLabels[confirmation] })),
      },
      minutesOrDays('firstReminderHours'),
      minutesOrDays('secondReminderHours'),
      {
        name: 'meetingLink',
        label: availabilityLabels.meetingLink,
        hint: availabilityHints.meetingLink,
        widget: 'string',
        required: false,
        pattern: cmsPattern('https', true),
      },
      minutesOrDays('smsPerDay'),
      {
        name: 'smsSender',
        label: availabilityLabels.smsSender,
        hint: availabilityHints.smsSender,
        widget: 'string',
        required: false,
        default: smsDefaults.smsSender,
        pattern: [
          '^[A-Za-z][A-Za-z0-9 ]{0,10}$',
          'Höchstens 11 Buchstaben, Ziffern oder Leerzeichen, am Anfang ein Buchstabe, ohne Umlaute.',
        ],
      },
      {
        name: 'smsCountries',
        label: availabilityLabels.smsCountries,
        hint: availabilityHints.smsCountries,
        // A plain list: the codes separated by commas, e.g. «CH, LI».
        widget: 'list',
        required: false,
        default: [...smsDefaults.smsCountries],
      },
      minutesOrDays('offerWindowMinutes'),
      minutesOrDays('offersPerWeek'),
    ] satisfies DecapField[],
  };
}

export function cmsConfig(settings: CmsSettings): Record<string, unknown> {
  const { pages } = settings;
  const backend = settings.localBackend
    ? { name: 'proxy', proxy_url: settings.localBackend, branch: settings.branch }
    : { name: 'github', repo: settings.repo, branch: settings.branch, squash_merges: true };
  return {
    backend,
    // Every change is a branch and a pull request with its Netlify deploy preview; the local backend
    // edits the working tree directly.
    publish_mode: settings.localBackend ? 'simple' : 'editorial_workflow',
    load_config_file: false,
    locale: 'de',
    logo_url: '/favicon.svg',
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    show_preview_links: true,
    media_folder: 'static',
    public_folder: '/',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_files', locales: [...languages], default_locale: defaultLanguage },
    collections: [
      {
        name: 'pages',
        label: 'Seiten',
        label_singular: 'Seite',
        description: 'Jede Seite gibt es auf Deutsch und Englisch. Die Adresse ist der Name des Ordners, z. B. /impressum.',
        folder: 'content/pages',
        // A new page's folder is the address its form shows (German transliteration, editable).
        slug: `{{fields.${pageAddressFormField.name}}}`,
        path: '{{slug}}/index',
        extension: 'mdx',
        format: formats.mdx,
        create: true,
        delete: false,
        i18n: true,
        identifier_field: 'title',
        summary: '{{title}}  ·  /{{dirname}}',
        sortable_fields: ['title'],
        preview_path: '{{dirname}}',
        fields: [
          ...Object.entries(pageFields).flatMap(([name, spec]) => [
            frontmatterFieldInLanguages(name, spec, pages),
            ...(name === 'title' ? [pageAddressFormField] : []),
          ]),
          bodyField('Text', [...blockComponentNames, noteComponentId]),
        ],
      },
      {
        name: 'team',
        label: 'Team',
        label_singular: 'Teammitglied',
        description: 'Eine Person des Teams: Foto, Name, Funktion und Biografie in beiden Sprachen.',
        folder: 'content/team',
        path: '{{slug}}/index',
        // The name as German writes it without umlauts, put into the form-only field on saving (cms/browser/staff-interface/team-folder.ts).
        slug: `team-{{fields.${formOnlyField}}}`,
        extension: 'mdx',
        format: formats.mdx,
        // Photos live in the member's own folder, next to index.de.mdx and index.en.mdx.
        media_folder: '',
        public_folder: '',
        create: true,
        delete: false,
        i18n: true,
        identifier_field: 'name',
        summary: '{{order}}. {{name}} – {{role}}',
        sortable_fields: ['order', 'name'],
        preview_path: 'team',
        fields: [
          ...Object.entries(teamFields).map(([name, spec]) => frontmatterFieldInLanguages(name, spec, pages)),
          bodyField('Biografie', ['Memberships', noteComponentId]),
        ],
      },
      {
        name: 'settings',
        label: 'Einstellungen',
        delete: false,
        // Settings are data, not a page: Decap's default preview would only list raw values (tuesday, both).
        editor: { preview: false },
        files: [
          {
            name: 'facts',
            label: 'Firmendaten',
            description:
              'Adresse, E-Mail, Telefon und Handelsregister: Alle Seiten, die Fusszeile und die rechtlichen Texte lesen sie von hier.',
            file: 'content/site.yaml',
            format: formats.yaml,
            fields: [
              ...siteFactNames.map(({ name, label, ...rest }): DecapField =>
                'perLanguage' in rest
                  ? {
                      name,
                      label,
                      widget: 'object',
                      collapsed: false,
                      ...('hint' in rest ? { hint: rest.hint } : {}),
                      fields: languages.map((language) => ({
                        name: language,
                        label: languageName(language, 'de'),
                        widget: 'string',
                        required: true,
                      })),
                    }
                  : {
                      name,
                      label,
                      widget: 'string',
                      required: true,
                      ...('hint' in rest ? { hint: rest.hint } : {}),
                      ...('pattern' in rest ? { pattern: cmsPattern(rest.pattern) } : {}),
                    },
              ),
              {
                name: siteUrlField.name,
                label: siteUrlField.label,
                hint: siteUrlField.hint,
                widget: 'string',
                required: true,
                pattern: cmsPattern(siteUrlField.pattern),
              },
              {
                ...placeholderFactsField,
                widget: 'select',
                multiple: true,
                required: false,
                options: [...siteFactNames, siteUrlField].map(({ name, label }) => ({ value: name, label })),
              },
            ],
          },
          bookingSettingsFile(),
          ...languages.map((language) => ({
            name: `texts-${language}`,
            label: `Texte der Oberfläche (${languageName(language, 'de')})`,
            description: 'Menü, Knöpfe, Formular und Meldungen.',
            file: `content/locales/${language}/translation.json`,
            format: formats.json,
            fields: interfaceTextFields(settings.interfaceTexts),
          })),
        ],
      },
    ],
  };
}
