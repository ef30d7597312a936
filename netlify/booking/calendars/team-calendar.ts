/**
 * Puts a booked time into the team's own calendar where it speaks CalDAV (RFC 4791: Infomaniak,
 * iCloud, Nextcloud, Fastmail, mailbox.org), so the hour is blocked before anyone reads a mail: a
 * conditional create when a time is booked (PUT with `If-None-Match: *`, so nothing of the team's is
 * ever overwritten) and a DELETE when it is cancelled or released. Plain fetch with Basic auth.
 *
 *   BOOKING_CALDAV_URL       the calendar's own address (its collection), https
 *   BOOKING_CALDAV_USER      the account's user name
 *   BOOKING_CALDAV_PASSWORD  its (app) password
 *
 * Careful with the credentials: https only (plain http only on this machine, for the tests), no
 * redirect followed (a 3xx is a failure, so Basic credentials never travel elsewhere), every request
 * given up after 5 s. A failure is returned, never thrown: the booking stands whatever the calendar
 * says, and the team's mail says first that the entry is missing (./booking-mail.ts). A failure names
 * the server's host and HTTP status only, never the password nor the address's path (it holds the
 * account's name or calendar's id).
 */
import type { Env } from '../../shared/mail-settings';
import type { Logger } from '../../shared/logger';
import { type CalendarEvent, calendarObject } from './calendar-file';

export interface TeamCalendar {
  /** The calendar collection, ending in `/`. */
  collection: URL;
  user: string;
  password: string;
}

/** What the three variables set up: nothing (the invitation in the mail is the way in), a calendar, or a mistake. */
export type TeamCalendarSetting =
  { kind: 'none' } | { kind: 'caldav'; calendar: TeamCalendar } | { kind: 'invalid'; problem: SettingProblem };

export type SettingProblem = 'no-url' | 'not-a-url' | 'not-https' | 'no-login';

/** Why a write or a deletion did not happen. */
export type CalendarFailure =
  | { reason: 'settings'; problem: SettingProblem }
  | { reason: 'status'; status: number }
  | { reason: 'redirect'; status: number }
  | { reason: 'timeout'; ms: number }
  | { reason: 'unreachable'; code: string };

/** The calendar's answer; `host` names the server (never the path). */
export type CalendarWrite = { ok: true; host: string } | { ok: false; host: string; failure: CalendarFailure };

export const calendarTimeoutMs = 5000;

export interface CalendarDeps {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function teamCalendarFromEnv(env: Env): TeamCalendarSetting {
  const address = env.BOOKING_CALDAV_URL?.trim();
  const user = env.BOOKING_CALDAV_USER?.trim();
  const password = env.BOOKING_CALDAV_PASSWORD ?? '';
  if (!address && !user && !password) return { kind: 'none' };
  if (!address) return { kind: 'invalid', problem: 'no-url' };
  let collection: URL;
  try {
    collection = new URL(address);
  } catch {
    return { kind: 'invalid', problem: 'not-a-url' };
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(collection.hostname);
  if (!(collection.protocol === 'https:' || (collection.protocol === 'http:' && local))) return { kind: 'invalid', problem: 'not-https' };
  if (!user || !password) return { kind: 'invalid', problem: 'no-login' };
  // Credentials belong in their variables, not in the address (fetch refuses them there anyway).
  if (collection.username || collection.password) return { kind: 'invalid', problem: 'not-a-url' };
  collection.search = '';
  collection.hash = '';
  if (!collection.pathname.endsWith('/')) collection.pathname += '/';
  return { kind: 'caldav', calendar: { collection, user, password } };
}

/** Where a booking's entry lives in the collection: one resource per booking, named by its id. */
export function entryAddress(calendar: TeamCalendar, bookingId: string): URL {
  return new URL(`${encodeURIComponent(bookingId)}.ics`, calendar.collection);
}

/**
 * Writes the booking's entry: `create` never replaces one that exists (a conditional PUT), `replace`
 * writes it anew (its time changed) or creates it where it is missing.
 */
export async function putEntry(
  calendar: TeamCalendar,
  bookingId: string,
  event: CalendarEvent,
  how: 'create' | 'replace',
  deps: CalendarDeps = {},
): Promise<CalendarWrite> {
  return send(calendar, bookingId, deps, {
    method: 'PUT',
    headers: { 'content-type': 'text/calendar; charset=utf-8', ...(how === 'create' ? { 'if-none-match': '*' } : {}) },
    body: calendarObject(event),
  });
}

/** Deletes the booking's entry; one that is not there (never written, or deleted by hand) is fine. */
export async function deleteEntry(calendar: TeamCalendar, bookingId: string, deps: CalendarDeps = {}): Promise<CalendarWrite> {
  return send(calendar, bookingId, deps, { method: 'DELETE' }, [404, 410]);
}

async function send(
  calendar: TeamCalendar,
  bookingId: string,
  deps: CalendarDeps,
  init: RequestInit,
  alsoFine: number[] = [],
): Promise<CalendarWrite> {
  const host = calendar.collection.host;
  const timeoutMs = deps.timeoutMs ?? calendarTimeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const answer = await (deps.fetch ?? fetch)(entryAddress(calendar, bookingId), {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        authorization: `Basic ${Buffer.from(`${calendar.user}:${calendar.password}`).toString('base64')}`,
      },
      redirect: 'manual',
      signal,
    });
    // The body says nothing needed; reading it to the end frees the connection.
    await answer.arrayBuffer();
    if ((answer.status >= 200 && answer.status < 300) || alsoFine.includes(answer.status)) return { ok: true, host };
    const failure: CalendarFailure =
      answer.status >= 300 && answer.status < 400
        ? { reason: 'redirect', status: answer.status }
        : { reason: 'status', status: answer.status };
    return { ok: false, host, failure };
  } catch (error) {
    if (signal.aborted) return { ok: false, host, failure: { reason: 'timeout', ms: timeoutMs } };
    return { ok: false, host, failure: { reason: 'unreachable', code: errorCode(error) } };
  }
}

