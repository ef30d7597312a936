import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A small, valid project tree for the content check's tests; each test plants one mistake in it. */
export type TreeFiles = Record<string, string | null>;

export const lines = (...parts: string[]): string => `${parts.join('\n')}\n`;

export const validTree = (): TreeFiles => ({
  'content/site.yaml': lines(
    'company: Muster GmbH',
    'brand: Muster',
    'street: Riedstrasse 14',
    'postalCode: "8953"',
    'city: Dietikon',
    'country:',
    '  de: Schweiz',
    '  en: Switzerland',
    'email: info@example.com',
    'phone: "+41 44 000 00 00"',
    'registerId: CHE-000.000.000',
    'managingDirector: Daniel Muster',
    'responseTime:',
    '  de: innerhalb von zwei Arbeitstagen',
    '  en: within two working days',
    'consultationLanguages:',
    '  de: auf Deutsch',
    '  en: in German',
    'firstMeetingCompany:',
    '  de: Mit oder ohne Kind.',
    '  en: With or without your child.',
    'afterFirstMeeting:',
    '  de: Preis auf Anfrage.',
    '  en: Price on request.',
    'insurance:',
    '  de: Das klären wir.',
    '  en: We will look into it.',
    'siteUrl: https://www.example.ch',
  ),
  'content/booking.yaml': lines(
    'windows:',
    '  - day: tuesday',
    '    from: "09:00"',
    '    to: "12:00"',
    '    place: both',
    'meetingMinutes: 45',
    'pauseMinutes: 15',
    'noticeDays: 2',
    'aheadDays: 28',
    'closedDays:',
    '  - from: "2026-12-24"',
    '    to: "2027-01-03"',
    'confirmation: confirmed',
  ),
  'content/pages/impressum/index.de.mdx': lines(
    '---',
    'title: Impressum',
    'description: Angaben zum Unternehmen',
    '---',
    '',
    '## Kontakt',
    '',
    'Schreiben Sie uns über das [Kontaktformular](/contact) oder lesen Sie die [AGB](/agb.pdf).',
  ),
  'content/pages/impressum/index.en.mdx': lines(
    '---',
    'title: Legal notice',
    'description: Company details',
    '---',
    '',
    '## Contact',
    '',
    'Write to us through the [contact form](/contact) or read the [terms](/agb.pdf).',
  ),
  'content/pages/fallaufbereitung-lang/index.de.mdx': lines(
    '---',
    'title: Fallaufbereitung',
    'description: Wir bereiten Ihren Fall auf',
    'aliases:',
    '  - /fallaufbereitung',
    'breadcrumb:',
    '  - label: Home',
    '    to: /',
    '  - label: Angebot',
    '    to: /impressum',
    '  - label: Fallaufbereitung',
    'back:',
    '  label: Zurück',
    '  to: /impressum',
    'noindex: false',
    '---',
    '',
    '<CallToAction to="/#contact" label="Kostenlose Beratung vereinbaren" />',
    '<Cards>',
    '<Card title="Team" to="/team#team-mara">Unser Team</Card>',
    '</Cards>',
    '',
    '```md',
    '[ein Beispiel, kein Link](/gibt-es-nicht)',
    '```',
  ),
  'content/pages/fallaufbereitung-lang/index.en.mdx': lines(
    '---',
    'title: Case preparation',
    'description: We prepare your case',
    'aliases:',
    '  - /fallaufbereitung',
    'breadcrumb:',
    '  - label: Home',
    '    to: /',
    '  - label: Case preparation',
    '---',
    '',
    'See also [the short address](/en/fallaufbereitung) and the [contact form](/en/contact).',
  ),
  'content/team/team-mara/index.de.mdx': lines(
    '---',
    'name: Mara Muster',
    'role: Leiterin Coaching und Psychologie',
    'subtitle: Psychologin MSc',
    'linkedin: https://www.linkedin.com/in/mara',
    'email: mara@example.com',
    'order: 1',
    'hidden: false',
    'photo: photo.jpg',
    '---',
    '',
    'Mara begleitet seit 25 Jahren Familien.',
  ),
  'content/team/team-mara/index.en.mdx': lines(
    '---',
    'name: Mara Muster',
    'role: Head of coaching and psychology',
    'linkedin: https://www.linkedin.com/in/mara',
    'email: mara@example.com',
    'order: 1',
    'photo: ./photo.jpg',
    '---',
    '',
    'Mara has supported families for 25 years.',
  ),
  'content/team/team-mara/photo.jpg': 'jpeg',
  'content/locales/de/translation.json': lines(
    '{',
    '  "nav": {',
    '    "home": "Home",',
    '    "closeMenu": "Menü schliessen"',
    '  },',
    '  "footer": { "rights": "Alle Rechte vorbehalten" }',
    '}',
  ),
  'content/locales/en/translation.json': lines(
    '{',
    '  "nav": {',
    '    "home": "Home",',
    '    "closeMenu": "Close menu"',
    '  },',
    '  "footer": { "rights": "All rights reserved" }',
    '}',
  ),
  'static/agb.pdf': '%PDF-1.7',
});

const created: string[] = [];

/** Writes the tree (null leaves a file out) into a fresh folder under the system temp dir. */
export function writeTree(files: TreeFiles): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
  created.push(root);
  for (const [relative, content] of Object.entries(files)) {
    if (content === null) continue;
    const absolute = path.join(root, relative);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, content);
  }
  return root;
}

export function removeTrees(): void {
  for (const root of created.splice(0)) rmSync(root, { recursive: true, force: true });
}

/** The tree with some files replaced (string), removed (null) or added. */
export function treeWith(changes: TreeFiles): string {
  return writeTree({ ...validTree(), ...changes });
}

/** Replaces one line (1-based) of a file of the valid tree. */
export function withLine(file: string, line: number, text: string): TreeFiles {
  const original = validTree()[file];
  if (typeof original !== 'string') throw new Error(`no file ${file} in the test tree`);
  const all = original.split('\n');
  all[line - 1] = text;
  return { [file]: all.join('\n') };
}
