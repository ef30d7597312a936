/**
 * SMS transports: each sends one SMS (./sms.ts) or throws a TransportError saying how it failed, as the
 * mail transports do (./mail-transport.ts), so the outbox keeps and retries an SMS as it does a mail.
 *
 * The provider: ASPSMS, of VADIAN.NET AG in St. Gallen. Chosen because it is Swiss (the numbers and texts
 * stay with a Swiss company under Swiss data protection law, which the privacy page can say plainly), takes
 * an alphanumeric sender (the practice's short name), bills per message sent with no monthly fee (a small
 * practice sends a few a day), and has a plain JSON API that `fetch` calls without a client library.
 *
 * The API as checked (issue 69; docs/owner-runbook.md, "SMS", says the same for staff):
 * - ASPSMS's own reference page, https://json.aspsms.com/, lists each call with its JSON request and answer
 *   objects: `CheckCredits` takes `{UserName, Password}` and answers `{Credits, StatusCode, StatusInfo}`;
 *   `SendTextSMS` takes `{UserName, Password, Originator, Recipients: [..], MessageText, ...}` (and
 *   optional delivery notification URLs, `DeferredDeliveryTime`, `FlashingSMS`, `AffiliateID`,
 *   `ForceGSM7bit`). The stored copy of that page did not show `SendSimpleTextSMS`'s own entry.
 * - `SendSimpleTextSMS`, the call used here, with exactly `{UserName, Password, Originator, Recipients,
 *   MessageText}`: so in public clients of the API, e.g. seantis' onegov (its test asserts that body
 *   posted to https://json.aspsms.com/SendSimpleTextSMS), hitobito's Aspsms provider
 *   (app/domain/messages/text_message_provider/aspsms.rb) and seantis' privatim.
 * - Success: `StatusCode` "1" (a string in the JSON), `StatusInfo` "OK": privatim takes a message as sent only
 *   with both, a WordPress SMS plugin (wp-sms, AspSmsProvider) with either, and ASPSMS's older XML
 *   interface (specs 1.91, as the Ruby ASPSMS client by D. Roethlisberger quotes it) names ErrorCode 1 "Ok".
 *   Other codes named by those clients, not by ASPSMS's page: 3 wrong userkey or password, 5 not enough
 *   credits, 10 an originator not allowed (wp-sms). hitobito also takes "0" as success; nothing else does,
 *   so "0" is not taken here (a message then waits and is tried again, rather than lost).
 * So: taken only with an HTTP 2xx and StatusCode 1 (text or number); any other answer is a failure to try
 * again (a key, the credits or the sender are for staff to fix, and the message waits meanwhile), except an
 * HTTP 4xx about the message itself, which is refused for good as SendGrid's is (./mail-transport.ts).
 * Not found in any source: whether ASPSMS ever answers a refusal with an HTTP error status (handled either way).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../shared/logger';
import { type AspsmsSettings, type SmsOutboxSettings, type SmsTransportSettings, aspsmsOrigin } from '../shared/sms-settings';
import { TransportError, isPermanentRefusal } from './mail-transport';
import { outboxFileStem } from './outbox-transport';
import type { Sms } from './sms';

export interface SmsTransport {
  readonly name: string;
  send(sms: Sms): Promise<void>;
}

/** What the transport sends ASPSMS; the password is in it, so it is never logged. */
interface AspsmsRequest {
  UserName: string;
  Password: string;
  Originator: string;
  Recipients: string[];
  MessageText: string;
}

/** ASPSMS's StatusCode of a message taken (see above: "1", with StatusInfo "OK"). */
const accepted = '1';

export function createAspsmsTransport(settings: AspsmsSettings): SmsTransport {
  const endpoint = new URL('SendSimpleTextSMS', settings.baseUrl ?? aspsmsOrigin).toString();
  return {
    name: 'aspsms',
    async send(sms) {
      const body: AspsmsRequest = {
        UserName: settings.userKey,
        Password: settings.password,
        Originator: sms.from,
        Recipients: [sms.to],
        MessageText: sms.text,
      };
      let response: Response;
      let answer: unknown;
      try {
        // The deadline covers the answer's body too: a reply that trickles in is given up on as well.
        const signal = AbortSignal.timeout(settings.timeoutMs);
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8', Accept: 'application/json' },
          body: JSON.stringify(body),
          signal,
        });
        const text = await response.text();
        answer = text ? (JSON.parse(text) as unknown) : undefined;
      } catch (error) {
        const name = (error as { name?: unknown } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new TransportError('timeout', `ASPSMS did not answer within ${settings.timeoutMs} ms`);
        throw new TransportError('send_failed', 'ASPSMS request failed', error instanceof Error ? error.message : String(error));
      }
      const { StatusCode, StatusInfo } = (answer ?? {}) as { StatusCode?: unknown; StatusInfo?: unknown };
      if (response.ok && String(StatusCode) === accepted) return;
      // Logged: ASPSMS's own words and status, never the request (it holds the password).
      const details = { status: response.status, StatusCode, StatusInfo };
      throw new TransportError('send_failed', 'ASPSMS did not take the SMS', details, isPermanentRefusal(response.status));
    },
  };
}

/**
 * Locally and in tests (no keys, or any deploy but production): each SMS becomes `<stem>.sms.json` in the
 * outbox folder beside the mails, with `to`, `from` and `text`, so a person or a test can read it.
 */
export function createOutboxSmsTransport(settings: SmsOutboxSettings, log: Logger, now: () => number): SmsTransport {
  return {
    name: 'outbox',
    async send(sms) {
      const file = path.join(settings.dir, `${outboxFileStem(now())}.sms.json`);
      try {
        await mkdir(settings.dir, { recursive: true });
        await writeFile(file, `${JSON.stringify({ channel: 'sms', to: sms.to, from: sms.from, text: sms.text }, null, 2)}\n`, { flag: 'wx' });
      } catch (error) {
        throw new TransportError('send_failed', `could not write to the outbox ${settings.dir}`, String(error));
      }
      log.info(`sms: not sent to a provider here, written to the outbox: ${file}`);
    },
  };
}

/** The transport the settings ask for (each SMS is checked before it: ./transports.ts, sendOutgoing). */
export function createSmsTransport(settings: SmsTransportSettings, log: Logger, now: () => number): SmsTransport {
  return settings.kind === 'aspsms' ? createAspsmsTransport(settings) : createOutboxSmsTransport(settings, log, now);
}
