import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordingLogger } from '../testing/contact-test-helpers';
import type { TeamMail } from './mail';
import { createOutboxTransport } from './outbox-transport';

const invitation = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:bk_1@www.example.ch\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

const mail: TeamMail = {
  to: 'team@example.invalid',
  from: 'website@example.invalid',
  subject: 'Erstgespräch: gebucht für Dienstag, 31. März 2026, 09:00–09:45',
  text: 'Neue Buchung eines Erstgesprächs über die Website.',
  html: '<p>Neue Buchung</p>',
  attachments: [{ filename: 'erstgespraech.ics', type: 'text/calendar', method: 'REQUEST', content: invitation }],
};

describe('the outbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps an invitation readable: the .txt shows it in full under its name and type with the method, the .json as sent', async () => {
    await createOutboxTransport({ kind: 'outbox', dir }, recordingLogger(), () => Date.parse('2026-03-26T08:00:00Z')).send(mail);
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    const [json, txt] = files as [string, string];
    expect(JSON.parse(await readFile(path.join(dir, json), 'utf8'))).toEqual(mail);
    expect(await readFile(path.join(dir, txt), 'utf8')).toBe(
      [
        'To: team@example.invalid',
        'From: website@example.invalid',
        'Subject: Erstgespräch: gebucht für Dienstag, 31. März 2026, 09:00–09:45',
        '',
        'Neue Buchung eines Erstgesprächs über die Website.',
        '',
        '--- erstgespraech.ics (text/calendar; method=REQUEST) ---',
        'BEGIN:VCALENDAR',
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        'UID:bk_1@www.example.ch',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\n'),
    );
  });

  it('names an inline image in the .txt with its size and Content-ID, and writes it beside the mail to be opened', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    const chart: TeamMail = {
      ...mail,
      attachments: [
        {
          filename: 'gebucht.png',
          type: 'image/png',
          content: png.toString('base64'),
          encoding: 'base64',
          contentId: 'weekly-chart',
          disposition: 'inline',
        },
      ],
    };
    await createOutboxTransport({ kind: 'outbox', dir }, recordingLogger(), () => Date.parse('2026-03-26T08:00:00Z')).send(chart);
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(3);
    const [image, json, txt] = files as [string, string, string];
    expect(image).toMatch(/^2026-03-26T08-00-00-000Z-[0-9a-f]{8}-gebucht\.png$/);
    expect(await readFile(path.join(dir, image))).toEqual(png);
    expect(JSON.parse(await readFile(path.join(dir, json), 'utf8'))).toEqual(chart);
    expect((await readFile(path.join(dir, txt), 'utf8')).split('\n').at(-1)).toBe(
      '--- gebucht.png (image/png, 10 bytes, inline, Content-ID <weekly-chart>) ---',
    );
  });
});
