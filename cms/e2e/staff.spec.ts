import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import {
  availabilityEntryLabels,
  availabilityFile,
  availabilityHints,
  availabilityLabels,
  confirmationLabels,
  placeLabels,
  readAvailability,
  weekdayLabels,
  type Availability,
} from '../../src/booking/availability';
import {
  changedLines,
  cursorAtEndOfParagraph,
  expect,
  openCms,
  openCollection,
  publish,
  readScratch,
  resetScratch,
  scratch,
  test,
  textEditor,
} from './cms-fixtures';
import { screenshotToLookAt } from '../../e2e/screenshots';

/**
 * What a staff member does in the CMS, and what lands in the files: the text a person would have
 * typed by hand, accepted by the content check.
 */
const portrait = path.join(__dirname, 'fixtures', 'portrait.jpg');

test.beforeAll(() => resetScratch());

async function openPage(page: Page, slug: string) {
  await openCms(page);
  await openCollection(page, 'Seiten');
  await page.locator(`a[href$="/entries/${slug}/index"]`).click();
  await expect(textEditor(page, 'de')).toBeVisible();
}

test('changing a German title, adding a paragraph and a call to action, and filling the English side writes what a person would', async ({
  page,
}) => {
  await openPage(page, 'cookies');
  await page.getByLabel('Titel', { exact: true }).nth(0).fill('Cookies und lokaler Speicher');
  await page.getByLabel('Titel', { exact: true }).nth(1).fill('Cookies and local storage');

  const german = textEditor(page, 'de');
  await cursorAtEndOfParagraph(german, 'last');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Neu: Wir verwenden keine Analyse-Cookies.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Komponente hinzufügen' }).first().click();
  await page.getByRole('menuitem', { name: 'Aufruf mit Knopf' }).click();
  await page.getByLabel('Text auf dem Knopf').first().fill('Jetzt Kontakt aufnehmen');
  await page.getByLabel('Überschrift').first().fill('Noch Fragen?');
  await page.getByLabel('Ziel des Knopfs').first().click();
  await page.getByRole('option', { name: 'Kontakt (Formular) (/contact)' }).click();
  const ctaText = german.locator('[data-slate-editor="true"]').last();
  await ctaText.click();
  await page.keyboard.type('Wir helfen gern.');

  const english = textEditor(page, 'en');
  await cursorAtEndOfParagraph(english, 'last');
  await page.keyboard.press('Enter');
  await page.keyboard.type('New: we use no analytics cookies.');
  await publish(page);

  const de = readScratch('content/pages/cookies/index.de.mdx');
  expect(de).toMatch(/^---\ntitle: Cookies und lokaler Speicher\ndescription: /);
  expect(
    de.endsWith(
      'Wir helfen Ihnen gern weiter.\n\nNeu: Wir verwenden keine Analyse-Cookies.\n\n' +
        '<CallToAction to="/contact" label="Jetzt Kontakt aufnehmen" title="Noch Fragen?">\nWir helfen gern.\n</CallToAction>\n',
    ),
  ).toBe(true);
  const en = readScratch('content/pages/cookies/index.en.mdx');
  expect(en).toMatch(/^---\ntitle: Cookies and local storage\n/);
  expect(en.endsWith("We'll be glad to help.\n\nNew: we use no analytics cookies.\n")).toBe(true);
  // Nothing else in either file moved.
  expect(changedLines().filter((line) => line.startsWith('-'))).toEqual([
    expect.stringMatching(/^-title: Cookie/),
    expect.stringMatching(/^-title: Cookie/),
  ]);
});

test('a new team member with a photo gets a folder of their own, named as German writes it, in both languages', async ({ page }) => {
  await openCms(page);
  await openCollection(page, 'Team');
  await page.getByRole('link', { name: /Teammitglied/ }).click();
  await page.getByLabel('Name', { exact: true }).first().fill('Nora Müller');
  await page.getByLabel('Funktion', { exact: true }).nth(0).fill('Coach');
  await page.getByLabel('Funktion', { exact: true }).nth(1).fill('Coach');
  await page.getByLabel('Position im Team').first().fill('5');
  await page.getByRole('button', { name: 'Wähle ein Bild' }).first().click();
  await page.locator('input[type="file"]').first().setInputFiles(portrait);
  await page.getByRole('button', { name: 'Ausgewähltes Element verwenden' }).click();
  await textEditor(page, 'de').click();
  await page.keyboard.type('Nora begleitet Familien mit viel Geduld.');
  await textEditor(page, 'en').click();
  await page.keyboard.type('Nora supports families with great patience.');
  await publish(page);

  const folder = 'content/team/team-nora-mueller';
  expect(readScratch(`${folder}/index.de.mdx`)).toBe(
    '---\nname: Nora Müller\nrole: Coach\norder: 5\nphoto: portrait.jpg\n---\n\nNora begleitet Familien mit viel Geduld.\n',
  );
  expect(readScratch(`${folder}/index.en.mdx`)).toBe(
    '---\nname: Nora Müller\nrole: Coach\norder: 5\nphoto: portrait.jpg\n---\n\nNora supports families with great patience.\n',
  );
  expect(readFileSync(path.join(scratch, folder, 'portrait.jpg')).equals(readFileSync(portrait))).toBe(true);
});

