/**
 * The REAL ASPSMS transport (fetch, no mock) against a capture server on 127.0.0.1, reached through
 * ASPSMS_BASE_URL exactly as the deployed function would be configured; the local outbox folder's SMS;
 * the settings; and the outbox's check that an SMS is one message of the GSM alphabet.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSmsSettings } from '../shared/sms-settings';
import { recordingLogger } from '../testing/contact-test-helpers';
import { type SendGridCaptureServer, startSendGridCaptureServer } from '../testing/sendgrid-capture-server';
import { TransportError } from './mail-transport';
import { sendOutgoing } from './transports';
import { gsmSeptets, smsProblem } from './sms';
import { createSmsTransport } from './sms-transport';

const sms = { to: '+41791234567', from: 'KZ Neuro', text: 'Erinnerung: Erstgespräch morgen 15:30, in Dietikon.' };
const env = (server: SendGridCaptureServer, more: Record<string, string> = {}) => ({
  ASPSMS_USERKEY: 'USERKEY-not-real',
  ASPSMS_PASSWORD: 'password-not-real',
  ASPSMS_BASE_URL: server.baseUrl,
  CONTEXT: 'production',
  ...more,
});

let server: SendGridCaptureServer;
beforeEach(async () => {
  server = await startSendGridCaptureServer();
  server.reply = { status: 200, body: { StatusCode: '1', StatusInfo: 'OK' } };
});
afterEach(() => server.close());

function transportFor(more: Record<string, string> = {}) {
  const read = readSmsSettings(env(server, more), undefined, tmpdir());
  if (!read.ok) throw new Error(read.problem);
  expect(read.transport.kind).toBe('aspsms');
  return createSmsTransport(read.transport, recordingLogger(), Date.now);
}

describe('ASPSMS through fetch', () => {
  it('posts the JSON ASPSMS expects to /SendSimpleTextSMS: the account, the sender, the E.164 number and the text', async () => {
    await transportFor().send(sms);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/SendSimpleTextSMS');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.body).toEqual({
      UserName: 'USERKEY-not-real',
      Password: 'password-not-real',
      Originator: 'KZ Neuro',
      Recipients: ['+41791234567'],
      MessageText: sms.text,
    });
  });

  it('fails with ASPSMS’s reason when it refuses the SMS (StatusCode other than 1), to be tried again, never logging the password', async () => {
    server.reply = { status: 200, body: { StatusCode: '3', StatusInfo: 'Authorization failed' } };
    const failure = await transportFor()
      .send(sms)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(TransportError);
    expect(failure).toMatchObject({ failure: 'send_failed', permanent: false, details: { StatusCode: '3', StatusInfo: 'Authorization failed' } });
    expect(JSON.stringify((failure as TransportError).details)).not.toContain('password-not-real');
  });

  it('takes an SMS only with StatusCode 1, as the API’s public clients read it (text or number); credits gone or no code: tried again', async () => {
    for (const StatusCode of ['1', 1]) {
      server.reply = { status: 200, body: { StatusCode, StatusInfo: 'OK' } };
      await expect(transportFor().send(sms)).resolves.toBeUndefined();
    }
    for (const body of [{ StatusCode: '5', StatusInfo: 'Not enough credits' }, { StatusInfo: 'OK' }, {}]) {
      server.reply = { status: 200, body };
      await expect(transportFor().send(sms)).rejects.toMatchObject({ failure: 'send_failed', permanent: false });
    }
  });

  it('marks a refusal of the message itself (HTTP 400) as for good, and a server error as to be tried again', async () => {
    server.reply = { status: 400, body: { StatusCode: '9', StatusInfo: 'Bad request' } };
    await expect(transportFor().send(sms)).rejects.toMatchObject({ failure: 'send_failed', permanent: true });
    server.reply = { status: 503 };
    await expect(transportFor().send(sms)).rejects.toMatchObject({ failure: 'send_failed', permanent: false });
  });

  it('gives up on a server that never answers after ASPSMS_TIMEOUT_MS, as a timeout', async () => {
    server.reply = 'hang';
    const started = Date.now();
    await expect(transportFor({ ASPSMS_TIMEOUT_MS: '200' }).send(sms)).rejects.toMatchObject({ failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails as send_failed when ASPSMS cannot be reached', async () => {
    const transport = transportFor();
    await server.refuseConnections();
    await expect(transport.send(sms)).rejects.toMatchObject({ failure: 'send_failed' });
  });
});

describe('the SMS settings', () => {
  it('sends through ASPSMS only in production, with both keys; every other context writes to the outbox folder', () => {
    const keys = { ASPSMS_USERKEY: 'k', ASPSMS_PASSWORD: 'p' };
    expect(readSmsSettings({ ...keys, CONTEXT: 'production' }, undefined, '/site')).toMatchObject({
      ok: true,
      transport: { kind: 'aspsms', userKey: 'k', password: 'p', timeoutMs: 10_000 },
    });
    expect(readSmsSettings({ ...keys }, 'production', '/site')).toMatchObject({ ok: true, transport: { kind: 'aspsms' } });
    for (const context of ['deploy-preview', 'branch-deploy', 'dev', undefined])
      expect(readSmsSettings({ ...keys, ...(context ? { CONTEXT: context } : {}) }, undefined, '/site')).toEqual({
        ok: true,
        transport: { kind: 'outbox', dir: path.resolve('/site', 'outbox') },
      });
  });

  it('is not configured in production without the keys, and refuses a base URL off this machine', () => {
    expect(readSmsSettings({ CONTEXT: 'production', ASPSMS_USERKEY: 'k' }, undefined, '/site')).toEqual({
      ok: false,
      problem: 'ASPSMS_USERKEY or ASPSMS_PASSWORD is not set in production',
    });
    expect(readSmsSettings({ ASPSMS_BASE_URL: 'https://evil.example/' }, undefined, '/site')).toMatchObject({ ok: false });
  });
});

describe('the outbox folder', () => {
  it('keeps each SMS as a .sms.json beside the mails, with to, from and text', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sms-outbox-'));
    try {
      const log = recordingLogger();
      await createSmsTransport({ kind: 'outbox', dir }, log, () => Date.parse('2026-03-02T08:00:00Z')).send(sms);
      const files = await readdir(dir);
      expect(files).toEqual([expect.stringMatching(/^2026-03-02T08-00-00-000Z-[0-9a-f]{8}\.sms\.json$/)]);
      expect(JSON.parse(await readFile(path.join(dir, files[0]!), 'utf8'))).toEqual({ channel: 'sms', ...sms });
      expect(log.lines.map((line) => line.text).join('\n')).toContain('.sms.json');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('one SMS of the GSM alphabet', () => {
  it('counts the basic set once and its extension table twice, and knows no other character', () => {
    expect(gsmSeptets('Ändern, absagen: Grüsse à Zürich')).toBe(32);
    expect(gsmSeptets('€[]')).toBe(6);
    expect(gsmSeptets('15:30–16:15')).toBeUndefined();
    expect(gsmSeptets('Guten Tag 👋')).toBeUndefined();
  });

  it('refuses a text longer than 160 septets or with a character outside the alphabet', () => {
    expect(smsProblem('a'.repeat(160))).toBeUndefined();
    expect(smsProblem('a'.repeat(161))).toBe('the SMS takes 161 of at most 160 characters');
    expect(smsProblem(`${'a'.repeat(159)}€`)).toBe('the SMS takes 161 of at most 160 characters');
    expect(smsProblem('Mittwoch – 15:30')).toMatch(/outside the GSM 03.38 alphabet \(U\+2013\)/);
  });

  it('is checked by the outbox before any transport: a longer one is refused for good and never reaches the provider', async () => {
    const sent: unknown[] = [];
    const transports = { mail: () => ({ name: 'none', send: () => Promise.resolve() }), sms: () => ({ name: 'capture', send: (s: unknown) => Promise.resolve(void sent.push(s)) }) };
    await expect(sendOutgoing({ sms: { ...sms, text: 'x'.repeat(161) } }, transports)).rejects.toMatchObject({ permanent: true });
    await expect(sendOutgoing({ sms: { ...sms, to: '0791234567' } }, transports)).rejects.toMatchObject({ permanent: true });
    expect(sent).toEqual([]);
    await sendOutgoing({ sms }, transports);
    expect(sent).toEqual([sms]);
  });
});
