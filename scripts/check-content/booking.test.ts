import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bookingSettingsProblems } from './booking';
import { checkContent, formatProblem } from './index';
import { lines, removeTrees, treeWith, validTree, withLine } from './test-tree';

afterAll(removeTrees);

const valid = validTree()['content/booking.yaml'] ?? '';
const report = (text: string) => bookingSettingsProblems(text).map(formatProblem);

describe('the booking settings in the content check', () => {
  it('accepts the settings as written in content/booking.yaml, and no windows at all (booking off)', () => {
    expect(report(valid)).toEqual([]);
    expect(report(valid.replace(/^windows:\n(?: .*\n)+/m, 'windows: []\n'))).toEqual([]);
  });

  it('says in German what is wrong, with the file and the line of the entry, and refuses a calendar address', () => {
    const broken = lines(
      'windows:',
      '  - day: tuesday',
      '    from: "09:00"',
      '    to: "12:00"',
      '    place: both',
      '  - day: Mittwoch',
      '    from: "14:00"',
      '    to: "13:00"',
      '    place: online',
      'meetingMinutes: 45',
      'pauseMinutes: viertelstunde',
      'noticeDays: 30',
      'aheadDays: 14',
      'closedDays:',
      '  - from: 24.12.2026',
      '    to: "2027-01-03"',
      'confirmation: sofort',
      'calendar: https://example.com/feed.ics',
    );
    expect(report(broken)).toEqual([
      'content/booking.yaml:18: Unbekannte Angabe «calendar» (bekannt sind: windows, meetingMinutes, pauseMinutes, noticeDays, aheadDays, closedDays, confirmation, firstReminderHours, secondReminderHours, meetingLink, smsPerDay, smsSender, smsCountries, offerWindowMinutes, offersPerWeek).',
      'content/booking.yaml:11: «Pause nach einem Gespräch (Minuten)» (viertelstunde) muss eine ganze Zahl von 0 bis 120 sein.',
      'content/booking.yaml:13: «Höchstens (Tage im Voraus)» (14) ist kleiner als «Frühestens (Tage im Voraus)» (30): es bliebe kein Tag zum Buchen.',
      'content/booking.yaml:17: «Bestätigung» (sofort) muss confirmed oder reserved sein.',
      'content/booking.yaml:6: Zeitfenster 2: «Tag» (Mittwoch) muss einer von monday, tuesday, wednesday, thursday, friday, saturday, sunday sein.',
      'content/booking.yaml:15: Geschlossene Tage 1: «von» (24.12.2026) ist kein Datum wie 2026-12-24.',
      'content/booking.yaml:18: Eine Internetadresse gehört nicht in diese Datei. Die Adresse Ihres Kalenders ist geheim: ' +
        'Sie steht nur bei Netlify (Umgebungsvariable BOOKING_CALENDAR_FEEDS, siehe docs/owner-runbook.md). War es diese Adresse, bitte im Kalender eine neue erzeugen.',
    ]);
  });

  it('takes a window’s places as the CMS writes them (the phone among them), and points a wrong one at its window', () => {
    const places = (list: string) => valid.replace('    place: both\n', `    places:\n${list}`);
    expect(report(places('      - dietikon\n      - online\n      - phone\n'))).toEqual([]);
    expect(report(places('      - phone\n'))).toEqual([]);
    expect(report(places('      - telefon\n'))).toEqual([
      'content/booking.yaml:2: Zeitfenster 1: «Orte» (telefon) muss aus dietikon, online, phone gewählt sein.',
    ]);
    // The real file, as the CMS keeps it.
    expect(report(readFileSync(path.join(__dirname, '../../content/booking.yaml'), 'utf8'))).toEqual([]);
  });

  it('takes the video room’s link, but no calendar address in its place', () => {
    expect(report(`${valid}meetingLink: https://meet.jit.si/erstgespraech-kompetenzzentrum\n`)).toEqual([]);
    const [problem] = report(`${valid}meetingLink: https://calendar.example/private/basic.ics\n`);
    expect(problem).toMatch(
      /^content\/booking\.yaml:\d+: Eine Internetadresse gehört nicht in diese Datei\. Die Adresse Ihres Kalenders ist geheim/,
    );
  });

  it('takes a file without the reminders’ hours (they were added later) and points a wrong one at its line', () => {
    expect(valid).not.toContain('ReminderHours');
    const text = `${valid}firstReminderHours: 24\nsecondReminderHours: 200\n`;
    expect(report(text)).toEqual([
      `content/booking.yaml:${text.split('\n').length - 1}: «Zweite Erinnerung (Stunden vorher)» (200) muss eine ganze Zahl von 0 bis 168 sein.`,
    ]);
  });

  it('points a missing entry at the top and a file it cannot read at the line where reading stopped', () => {
    expect(report(valid.replace('confirmation: confirmed\n', ''))).toEqual([
      'content/booking.yaml:1: «Bestätigung» (confirmation) fehlt: confirmed oder reserved.',
    ]);
    const [problem] = report(valid.replace('    to: "12:00"', '   to: "12:00"'));
    expect(problem).toMatch(/^content\/booking\.yaml:4: Die Datei kann nicht gelesen werden \(.+\): Bitte die Einrückung prüfen/);
  });

  it('fails the whole check, with the other content problems', async () => {
    const root = treeWith(withLine('content/booking.yaml', 6, 'meetingMinutes: 5'));
    expect((await checkContent(root)).map(formatProblem)).toEqual([
      'content/booking.yaml:6: «Dauer eines Gesprächs (Minuten)» (5) muss eine ganze Zahl von 15 bis 240 sein.',
    ]);
    expect((await checkContent(treeWith({ 'content/booking.yaml': null }))).map(formatProblem)).toEqual([
      'content/booking.yaml:1: Die Datei mit den Terminen für Erstgespräche fehlt (im CMS: Einstellungen › Termine für Erstgespräche). ' +
        'Um die Buchung auszuschalten, die Zeitfenster leeren, statt die Datei zu löschen.',
    ]);
  });
});
