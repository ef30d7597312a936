import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import {
  availabilityFile,
  availabilityKeys,
  availabilityLabels,
  availabilityLimits,
  exampleAvailability,
  readAvailability,
} from '../src/booking/availability';
import { kitNames } from '../src/content-model/kit';
import { yamlFormat } from './data-formats';
import type { DecapField } from './decap-types';
import { githubRepository, linkTargets } from './node/build';
import { bookingSettingsFile, cmsConfig, type CmsSettings } from './config';

const root = path.resolve(__dirname, '..');
const pages = linkTargets(root);
const settings: CmsSettings = {
  repo: 'owner/site',
  branch: 'main',
  siteUrl: 'https://www.example.ch',
  pages,
  interfaceTexts: { nav: { home: 'Home' } },
};

type Collection = { name: string; fields?: { name: string; editor_components?: string[] }[]; files?: { file: string }[] };

describe('the CMS configuration', () => {
  it('signs in with GitHub through Netlify and makes every change a pull request', () => {
    const config = cmsConfig(settings);
    expect(config.backend).toEqual({ name: 'github', repo: 'owner/site', branch: 'main', squash_merges: true });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['de', 'en'], default_locale: 'de' });
  });

  it('edits the working tree directly with the local backend of npm run cms', () => {
    const config = cmsConfig({ ...settings, localBackend: '/api/v1' });
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: '/api/v1', branch: 'main' });
    expect(config.publish_mode).toBe('simple');
  });

  it('offers pages, team, company facts, booking times and the interface texts of both languages', () => {
    const collections = cmsConfig(settings).collections as Collection[];
    expect(collections.map((c) => c.name)).toEqual(['pages', 'team', 'settings']);
    expect(collections[2]?.files?.map((f) => f.file)).toEqual([
      'content/site.yaml',
      'content/booking.yaml',
      'content/locales/de/translation.json',
      'content/locales/en/translation.json',
    ]);
    const pageBody = collections[0]?.fields?.find((f) => f.name === 'body');
    expect(pageBody?.editor_components).toEqual([...kitNames.filter((name) => !['Card', 'Step', 'Stat'].includes(name)), 'Note']);
  });

  it('lists every page a link in content/ points to, so the choice lists show what the files say', () => {
    const targets = new Set(pages.map((page) => page.path));
    const files = execFileSync('git', ['ls-files', 'content/*.mdx'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
    const used = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/\bto(?:="|: )(\/[^"\s]*)/g)].map((match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((to) => !targets.has(to))).toEqual([]);
  });

  it('takes the repository from Netlify, which sets REPOSITORY_URL during its builds', () => {
    const saved = process.env.REPOSITORY_URL;
    process.env.REPOSITORY_URL = 'https://github.com/kompetenzzentrum/website';
    try {
      expect(githubRepository()).toBe('kompetenzzentrum/website');
    } finally {
      if (saved === undefined) delete process.env.REPOSITORY_URL;
      else process.env.REPOSITORY_URL = saved;
    }
  });
});

describe('the booking settings (Einstellungen › Termine für Erstgespräche)', () => {
  const entry = bookingSettingsFile() as { label: string; description: string; file: string; fields: DecapField[] };
  const field = (name: string) => entry.fields.find((f) => f.name === name);
  const allFields = (fields: DecapField[]): DecapField[] => fields.flatMap((f) => [f, ...allFields(f.fields ?? [])]);

  it('edits content/booking.yaml with a field for every entry of the availability, in its order', () => {
    expect(entry.file).toBe('content/booking.yaml');
    expect(availabilityFile).toBe(entry.file);
    expect(entry.fields.map((f) => f.name)).toEqual(availabilityKeys);
    expect(field('windows')?.fields?.map((f) => f.name)).toEqual(['day', 'from', 'to', 'places']);
    expect(field('closedDays')?.fields?.map((f) => f.name)).toEqual(['from', 'to', 'note']);
  });

  it('speaks German with the labels the content check quotes, and offers the choices in words', () => {
    expect(entry.label).toBe('Termine für Erstgespräche');
    expect(field('meetingMinutes')?.label).toBe(availabilityLabels.meetingMinutes);
    expect(field('windows')?.fields?.[0]?.options?.map((o) => o.label)).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    // A window's places: several may be chosen, at least one, the phone among them.
    expect(field('windows')?.fields?.[3]).toMatchObject({ widget: 'select', multiple: true, min: 1, required: true });
    expect(field('windows')?.fields?.[3]?.options).toEqual([
      { value: 'dietikon', label: 'Dietikon' },
      { value: 'online', label: 'Online (Video)' },
      { value: 'phone', label: 'Telefon' },
    ]);
    expect(field('confirmation')?.options).toEqual([
      { value: 'confirmed', label: 'Termin ist sofort bestätigt' },
      { value: 'reserved', label: 'Termin ist reserviert, das Team bestätigt' },
    ]);
    const words = allFields(entry.fields).flatMap((f) => [f.label, f.hint ?? '', ...(f.options ?? []).map((o) => o.label)]);
    expect(words.join('\n')).not.toContain('ß');
    for (const f of allFields(entry.fields)) if (f.widget !== 'select') expect(f.hint ?? f.fields).toBeTruthy();
  });

  it('holds the numbers to the bounds of the content check; the reminders’ hours start at their defaults', () => {
    for (const name of Object.keys(availabilityLimits) as (keyof typeof availabilityLimits)[]) {
      expect(field(name)).toMatchObject({ widget: 'number', value_type: 'int', ...availabilityLimits[name], required: true });
    }
    expect(field('firstReminderHours')).toMatchObject({ label: 'Erste Erinnerung (Stunden vorher)', default: 24 });
    expect(field('secondReminderHours')).toMatchObject({ label: 'Zweite Erinnerung (Stunden vorher)', default: 2 });
  });

  it('keeps the calendar address out of the CMS and says where it is instead', () => {
    expect(entry.description).toContain('BOOKING_CALENDAR_FEEDS');
    expect(allFields(entry.fields).map((f) => f.name)).not.toContainEqual(expect.stringMatching(/feed|calendar|ics|url/i));
  });

  it('reads the file as the date and time inputs want it, and writes it back in a form the function accepts unchanged', () => {
    // As content/booking.yaml is written by hand: times quoted, dates left bare.
    const text = stringify(exampleAvailability).replace(/(from|to): (\d\d:\d\d)$/gm, '$1: "$2"');
    expect(text).toContain('to: 2027-01-03');
    expect(text).toContain('from: "09:00"');
    const inCms = yamlFormat.fromFile(text) as { windows: { from: unknown }[]; closedDays: { from: unknown; to: unknown }[] };
    expect(inCms.windows[0]?.from).toBe('09:00');
    expect(inCms.closedDays[0]).toMatchObject({ from: '2026-12-24', to: '2027-01-03' });
    const saved = yamlFormat.toFile(
      inCms,
      entry.fields.map((f) => f.name),
    );
    expect(readAvailability(parse(saved))).toEqual({ availability: exampleAvailability });
  });
});
