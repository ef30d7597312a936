import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultHoldMinutes, deleteBookingsWithinDays } from './booking-store';

/** The privacy page promises numbers that live in the booking code: the page must change when they do. */
const page = (language: 'de' | 'en') =>
  readFileSync(path.join(__dirname, `../../content/pages/datenschutz/index.${language}.mdx`), 'utf8').replace(/\s+/g, ' ');

const days = { de: (n: number) => (n === 1 ? 'einen Tag' : `${n} Tage`), en: (n: number) => (n === 1 ? 'one day' : `${n} days`) };

describe('the privacy page on booking a first consultation', () => {
  it(`says in both languages that a time is held at most ${defaultHoldMinutes} minutes for a request never sent`, () => {
    expect(page('de')).toContain(`halten wir die Zeit höchstens ${defaultHoldMinutes} Minuten für Sie frei`);
    expect(page('en')).toContain(`we hold the time for you for at most ${defaultHoldMinutes} minutes`);
  });

  it(`says in both languages that a booking is deleted at the latest ${deleteBookingsWithinDays} day(s) after its time`, () => {
    expect(page('de')).toContain(`sobald er vorbei ist, spätestens ${days.de(deleteBookingsWithinDays)} danach`);
    expect(page('en')).toContain(`once it has passed, at the latest ${days.en(deleteBookingsWithinDays)} after`);
  });

  it('names what is stored and where, and that no third-party calendar or booking service is used', () => {
    expect(page('de')).toMatch(
      /Buchungsnummer.*IP-Adresse selbst speichern wir nicht.*«Netlify Blobs».*keinen fremden Kalender- oder Buchungsdienst/,
    );
    expect(page('en')).toMatch(
      /booking number.*do not store your IP address itself.*"Netlify Blobs".*third-party calendar or booking service/,
    );
  });
});
