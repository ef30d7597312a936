/**
 * Reads the contact function's configuration from environment variables and decides which mail
 * transport applies. Pure (no I/O), so every combination is cheap to test.
 *
 * Variables (docs/owner-runbook.md documents them for the Netlify set-up):
 *   CONTACT_TO, CONTACT_FROM   fixed recipient and sender (a verified SendGrid sender); required with SendGrid
 *   SENDGRID_API_KEY           enables SendGrid; without it the outbox is used outside production
 *   SENDGRID_DATA_RESIDENCY    'eu' to send through SendGrid's EU region
 *   SENDGRID_TIMEOUT_MS        give up on SendGrid after this long (default 10000)
 *   SENDGRID_BASE_URL          TEST-ONLY: points the SendGrid client at a capture server on loopback
 *   CONTACT_OUTBOX_DIR         where the outbox writes (default <cwd>/outbox)
 *   CONTEXT                    deploy context; overrides the one Netlify passes to the function
 */
import path from 'node:path';

export type Env = Readonly<Record<string, string | undefined>>;

export interface SendGridSettings {
  kind: 'sendgrid';
  apiKey: string;
  dataResidency?: 'eu';
  /** Test-only override of the API origin, e.g. `http://127.0.0.1:4567/`. */
  baseUrl?: string;
  /** Deploy previews: SendGrid checks the mail but does not deliver it. */
  sandbox: boolean;
  timeoutMs: number;
}

export interface OutboxSettings {
  kind: 'outbox';
  dir: string;
}

export type TransportSettings = SendGridSettings | OutboxSettings;

export interface MailSettings {
  to: string;
  from: string;
  transport: TransportSettings;
}

export type SettingsResult = { ok: true; settings: MailSettings } | { ok: false; problem: string };

export const defaultSendGridTimeoutMs = 10_000;

/** Stand-ins so the outbox works with no configuration at all; `.invalid` can never be delivered. */
export const outboxDefaultAddresses = { to: 'kontakt@example.invalid', from: 'website@example.invalid' } as const;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** SENDGRID_BASE_URL receives the API key: only a server on this machine may get it. */
function isLoopbackUrl(value: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(value).hostname);
  } catch {
    return false;
  }
}

// Operator-set, but they still become header fields: one line, no control characters.
const singleLine = /^[^\p{Cc}\u2028\u2029]+$/u;

/** The deploy context: an explicit CONTEXT variable wins over the one Netlify passes to the function. */
export function contextOf(env: Env, deployContext: string | undefined): string | undefined {
  return nonEmpty(env.CONTEXT) ?? deployContext;
}

/** The store of the published site and of branch deploys; the scheduled run delivers from it. */
export const waitingStoreName = 'waiting-messages';

/**
 * Every deploy but production keeps its own apart (they send through SendGrid's sandbox, so a try there
 * must never join what the published site delivers). A site-wide store rather than a deploy's own: the
 * published site's scheduled run sweeps it, so the privacy page's promise holds for previews too.
 */
export const previewWaitingStoreName = 'waiting-messages-previews';

/**
 * Where messages SendGrid did not take wait (../outbox/waiting-messages.ts): every deploy but production
 * (a preview, a branch deploy, a local run) keeps them in a store of its own, as it sends through the
 * sandbox, so a try there never joins the messages the published site delivers to the company.
 */
export function waitingStoreOf(env: Env, deployContext: string | undefined): string {
  return isSendingForReal(env, deployContext) ? waitingStoreName : previewWaitingStoreName;
}

/**
 * Only production sends mail for real. Every other context (a deploy preview, a branch deploy, a local
 * run with a key) sends through SendGrid's sandbox: SendGrid checks the mail and delivers nothing, so no
 * try on a copy of the site can reach a visitor or the team.
 */
export function isSendingForReal(env: Env, deployContext: string | undefined): boolean {
  return contextOf(env, deployContext) === 'production';
}

/**
 * @param deployContext Netlify's deploy context (`production`, `deploy-preview`, `branch-deploy`,
 *   `dev`, ...). Netlify does not put CONTEXT into a function's environment at run time, so the
 *   handler passes `context.deploy.context`; an explicit CONTEXT variable wins (local runs, tests).
 */
export function readMailSettings(env: Env, deployContext: string | undefined, cwd: string): SettingsResult {
  const context = contextOf(env, deployContext);
  const apiKey = nonEmpty(env.SENDGRID_API_KEY);
  let to = nonEmpty(env.CONTACT_TO);
  let from = nonEmpty(env.CONTACT_FROM);

  let transport: TransportSettings;
  if (apiKey) {
    if (!to || !from) return { ok: false, problem: 'SENDGRID_API_KEY is set but CONTACT_TO or CONTACT_FROM is missing' };
    const baseUrl = nonEmpty(env.SENDGRID_BASE_URL);
    if (baseUrl && !isLoopbackUrl(baseUrl)) {
      return { ok: false, problem: 'SENDGRID_BASE_URL is test-only and must point to 127.0.0.1 or localhost' };
    }
    transport = {
      kind: 'sendgrid',
      apiKey,
      sandbox: !isSendingForReal(env, deployContext),
      timeoutMs: positiveInteger(env.SENDGRID_TIMEOUT_MS, defaultSendGridTimeoutMs),
      ...(env.SENDGRID_DATA_RESIDENCY?.trim().toLowerCase() === 'eu' ? { dataResidency: 'eu' as const } : {}),
      ...(baseUrl ? { baseUrl } : {}),
    };
  } else if (context === 'production') {
    // The outbox would keep production messages on a disk nobody reads: refuse instead.
    return { ok: false, problem: 'SENDGRID_API_KEY is not set in production' };
  } else {
    to ??= outboxDefaultAddresses.to;
    from ??= outboxDefaultAddresses.from;
    transport = { kind: 'outbox', dir: path.resolve(cwd, nonEmpty(env.CONTACT_OUTBOX_DIR) ?? 'outbox') };
  }

  if (!singleLine.test(to) || !singleLine.test(from)) {
    return { ok: false, problem: 'CONTACT_TO or CONTACT_FROM contains a line break or control character' };
  }
  return { ok: true, settings: { to, from, transport } };
}
