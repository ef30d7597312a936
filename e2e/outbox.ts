/** The mails and SMS the function wrote to the e2e outbox (the e2e server runs without a SendGrid key or ASPSMS keys). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { e2eOutbox } from '../playwright.config';
import { expect } from './fixtures';

export const endpoint = '/.netlify/functions/send-contact-email';

const scheduled = '/.netlify/functions/deliver-waiting-messages';

/**
 * Runs the scheduled step (reminders, waiting messages) as if it were `at` (the e2e server runs in local
 * development's context, which takes `?at=`). The step is one for the whole site: a run at one test's clock
 * also reminds another test's booking whose hour has come then.
 */
export async function runScheduledAt(page: Page, at: number): Promise<void> {
  const answer = await page.request.post(`${scheduled}?at=${new Date(at).toISOString()}`);
  expect(answer.status()).toBe(200);
}

/** The function treats a form sent sooner than this after it was shown as a bot (src/forms/protocol.ts). */
export const minimumFillTime = 3_100;

export interface OutboxMail {
  to: string;
  from: string;
  replyTo?: { email: string; name?: string };
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; type: string; content: string }[];
  /** The outbox file it was read from (its name begins with the clock of the run that wrote it). */
  file: string;
}

/** The outbox's files ending in `ending`, in the order of the times their names begin with (the clock of the run that wrote them). */
function outboxFiles(ending: (file: string) => boolean): string[] {
  try {
    return readdirSync(e2eOutbox).filter(ending).sort();
  } catch {
    return [];
  }
}

const isSms = (file: string) => file.endsWith('.sms.json');

/** Every mail in the outbox, in the order of the times their files' names begin with (the clock of the run that wrote them). */
export function outboxMails(): OutboxMail[] {
  return outboxFiles((file) => file.endsWith('.json') && !isSms(file)).map((file) => ({
    ...(JSON.parse(readFileSync(path.join(e2eOutbox, file), 'utf8')) as Omit<OutboxMail, 'file'>),
    file,
  }));
}

/** An SMS the function wrote to the outbox folder (netlify/outbox/sms-transport.ts: `<stem>.sms.json`). */
export interface OutboxSms {
  channel: 'sms';
  /** E.164. */
  to: string;
  from: string;
  text: string;
  file: string;
}

/** The SMS to one number (E.164), in the outbox's order. */
export function smsTo(number: string): OutboxSms[] {
  return outboxFiles(isSms)
    .map((file) => ({ ...(JSON.parse(readFileSync(path.join(e2eOutbox, file), 'utf8')) as Omit<OutboxSms, 'file'>), file }))
    .filter((sms) => sms.to === number);
}

export function mailWithSubject(subject: string): OutboxMail | undefined {
  return outboxMails().find((mail) => mail.subject.includes(subject));
}

export function mailContaining(text: string): OutboxMail | undefined {
  return outboxMails().find((mail) => mail.text.includes(text));
}

/** The mails to one address, in the outbox's order. */
export function mailsTo(address: string): OutboxMail[] {
  return outboxMails().filter((mail) => mail.to === address);
}

/** The "Nicht gekommen" link of the team's calendar entry in its mail about a booking, as the team's token. */
export function notCameToken(teamMail: OutboxMail): string {
  const file = teamMail.attachments!.find((attachment) => attachment.type === 'text/calendar')!.content;
  const event = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
  const link = /^Nicht gekommen: (https?:\/\/\S+)$/m.exec(String(event.getFirstPropertyValue('description')))?.[1];
  expect(link, '"Nicht gekommen: <link>" in the calendar entry').toBeDefined();
  return new URL(link!).searchParams.get('attended')!;
}

/** A Swiss mobile number of the test's own (the outbox is shared by every test): 07`carrier` and seven digits. */
export const ownMobileNumber = (carrier: '78' | '79' = '79') =>
  `+41${carrier}${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-7)}`;

/**
 * The one SMS to `number` (of those `matching`, where given) once it has come: from the practice's sender name, and
 * one message of at most 160 characters.
 */
export async function oneSmsTo(number: string, matching?: RegExp): Promise<OutboxSms> {
  const found = () => smsTo(number).filter((sms) => !matching || matching.test(sms.text));
  await expect.poll(() => found().length, { timeout: 30_000, intervals: [100] }).toBe(1);
  const [sms] = found();
  expect(sms).toMatchObject({ channel: 'sms', to: number, from: 'KZ Neuro' });
  expect([...sms!.text].length).toBeLessThanOrEqual(160);
  return sms!;
}

/** The team's token for "did not come" of the booking its mail names by the visitor's `name`, once that mail has come. */
export async function notCameTokenOf(name: string): Promise<string> {
  const teamMail = () => mailsTo('team@example.com').find((mail) => mail.text.includes(name));
  await expect.poll(teamMail).toBeDefined();
  return notCameToken(teamMail()!);
}

/**
 * The team's answers whether the visitor came, each posted as if it were `at` (`?at=`, local development only, as the
 * scheduled run's clock): "no", again "no", "yes" and "no" once more is one way back, not three.
 */
export async function answerAttended(page: Page, token: string, at: Date, answers: readonly ('yes' | 'no')[]) {
  for (const came of answers) {
    const answer = await page.request.post(`/.netlify/functions/booking?at=${at.toISOString()}`, {
      form: { action: 'attended', token, came },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
  }
}
