/**
 * What booking needs at run time, read once per request: the availability staff edit
 * (content/booking.yaml, bundled with the functions), the company's address (content/site.yaml, for
 * the calendar entry), the team's calendar feeds and the secret the private links are signed with
 * (environment variables, never in the repository), the team's CalDAV calendar the function writes
 * bookings into (./team-calendar.ts), and the store of the deploy context. Pure apart
 * from reading the two files, so every combination is cheap to test.
 *
 *   BOOKING_CALENDAR_FEEDS  private iCalendar addresses of the team's calendars (busy times), space-separated; each may
 *                           name its owners after it, `#owner=anna@example.ch;ben@example.ch` (./calendars/busy-feed.ts)
 *   BOOKING_SECRET          at least 32 characters; signs the cancel and release links and keys the stored network.
 *                           Required in every deploy context but local development (see developmentSecret)
 *   BOOKING_TIMES_PER_NETWORK  how many times one network may hold at once (default 3; the e2e tests book many from 127.0.0.1)
 *   BOOKING_CALDAV_URL, BOOKING_CALDAV_USER, BOOKING_CALDAV_PASSWORD  the team's CalDAV calendar; none: the invitation in the mail only
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Availability, availabilityFile } from '../../src/booking/availability';
import { availabilityOfText } from '../../src/booking/availability-file';
import { parseSiteFacts } from '../../src/content-model/site-facts';
import type { Language } from '../../src/i18n/languages';
import { type Env, contextOf } from '../shared/mail-settings';
import { recipientsOf } from '../outbox/mail';
import { type CalendarFeed, calendarFeedsFromEnv } from './calendars/busy-feed';
import { type ReminderWhen, bookingStoreName, previewBookingStoreName, reminderWhens } from './ledger/records';
import type { MeetingAddress } from './calendars/calendar-file';
import { minimumSecretLength } from './booking-token';
import { type TeamCalendarSetting, teamCalendarFromEnv } from './calendars/team-calendar';

export const siteFactsFile = 'content/site.yaml';

export interface BookingSettings {
  availability: Availability;
  /** The practice's name (content/site.yaml), in the pages' titles. */
  brand: string;
  address: MeetingAddress;
  /** From content/site.yaml: what the pages say about answers and where to write. */
  responseTime: Record<Language, string>;
  email: string;
  phone: string;
  feeds: CalendarFeed[];
  /** The team's addresses (CONTACT_TO): an invitation one of them has not accepted makes nothing busy. */
  teamAddresses: string[];
  secret: string;
  storeName: string;
  timesPerNetwork: number;
  /** Where the function writes bookings itself; a mistake in it never turns booking off (the team's mail says it). */
  teamCalendar: TeamCalendarSetting;
}

export type BookingSettingsResult = { ok: true; settings: BookingSettings } | { ok: false; problem: string };

/** How many times one network may hold or have booked at once (a family may book for two people). */
export const defaultTimesPerNetwork = 3;

/**
 * Signs links and keys networks where no secret is set, in local development only. It is public, so
 * with it links could be forged and a stored network found again by trying every /24 (a fraction of a
 * second): every other context, an unknown or missing one included, refuses to book without its own.
 */
export const developmentSecret = 'development-only-booking-secret-never-used-in-production';

/**
 * The context of `npm start`, `npm run serve` and the e2e tests: @netlify/dev sets CONTEXT=dev in the
 * function's environment (and passes an empty deploy context). Netlify itself never runs a deploy in it.
 */
export const localDevelopmentContext = 'dev';

/** Only what is surely production books in the published site's store; everything else in the previews'. */
export function bookingStoreOf(env: Env, deployContext: string | undefined): string {
  return contextOf(env, deployContext) === 'production' ? bookingStoreName : previewBookingStoreName;
}

/** The files are read from `root` (the function's bundle on Netlify, the project locally). */
export async function readBookingSettings(env: Env, deployContext: string | undefined, root: string): Promise<BookingSettingsResult> {
  const secret = env.BOOKING_SECRET?.trim();
  const context = contextOf(env, deployContext);
  if (!secret && context !== localDevelopmentContext) {
    const named = context ? `deploy context ${context}` : 'no deploy context';
    return { ok: false, problem: `BOOKING_SECRET is not set (${named}); only local development may book without it` };
  }
  if (secret && secret.length < minimumSecretLength) {
    return { ok: false, problem: `BOOKING_SECRET is shorter than ${minimumSecretLength} characters` };
  }
  let availability: Availability;
  let brand: string;
  let address: MeetingAddress;
  let responseTime: Record<Language, string>;
  let email: string;
  let phone: string;
  try {
    const read = availabilityOfText(await readFile(path.join(root, availabilityFile), 'utf8'));
    if ('problems' in read) return { ok: false, problem: `${availabilityFile}: ${read.problems.join(' ')}` };
    availability = read.availability;
    const facts = parseSiteFacts(await readFile(path.join(root, siteFactsFile), 'utf8'), siteFactsFile);
    brand = facts.brand;
    address = { street: facts.street, postalCode: facts.postalCode, city: facts.city };
    responseTime = facts.responseTime;
    email = facts.email;
    phone = facts.phone;
  } catch (error) {
    return { ok: false, problem: `cannot read the booking settings: ${error instanceof Error ? error.message : String(error)}` };
  }
  return {
    ok: true,
    settings: {
      availability,
      brand,
      address,
      responseTime,
      email,
      phone,
      feeds: calendarFeedsFromEnv(env.BOOKING_CALENDAR_FEEDS),
      teamAddresses: recipientsOf(env.CONTACT_TO ?? '').map((address) => address.toLowerCase()),
      secret: secret || developmentSecret,
      storeName: bookingStoreOf(env, deployContext),
      timesPerNetwork: Number.parseInt(env.BOOKING_TIMES_PER_NETWORK ?? '', 10) || defaultTimesPerNetwork,
      teamCalendar: teamCalendarFromEnv(env),
    },
  };
}

/** The hours before a booked time its reminder mails go, latest last (0 in the settings: that one is not sent). */
export function reminderHours(settings: Pick<BookingSettings, 'availability'>): number[] {
  return chosenReminderHours(settings, reminderWhens);
}

/** The hours of the reminders a visitor chose (`day`: the first reminder's, `hours`: the second's; absent: both), latest last. */
export function chosenReminderHours(
  settings: Pick<BookingSettings, 'availability'>,
  when: readonly ReminderWhen[] = reminderWhens,
): number[] {
  const { firstReminderHours, secondReminderHours } = settings.availability;
  const hours = [when.includes('day') ? firstReminderHours : 0, when.includes('hours') ? secondReminderHours : 0];
  return [...new Set(hours.filter((hours) => hours > 0))].sort((a, b) => b - a);
}
