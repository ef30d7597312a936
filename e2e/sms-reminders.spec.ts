/**
 * Reminders by SMS at the times the visitor chose (issue 69), under a clock set for the scheduled step (`?at=`,
 * local development only): a visitor who chose SMS only gets one SMS the day before and one two hours before, in
 * their language, each once however often the step runs; a visitor who chose only "the day before" gets that one
 * alone. The SMS land in the e2e outbox as `.sms.json` (netlify/outbox/sms-transport.ts).
 */
import { startOfSlotId } from '../src/booking/free-times';
import { instantToWallTime } from '../src/booking/zurich-time';
import { freeTimes } from './book';
import { expect, test } from './fixtures';
import { ownMobileNumber, runScheduledAt, smsTo } from './outbox';

// The step runs several times at its clock; function requests take turns on the local server.
test.describe.configure({ timeout: 180_000 });

const hourMs = 60 * 60_000;
const contactEndpoint = '/.netlify/functions/send-contact-email';

const words = {
  de: { reminder: /^Erinnerung: Erstgespräch morgen \d\d:\d\d /, today: /^Erinnerung: Erstgespräch heute \d\d:\d\d / },
  en: { reminder: /^Reminder: meeting tomorrow \d\d:\d\d /, today: /^Reminder: meeting today \d\d:\d\d / },
} as const;

for (const language of ['de', 'en'] as const) {
  test(`${language}: SMS reminders come once each at the chosen times, and only those`, async ({ page }) => {
    // Times from 10:00 on (two hours before is then after 07:00: none goes in the night), four days ahead and more:
    // other specs run the site-wide step at the first free times' clocks, which must not reach these reminders.
    const times = (await freeTimes(page, language)).filter((time) => {
      const start = startOfSlotId(time.id)!;
      return time.places.includes('dietikon') && instantToWallTime(start).time >= '10:00' && start.getTime() > Date.now() + 4 * 24 * hourMs;
    });
    if (language === 'en') times.reverse();
    const booked: { slot: string; number: string; when: ('day' | 'hours')[] }[] = [];
    for (const when of [['day', 'hours'], ['day']] as ('day' | 'hours')[][]) {
      const number = ownMobileNumber('78');
      for (const time of times) {
        // A day and more apart: the step's runs for one booking's reminders must not come due for the other's.
        if (booked.some((one) => Math.abs(startOfSlotId(one.slot)!.getTime() - startOfSlotId(time.id)!.getTime()) < 26 * hourMs)) continue;
        const answer = await page.request.post(contactEndpoint, {
          data: {
            type: 'consultation',
            language,
            name: `SMS reminders ${language}`,
            channel: 'phone',
            phone: number,
            forWhom: 'self',
            slot: time.id,
            place: 'dietikon',
            reminders: ['sms'],
            reminderWhen: when,
          },
        });
        if (answer.status() === 409) continue;
        expect(answer.status()).toBe(200);
        booked.push({ slot: time.id, number, when });
        break;
      }
    }
    expect(booked).toHaveLength(2);
    // The confirmation by SMS (no address given), then nothing more until the day before.
    for (const { number } of booked) await expect.poll(() => smsTo(number).length, { timeout: 30_000 }).toBe(1);

    // The earlier first: its runs all come before the later one's first reminder is due.
    booked.sort((one, other) => one.slot.localeCompare(other.slot));
    for (const { slot, number, when } of booked) {
      const start = startOfSlotId(slot)!.getTime();
      const reminders = () => smsTo(number).slice(1);
      await runScheduledAt(page, start - 25 * hourMs);
      expect(reminders()).toEqual([]);
      await runScheduledAt(page, start - 24 * hourMs + 60_000);
      await runScheduledAt(page, start - 23 * hourMs);
      expect(reminders().map((sms) => sms.text)).toEqual([expect.stringMatching(words[language].reminder)]);
      await runScheduledAt(page, start - 2 * hourMs + 60_000);
      await runScheduledAt(page, start - hourMs);
      const texts = reminders().map((sms) => sms.text);
      if (when.includes('hours'))
        expect(texts).toEqual([expect.stringMatching(words[language].reminder), expect.stringMatching(words[language].today)]);
      else expect(texts).toHaveLength(1);
      for (const text of texts) expect([...text].length).toBeLessThanOrEqual(160);
    }
  });
}
