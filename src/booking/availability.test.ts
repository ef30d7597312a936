import { parse, stringify } from 'yaml';
import { exampleAvailability, readAvailability, type Availability } from './availability';
import { weekdays } from './zurich-time';

function problemsOf(raw: unknown): string[] {
  const result = readAvailability(raw);
  return 'problems' in result ? result.problems : [];
}

const withChanges = (changes: Record<string, unknown>) => ({ ...exampleAvailability, ...changes });

describe('readAvailability', () => {
  it('accepts the example as it will stand in content/booking.yaml, dates unquoted as staff type them', () => {
    const text = stringify(exampleAvailability).replace(/["'](\d{4}-\d\d-\d\d)["']/g, '$1');
    expect(text).toContain('from: 2026-12-24');
    expect(readAvailability(parse(text))).toEqual({ availability: exampleAvailability });
  });

  it('accepts a date a date picker gives as a Date', () => {
    const closedDays = [{ from: new Date('2026-12-24T00:00:00Z'), to: new Date('2027-01-03T00:00:00Z'), note: 'Weihnachten' }];
    const result = readAvailability(withChanges({ closedDays }));
    expect((result as { availability: Availability }).availability.closedDays[0]).toMatchObject({ from: '2026-12-24', to: '2027-01-03' });
  });

  it('lets closed days be left out and trims notes', () => {
    const rest: Partial<Availability> = { ...exampleAvailability };
    delete rest.closedDays;
    expect(readAvailability(rest)).toEqual({ availability: { ...exampleAvailability, closedDays: [] } });
    const result = readAvailability(withChanges({ closedDays: [{ from: '2026-08-03', to: '2026-08-14', note: '  Sommerferien ' }] }));
    expect((result as { availability: Availability }).availability.closedDays).toEqual([
      { from: '2026-08-03', to: '2026-08-14', note: 'Sommerferien' },
    ]);
  });

  it('takes an optional https link to the team’s video room; empty is none, anything else is said in the CMS’s words', () => {
    const link = 'https://meet.jit.si/erstgespraech-kompetenzzentrum';
    expect(readAvailability(withChanges({ meetingLink: ` ${link} ` }))).toEqual({
      availability: { ...exampleAvailability, meetingLink: link },
    });
    expect(readAvailability(withChanges({ meetingLink: '' }))).toEqual({ availability: exampleAvailability });
    for (const wrong of ['http://meet.example.ch/raum', 'meet.example.ch', 'https://meet example', 42]) {
      expect(problemsOf(withChanges({ meetingLink: wrong }))).toEqual([
        `«Link für Online-Gespräche» (${String(wrong)}) ist keine ganze https-Adresse wie https://meet.jit.si/erstgespraech.`,
      ]);
    }
  });

  it('takes the reminders’ hours, 0 for none; an older file without them, or a field the CMS left empty, has 24 and 2', () => {
    expect(readAvailability(withChanges({ firstReminderHours: 48, secondReminderHours: 0 }))).toEqual({
      availability: { ...exampleAvailability, firstReminderHours: 48, secondReminderHours: 0 },
    });
    expect(readAvailability(withChanges({ firstReminderHours: 0, secondReminderHours: 3 }))).toEqual({
      availability: { ...exampleAvailability, firstReminderHours: 0, secondReminderHours: 3 },
    });
    const older: Partial<Availability> = { ...exampleAvailability };
    delete older.firstReminderHours;
    delete older.secondReminderHours;
    expect(readAvailability(older)).toEqual({ availability: { ...exampleAvailability, firstReminderHours: 24, secondReminderHours: 2 } });
    expect(readAvailability(withChanges({ firstReminderHours: '', secondReminderHours: null }))).toEqual({
      availability: { ...exampleAvailability, firstReminderHours: 24, secondReminderHours: 2 },
    });
  });

  it('holds the reminders’ hours to whole hours within a week, the second nearer the time than the first', () => {
    expect(problemsOf(withChanges({ firstReminderHours: 200, secondReminderHours: 1.5 }))).toEqual([
      '«Erste Erinnerung (Stunden vorher)» (200) muss eine ganze Zahl von 0 bis 168 sein.',
      '«Zweite Erinnerung (Stunden vorher)» (1.5) muss eine ganze Zahl von 0 bis 168 sein.',
    ]);
    expect(problemsOf(withChanges({ firstReminderHours: -1, secondReminderHours: '2' }))).toHaveLength(2);
    expect(problemsOf(withChanges({ firstReminderHours: 2, secondReminderHours: 24 }))).toEqual([
      '«Zweite Erinnerung (Stunden vorher)» (24) muss kleiner sein als «Erste Erinnerung (Stunden vorher)» (2): ' +
        'die zweite Erinnerung kommt näher am Termin. 0 heisst: keine.',
    ]);
    expect(problemsOf(withChanges({ firstReminderHours: 2, secondReminderHours: 2 }))).toHaveLength(1);
  });

  it('accepts no windows at all: booking is off', () => {
    expect(readAvailability(withChanges({ windows: [] }))).toEqual({ availability: { ...exampleAvailability, windows: [] } });
  });

  it('says what is wrong with a window, numbered as staff count them', () => {
    const windows = [
      { day: 'tuesday', from: '09:00', to: '12:00', place: 'both' },
      { day: 'tuesday', from: '10:00', to: '09:00', place: 'online' },
      { day: 'Dienstag', from: '9:00', to: '10:00', place: 'zuhause' },
      { day: 'friday', from: '14:00', to: '14:00', place: 'both' },
      { day: 'friday', from: '15:00', to: '15:30', place: 'both' },
      'monday 09:00',
    ];
    expect(problemsOf(withChanges({ windows }))).toEqual([
      'Zeitfenster 2: «bis» (09:00) liegt vor «von» (10:00).',
      'Zeitfenster 3: «Tag» (Dienstag) muss einer von monday, tuesday, wednesday, thursday, friday, saturday, sunday sein.',
      'Zeitfenster 3: «von» (9:00) ist keine Uhrzeit wie 09:00.',
      'Zeitfenster 3: «Ort» (zuhause) muss dietikon, online, phone oder both sein.',
      'Zeitfenster 4: «bis» (14:00) ist gleich «von»: das Zeitfenster ist leer.',
      'Zeitfenster 5 (Freitag 15:00–15:30) ist kürzer als ein Gespräch (45 Minuten).',
      'Zeitfenster 6 ist kein Eintrag mit Tag, von, bis und Orten.',
    ]);
  });

  it('reads a window’s places as the CMS writes them, a list of one or more, in one order, each once', () => {
    const windowsOf = (windows: unknown[]) =>
      (readAvailability(withChanges({ windows })) as { availability: Availability }).availability.windows.map((window) => window.places);
    expect(
      windowsOf([
        { day: 'monday', from: '09:00', to: '12:00', places: ['phone'] },
        { day: 'tuesday', from: '09:00', to: '12:00', places: ['phone', 'dietikon', 'phone'] },
        // One place typed by hand without the list's dash.
        { day: 'wednesday', from: '09:00', to: '12:00', places: 'online' },
      ]),
    ).toEqual([['phone'], ['dietikon', 'phone'], ['online']]);
  });

  it('still reads the one place of an older file: both is Dietikon or online', () => {
    const windowsOf = (windows: unknown[]) =>
      (readAvailability(withChanges({ windows })) as { availability: Availability }).availability.windows.map((window) => window.places);
    expect(
      windowsOf(
        ['dietikon', 'online', 'phone', 'both'].map((place, index) => ({ day: weekdays[index], from: '09:00', to: '12:00', place })),
      ),
    ).toEqual([['dietikon'], ['online'], ['phone'], ['dietikon', 'online']]);
  });

  it('says what is wrong with a window’s places in the CMS’s words', () => {
    const windows = [
      { day: 'monday', from: '09:00', to: '12:00', places: [] },
      { day: 'tuesday', from: '09:00', to: '12:00' },
      { day: 'wednesday', from: '09:00', to: '12:00', places: ['dietikon', 'zuhause', 'telefon'] },
      { day: 'thursday', from: '09:00', to: '12:00', places: ['online'], place: 'both' },
      { day: 'friday', from: '09:00', to: '12:00', places: null },
    ];
    expect(problemsOf(withChanges({ windows }))).toEqual([
      'Zeitfenster 1: «Orte» ([]) fehlt: mindestens einer von dietikon, online, phone.',
      'Zeitfenster 2: «Orte» (leer) fehlt: mindestens einer von dietikon, online, phone.',
      'Zeitfenster 3: «Orte» (zuhause, telefon) muss aus dietikon, online, phone gewählt sein.',
      'Zeitfenster 4: hat «Orte» (places) und «Ort» (place); bitte nur «Orte».',
      'Zeitfenster 5: «Orte» (null) fehlt: mindestens einer von dietikon, online, phone.',
    ]);
  });

  it('finds windows of one day that overlap', () => {
    const windows = [
      { day: 'tuesday', from: '09:00', to: '12:00', place: 'both' },
      { day: 'wednesday', from: '11:00', to: '13:00', place: 'both' },
      { day: 'tuesday', from: '11:00', to: '13:00', place: 'online' },
      { day: 'tuesday', from: '12:00', to: '13:00', place: 'online' },
    ];
    expect(problemsOf(withChanges({ windows }))).toEqual([
      'Zeitfenster 1 und 3 überschneiden sich (Dienstag 09:00–12:00 und 11:00–13:00).',
      'Zeitfenster 3 und 4 überschneiden sich (Dienstag 11:00–13:00 und 12:00–13:00).',
    ]);
  });

  it('holds the numbers to whole numbers in sensible bounds and notice before the horizon', () => {
    expect(problemsOf(withChanges({ meetingMinutes: 45.5, pauseMinutes: '15', noticeDays: -1, aheadDays: 1000 }))).toEqual([
      '«Dauer eines Gesprächs (Minuten)» (45.5) muss eine ganze Zahl von 15 bis 240 sein.',
      '«Pause nach einem Gespräch (Minuten)» (15) muss eine ganze Zahl von 0 bis 120 sein.',
      '«Frühestens (Tage im Voraus)» (-1) muss eine ganze Zahl von 0 bis 60 sein.',
      '«Höchstens (Tage im Voraus)» (1000) muss eine ganze Zahl von 1 bis 366 sein.',
    ]);
    expect(problemsOf(withChanges({ noticeDays: 5, aheadDays: 3 }))).toEqual([
      '«Höchstens (Tage im Voraus)» (3) ist kleiner als «Frühestens (Tage im Voraus)» (5): es bliebe kein Tag zum Buchen.',
    ]);
  });

  it('names missing, unknown and mistyped entries', () => {
    const rest: Partial<Availability> = { ...exampleAvailability };
    delete rest.meetingMinutes;
    delete rest.confirmation;
    expect(problemsOf({ ...rest, meetingMinute: 45 })).toEqual([
      'Unbekannte Angabe «meetingMinute» (bekannt sind: windows, meetingMinutes, pauseMinutes, noticeDays, aheadDays, closedDays, confirmation, firstReminderHours, secondReminderHours, meetingLink, smsPerDay, smsSender, smsCountries, offerWindowMinutes, offersPerWeek).',
      '«Dauer eines Gesprächs (Minuten)» (meetingMinutes) fehlt.',
      '«Bestätigung» (confirmation) fehlt: confirmed oder reserved.',
    ]);
    expect(problemsOf(withChanges({ confirmation: 'sofort', windows: 'dienstags' }))).toEqual([
      '«Bestätigung» (sofort) muss confirmed oder reserved sein.',
      '«Zeitfenster» ist keine Liste.',
    ]);
    expect(problemsOf(null)).toEqual(['Die Buchungseinstellungen sind leer oder keine Liste von Angaben (Name: Wert).']);
  });

  it('checks closed days as real dates in order', () => {
    const closedDays = [
      { from: '2026-12-24', to: '2026-12-20' },
      { from: '24.12.2026', to: '2026-02-30' },
      { from: new Date('2026-08-03T00:00:00Z'), to: '2026-08-03', note: 42 },
      'Weihnachten',
    ];
    expect(problemsOf(withChanges({ closedDays }))).toEqual([
      'Geschlossene Tage 1: «bis» (2026-12-20) liegt vor «von» (2026-12-24).',
      'Geschlossene Tage 2: «von» (24.12.2026) ist kein Datum wie 2026-12-24.',
      'Geschlossene Tage 2: «bis» (2026-02-30) ist kein Datum wie 2026-12-24.',
      'Geschlossene Tage 3: «Bemerkung» ist kein Text.',
      'Geschlossene Tage 4 ist kein Eintrag mit von und bis.',
    ]);
  });

  it('writes Swiss German: no sharp s in any problem text', () => {
    const everything = problemsOf({ windows: [{}, 'x'], meetingMinutes: 'x', closedDays: [{}], confirmation: 1, extra: true });
    expect(everything.length).toBeGreaterThan(5);
    expect(everything.join('\n')).not.toContain('ß');
  });
});