/** The system's error code (ECONNREFUSED, ENOTFOUND …): fetch's message may hold the whole address. */
function errorCode(error: unknown): string {
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : 'network error';
}

/**
 * Makes the team's calendar say what the booking is, where a CalDAV calendar is set up, and logs a failure:
 * a booking freed (no `event`) has its entry deleted; a booked one has it written at its time (a new one, or
 * over the one it had: its time changed). Undefined where none is set up: then the invitation in the team's
 * mail is the way into the calendar. One function for both, so the caller makes the event first and hands
 * the calendar one change.
 */
export async function keepBooking(
  setting: TeamCalendarSetting,
  booking: { bookingId: string; slotId: string; event?: CalendarEvent | undefined },
  deps: CalendarDeps & { log: Logger },
): Promise<CalendarWrite | undefined> {
  const { bookingId, slotId, event } = booking;
  if (!event)
    return inTeamCalendar(setting, deps, `${slotId} is free again, but still in the team's calendar`, (calendar) =>
      deleteEntry(calendar, bookingId, deps),
    );
  return inTeamCalendar(setting, deps, `${slotId} is booked, but the team's calendar does not say so`, (calendar) =>
    putEntry(calendar, bookingId, event, 'replace', deps),
  );
}

/** One change of the calendar as the setting allows it: none, a settings failure, or the request; a failure logged. */
async function inTeamCalendar(
  setting: TeamCalendarSetting,
  deps: { log: Logger },
  failedMeans: string,
  change: (calendar: TeamCalendar) => Promise<CalendarWrite>,
): Promise<CalendarWrite | undefined> {
  if (setting.kind === 'none') return undefined;
  const result = setting.kind === 'invalid' ? settingFailure(setting.problem) : await change(setting.calendar);
  if (!result.ok) deps.log.error(`booking: ${failedMeans}: ${failureInEnglish(result)}`);
  return result;
}

function settingFailure(problem: SettingProblem): CalendarWrite {
  return { ok: false, host: 'BOOKING_CALDAV_URL', failure: { reason: 'settings', problem } };
}

const settingProblemsInEnglish: Record<SettingProblem, string> = {
  'no-url': 'BOOKING_CALDAV_USER or BOOKING_CALDAV_PASSWORD is set, but BOOKING_CALDAV_URL is not',
  'not-a-url': 'BOOKING_CALDAV_URL is not a web address (without user name and password in it)',
  'not-https': 'BOOKING_CALDAV_URL is not an https:// address',
  'no-login': 'BOOKING_CALDAV_USER or BOOKING_CALDAV_PASSWORD is not set',
};

/** For the function's log: the host and what it answered, e.g. "sync.infomaniak.com answered HTTP 401". */
export function failureInEnglish(write: Extract<CalendarWrite, { ok: false }>): string {
  const { host, failure } = write;
  switch (failure.reason) {
    case 'settings':
      return settingProblemsInEnglish[failure.problem];
    case 'status':
      return `${host} answered HTTP ${failure.status}`;
    case 'redirect':
      return `${host} answered HTTP ${failure.status}, a redirect, which is not followed (check BOOKING_CALDAV_URL)`;
    case 'timeout':
      return `${host} did not answer within ${failure.ms} ms`;
    case 'unreachable':
      return `${host} could not be reached (${failure.code})`;
  }
}
