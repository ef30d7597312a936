/**
 * The embedded default when no SendGrid key is set (local runs, e2e tests): each mail becomes
 * `<timestamp>-<random>.json` (machine-readable) and `.txt` (for a person) in the outbox folder. The
 * `.txt` ends with each attachment in full under a line naming it and its type, an invitation's
 * method included, as SendGrid would send it (`text/calendar; method=REQUEST`). A binary attachment
 * (an image, `encoding: 'base64'`) is named there with its size and Content-ID, and written beside
 * them as `<stem>-<filename>`, so it can be opened; the `.json` has it in base64 as sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TeamMail } from './mail';
import type { OutboxSettings } from '../shared/mail-settings';
import type { Logger } from '../shared/logger';
import { type MailTransport, TransportError } from './mail-transport';

/** `2025-10-01T12-30-05-123Z-1a2b3c4d`: sorts by time, safe on every file system. */
export function outboxFileStem(nowMs: number): string {
  return `${new Date(nowMs).toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
}

export function outboxText(mail: TeamMail): string {
  return [
    `To: ${mail.to}`,
    `From: ${mail.from}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo.name ? `${mail.replyTo.name} <${mail.replyTo.email}>` : mail.replyTo.email}`] : []),
    `Subject: ${mail.subject}`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    mail.text,
    ...(mail.attachments ?? []).flatMap(({ filename, type, content, method, encoding, contentId, disposition }) =>
      encoding === 'base64'
        ? [
            '',
            `--- ${filename} (${type}, ${Buffer.from(content, 'base64').length} bytes${disposition ? `, ${disposition}` : ''}${contentId ? `, Content-ID <${contentId}>` : ''}) ---`,
          ]
        : ['', `--- ${filename} (${type}${method ? `; method=${method}` : ''}) ---`, content.replace(/\r\n/g, '\n').trimEnd()],
    ),
  ].join('\n');
}

export function createOutboxTransport(settings: OutboxSettings, log: Logger, now: () => number): MailTransport {
  return {
    name: 'outbox',
    async send(mail: TeamMail) {
      const stem = path.join(settings.dir, outboxFileStem(now()));
      try {
        await mkdir(settings.dir, { recursive: true });
        // `wx`: never overwrite; a clash of time and 32 random bits fails loudly instead.
        await writeFile(`${stem}.json`, `${JSON.stringify(mail, null, 2)}\n`, { flag: 'wx' });
        await writeFile(`${stem}.txt`, outboxText(mail), { flag: 'wx' });
        for (const { filename, content, encoding } of mail.attachments ?? []) {
          if (encoding === 'base64') await writeFile(`${stem}-${path.basename(filename)}`, Buffer.from(content, 'base64'), { flag: 'wx' });
        }
      } catch (error) {
        throw new TransportError('send_failed', `could not write to the outbox ${settings.dir}`, String(error));
      }
      log.info(`contact: no SENDGRID_API_KEY, message written to the outbox: ${stem}.json (and .txt)`);
    },
  };
}
