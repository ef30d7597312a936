/**
 * Reads the SMS provider's configuration from environment variables and decides which SMS transport
 * applies (../outbox/sms-transport.ts). Pure (no I/O), like ./mail-settings.ts beside it.
 *
 * Variables (docs/owner-runbook.md documents them for the Netlify set-up):
 *   ASPSMS_USERKEY, ASPSMS_PASSWORD  the ASPSMS account's userkey and API password; with both, SMS go
 *                                    through ASPSMS in production
 *   ASPSMS_TIMEOUT_MS                give up on ASPSMS after this long (default 10000)
 *   ASPSMS_BASE_URL                  TEST-ONLY: points the transport at a capture server on loopback
 *   CONTACT_OUTBOX_DIR               where the outbox folder is (default <cwd>/outbox): SMS land there too
 *
 * Only production sends SMS for real. ASPSMS has no sandbox like SendGrid's, so every other context (a
 * deploy preview, a branch deploy, a local run with keys) writes each SMS into the outbox folder instead,
 * and no try on a copy of the site can reach a visitor's phone. Production without the keys is "not
 * configured": the SMS waits in the waiting store (as a mail without SendGrid does) and the scheduled
 * run's log says why every run until the keys are set.
 */
import path from 'node:path';
import { type Env, isSendingForReal } from './mail-settings';

export interface AspsmsSettings {
  kind: 'aspsms';
  userKey: string;
  password: string;
  /** Test-only override of the API origin, e.g. `http://127.0.0.1:4567/`. */
  baseUrl?: string;
  timeoutMs: number;
}

export interface SmsOutboxSettings {
  kind: 'outbox';
  dir: string;
}

export type SmsTransportSettings = AspsmsSettings | SmsOutboxSettings;

export type SmsSettingsResult = { ok: true; transport: SmsTransportSettings } | { ok: false; problem: string };

export const aspsmsOrigin = 'https://json.aspsms.com/';
export const defaultSmsTimeoutMs = 10_000;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** ASPSMS_BASE_URL receives the password: only a server on this machine may get it. */
function isLoopbackUrl(value: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(value).hostname);
  } catch {
    return false;
  }
}

export function readSmsSettings(env: Env, deployContext: string | undefined, cwd: string): SmsSettingsResult {
  const userKey = nonEmpty(env.ASPSMS_USERKEY);
  const password = nonEmpty(env.ASPSMS_PASSWORD);
  const baseUrl = nonEmpty(env.ASPSMS_BASE_URL);
  const forReal = isSendingForReal(env, deployContext);
  if (baseUrl && !isLoopbackUrl(baseUrl))
    return { ok: false, problem: 'ASPSMS_BASE_URL is test-only and must point to 127.0.0.1 or localhost' };
  if (forReal && (!userKey || !password)) return { ok: false, problem: 'ASPSMS_USERKEY or ASPSMS_PASSWORD is not set in production' };
  if (forReal && userKey && password) {
    const timeout = Number(env.ASPSMS_TIMEOUT_MS);
    return {
      ok: true,
      transport: {
        kind: 'aspsms',
        userKey,
        password,
        timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : defaultSmsTimeoutMs,
        ...(baseUrl ? { baseUrl } : {}),
      },
    };
  }
  return { ok: true, transport: { kind: 'outbox', dir: path.resolve(cwd, nonEmpty(env.CONTACT_OUTBOX_DIR) ?? 'outbox') } };
}