test('changing the phone number in the company facts changes that line only', async ({ page }) => {
  await openCms(page);
  await openCollection(page, 'Einstellungen');
  await page.getByRole('link', { name: 'Firmendaten' }).click();
  // The "Noch Platzhalter" list names the same fact, so the text field is asked for by its role.
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+41 44 123 45 67');
  await publish(page);
  expect(changedLines().filter((line) => line.includes('phone'))).toEqual(['-phone: +41 44 000 00 00', '+phone: +41 44 123 45 67']);
  expect(readScratch('content/site.yaml')).toContain('\nphone: +41 44 123 45 67\n');
});

test('the times for first consultations open under Einstellungen, in German, with what content/booking.yaml says', async ({ page }) => {
  const { availability } = readAvailability(parse(readScratch(availabilityFile))) as { availability: Availability };
  await openCms(page);
  await openCollection(page, 'Einstellungen');
  await page.getByRole('link', { name: 'Termine für Erstgespräche' }).click();
  const numbers = ['meetingMinutes', 'pauseMinutes', 'noticeDays', 'aheadDays', 'firstReminderHours', 'secondReminderHours'] as const;
  for (const name of [...numbers, 'offerWindowMinutes', 'offersPerWeek'] as const) {
    await expect(page.getByLabel(availabilityLabels[name], { exact: true })).toHaveValue(String(availability[name]));
  }
  // The earlier times' settings say what they do, with their unit, to a coach who never opened the file.
  for (const name of ['offerWindowMinutes', 'offersPerWeek'] as const) await expect(page.getByText(availabilityHints[name])).toBeVisible();
  await page.getByLabel(availabilityLabels.offersPerWeek, { exact: true }).scrollIntoViewIfNeeded();
  await screenshotToLookAt(page, 'cms-booking-settings-offers');
  await expect(page.getByText(availabilityHints.windows)).toBeVisible();
  await expect(page.getByRole('button', { name: `${availabilityEntryLabels.windows} hinzufügen` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${availabilityEntryLabels.closedDays} hinzufügen` })).toBeVisible();
  await expect(page.getByText(confirmationLabels[availability.confirmation], { exact: true })).toBeVisible();
  const [first] = availability.windows;
  if (first) {
    await expect(page.getByText(weekdayLabels[first.day], { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel(availabilityLabels.from, { exact: true }).first()).toHaveValue(first.from);
  }
});

test('a coach offers a window on the phone too: one more place ticked, one line more in content/booking.yaml, and the site reads it', async ({
  page,
}) => {
  const before = readScratch(availabilityFile);
  await openCms(page);
  await openCollection(page, 'Einstellungen');
  await page.getByRole('link', { name: 'Termine für Erstgespräche' }).click();
  await expect(page.getByText(availabilityHints.places).first()).toBeVisible();
  // The Wednesday window (Dietikon only): its places' box, where the places already chosen stand.
  const places = page.getByLabel(availabilityLabels.places, { exact: true }).nth(1);
  await places.click();
  await page.keyboard.type(placeLabels.phone);
  await page.keyboard.press('Enter');
  await publish(page);
  // One line more, where a person would have added it (the CMS writes times and dates without quotes: the same values).
  const unquoted = (text: string) => text.replace(/"/g, '');
  const wednesday = '  - day: wednesday\n    from: 13:30\n    to: 17:30\n    places:\n      - dietikon\n';
  expect(unquoted(before)).toContain(wednesday);
  expect(unquoted(readScratch(availabilityFile))).toBe(unquoted(before).replace(wednesday, `${wednesday}      - phone\n`));
  const { availability } = readAvailability(parse(readScratch(availabilityFile))) as { availability: Availability };
  expect(availability.windows[1]).toMatchObject({ day: 'wednesday', places: ['dietikon', 'phone'] });
});

test('text the site could not read is refused with a message that says what to write, and nothing is saved', async ({ page }) => {
  await openPage(page, 'angebot');
  const before = readScratch('content/pages/angebot/index.de.mdx');
  await cursorAtEndOfParagraph(textEditor(page, 'de'));
  await page.keyboard.type(' Für Kinder <12 Jahre.');
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await page.getByText('Jetzt veröffentlichen', { exact: true }).click();
  await expect(page.getByText(/bitte «weniger als» schreiben, z\. B\. «weniger als 12»/).first()).toBeVisible();
  expect(readScratch('content/pages/angebot/index.de.mdx')).toBe(before);
});

test("the preview shows the page with the site's own components, in German and English", async ({ page }) => {
  await openPage(page, 'services');
  await page.getByRole('button', { name: 'Vorschau' }).click();
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1, name: 'Leistungen' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: 'Services' })).toBeAttached();
  await expect(preview.getByText('English', { exact: true })).toBeAttached();
  const section = preview.getByRole('heading', { name: 'Coaching Neurodivergenz' }).locator('xpath=ancestor::section[1]');
  await expect(section).toHaveCSS('background-color', 'rgb(227, 237, 228)');
  await expect(preview.getByRole('link', { name: /Kostenloses Erstgespräch vereinbaren/ })).toBeVisible();
});

test('after all these edits the content check accepts the files', () => {
  const output = execFileSync('npx', ['tsx', path.join(__dirname, '..', '..', 'scripts', 'check-content.ts'), scratch], {
    encoding: 'utf8',
  });
  expect(output).toContain('Content OK');
  expect(output).toContain('10 team files');
});
