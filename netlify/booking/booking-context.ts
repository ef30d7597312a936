/**
 * What booking needs for one request, opened once and handed down in one shape to every step of both
 * functions (the booking function, the request in send-contact-email, the scheduled delivery): the
 * settings, the ledger over the deploy context's store, the clock, the site's address, and the way
 * mails reach the team (sent now, or kept for the scheduled delivery: ./mails/team-notices.ts).
 */
import type { Env } from '../shared/mail-settings';
import { bundleRoot } from '../shared/built-page';
import type { Logger } from '../shared/logger';
import type { Language } from '../../src/i18n/languages';
import { type CountStore, type Counter, countStoreOf, notCounting, openCountStore } from '../counting/count-store';
import type { CountedStep } from '../counting/steps';
import type { MailTransport } from '../outbox/mail-transport';
import type { SmsTransport } from '../outbox/sms-transport';
import type { WaitingStore } from '../outbox/waiting-messages';
import { type BookingSettings, readBookingSettings } from './booking-settings';
import { networkOfAddress } from './client-network';
import type { FeedCacheStore } from './calendars/feed-cache';
import { siteOrigin } from './booking-links';
import { type Ledger, openLedger } from './ledger/ledger';
import { type BookingStore, openBookingStore } from './ledger/records';

/** What a function hands in; every one has a default, and tests replace them. */
export interface BookingDeps {
  env?: Env;
  /** Netlify's `context.deploy.context`; the CONTEXT variable overrides it. */
  deployContext?: string;
  /** `context.site.url`: the site's address when no variable names it. */
  siteUrl?: string;
  /**
   * The address a scheduled run was called at: the links' address when neither a variable nor
   * `siteUrl` names the site (only on this machine, where it carries the port `npm run serve` listens on).
   */
  requestUrl?: string;
  now?: () => number;
  log?: Logger;
  store?: BookingStore;
  /** For the calendar feeds and the team's CalDAV calendar; the functions use the global fetch. */
  fetch?: typeof fetch;
  transport?: MailTransport;
  /** Replaces the SMS transport the settings choose (tests). */
  smsTransport?: SmsTransport;
  waitingStore?: WaitingStore;
  /** Base for the default outbox folder; defaults to `process.cwd()`. */
  cwd?: string;
  /** Where content/ and public/ are read from; defaults to the bundle (built-page.ts: bundleRoot). */
  root?: string;
  /** The function call's counter (../counting/request-counter.ts: its handler opens it); none: nothing is counted. */
  counter?: Counter;
  /** The count store, where the team's answers after a time are kept (../counting/attendance-marks.ts); tests pass their own. */
  countStore?: CountStore;
  /** The calendar feeds' cache (./calendars/feed-cache.ts), where `store` is handed in too; else the deploy's own. */
  feedCache?: FeedCacheStore;
  /** The visitor's IP address (`context.ip`): only its keyed network is used (./client-network.ts), never kept. */
  clientIp?: string;
}

export interface BookingContext {
  settings: BookingSettings;
  ledger: Ledger;
  now: Date;
  log: Logger;
  env: Env;
  deps: BookingDeps;
  /** The site's own address, for links that leave the site (mails, calendar entries). */
  siteAddress: string;
  root: string;
  fetch?: typeof fetch;
  /** Counts a step of the way to a first consultation (../counting/steps.ts): never waits, never fails; with `network`, once a day for it. */
  count: (step: CountedStep, language: Language, network?: string) => void;
  /** The visitor's network, keyed (./client-network.ts); none where the platform named no address (then every ask counts). */
  network?: string;
  /** The deploy context's count store, opened when first asked for. */
  counts: () => CountStore;
}

export type OpenedBooking = { ok: true; context: BookingContext } | { ok: false; problem: string };

/**
 * A scheduled step's work with booking opened for the deploy context; a problem (booking not set up, the
 * store failing) is logged and answered with `none`, never thrown: the other scheduled steps go on.
 */
export async function scheduledWithBooking<Result>(
  deps: BookingDeps,
  what: string,
  none: Result,
  work: (context: BookingContext) => Promise<Result>,
): Promise<Result> {
  const log = deps.log ?? console;
  try {
    const opened = await openBooking(deps, deps.requestUrl ?? 'http://localhost/');
    if (!opened.ok) {
      log.error(`booking: no ${what}: ${opened.problem}`);
      return none;
    }
    return await work(opened.context);
  } catch (error) {
    log.error(`booking: the ${what} stopped: ${error instanceof Error ? error.message : String(error)}`);
    return none;
  }
}

/** Reads the settings and opens the store; a problem (not configured, no Blobs) turns booking off for this request. */
export async function openBooking(deps: BookingDeps, requestUrl: string): Promise<OpenedBooking> {
  const env = deps.env ?? process.env;
  const root = deps.root ?? bundleRoot(env);
  const read = await readBookingSettings(env, deps.deployContext, root);
  if (!read.ok) return read;
  const now = new Date((deps.now ?? Date.now)());
  const log = deps.log ?? console;
  let store: BookingStore;
  try {
    store = deps.store ?? openBookingStore(read.settings.storeName);
  } catch (error) {
    return { ok: false, problem: `the booking store cannot be opened: ${error instanceof Error ? error.message : String(error)}` };
  }
  let countStore: CountStore | undefined;
  return {
    ok: true,
    context: {
      settings: read.settings,
      ledger: openLedger({ store, now, timesPerNetwork: read.settings.timesPerNetwork, log }),
      now,
      log,
      env,
      deps,
      siteAddress: siteOrigin(env, deps.deployContext, deps.siteUrl, requestUrl),
      root,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      count: (deps.counter ?? notCounting).count,
      ...(deps.clientIp ? { network: networkOfAddress(deps.clientIp, read.settings.secret) } : {}),
      counts: () => (countStore ??= deps.countStore ?? openCountStore(countStoreOf(env, deps.deployContext))),
    },
  };
}
