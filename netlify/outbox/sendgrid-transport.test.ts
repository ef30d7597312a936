/**
 * The REAL @sendgrid/mail client (no module mock) against a capture server on 127.0.0.1, reached
 * through SENDGRID_BASE_URL exactly as the deployed function would be configured.
 */
import { type SubmissionDeps, handleSubmission } from '../submissions/submission-handler';
import { formRequest, jsonRequest, recordingLogger, validFields } from '../testing/contact-test-helpers';
import { type SendGridBody, type SendGridCaptureServer, startSendGridCaptureServer } from '../testing/sendgrid-capture-server';
import { createSendGridService, createSendGridTransport } from './sendgrid-transport';

const apiKey = 'SG.test-key-not-real';
const validJson = { ...validFields, type: 'contact' };
let server: SendGridCaptureServer;

beforeEach(async () => {
  server = await startSendGridCaptureServer();
});
afterEach(async () => {
  await server.close();
});

function call(req: Request, env: Record<string, string> = {}, overrides: Partial<SubmissionDeps> = {}) {
  const log = recordingLogger();
  const deps: SubmissionDeps = {
    env: {
      SENDGRID_API_KEY: apiKey,
      SENDGRID_BASE_URL: server.baseUrl,
      CONTACT_TO: 'team@firma.example',
      CONTACT_FROM: 'website@firma.example',
      CONTEXT: 'production',
      ...env,
    },
    log,
    ...overrides,
  };
  return { log, response: handleSubmission(req, deps) };
}

describe('SendGrid through @sendgrid/mail', () => {
  it('sends the mail SendGrid expects: fixed to/from, visitor as reply_to, text and escaped html', async () => {
    const { response } = call(jsonRequest({ ...validJson, subject: 'Termin\r\nBcc: x@evil.test', message: '<b>Hallo</b>\nZweite Zeile' }));
    const res = await response;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    if (!request) throw new Error('no request captured');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v3/mail/send');
    expect(request.headers.authorization).toBe(`Bearer ${apiKey}`);
    const { body } = request;
    expect(body.personalizations).toEqual([{ to: [{ email: 'team@firma.example' }] }]);
    expect(body.from).toEqual({ email: 'website@firma.example' });
    expect(body.reply_to).toEqual({ email: 'anna@example.ch', name: 'Anna Muster' });
    expect(body.subject).toBe('Kontaktformular: Termin Bcc: x@evil.test');
    expect(body.content).toHaveLength(2);
    expect(body.content[0]).toEqual({ type: 'text/plain', value: expect.stringContaining('<b>Hallo</b>\nZweite Zeile') });
    expect(body.content[1]).toEqual({ type: 'text/html', value: expect.stringContaining('&lt;b&gt;Hallo&lt;/b&gt;') });
    expect(body.content[1]?.value).not.toContain('<b>Hallo');
    expect(body.mail_settings).toBeUndefined();
  });

  it('turns on sandbox mode on a deploy preview', async () => {
    const res = await call(jsonRequest(validJson), { CONTEXT: 'deploy-preview' }).response;
    expect(res.status).toBe(200);
    expect(server.requests[0]?.body.mail_settings).toEqual({ sandbox_mode: { enable: true } });
  });

  it('turns on sandbox mode from the deploy context Netlify passes to the function', async () => {
    const res = await call(jsonRequest(validJson), { CONTEXT: '' }, { deployContext: 'deploy-preview' }).response;
    expect(res.status).toBe(200);
    expect(server.requests[0]?.body.mail_settings).toEqual({ sandbox_mode: { enable: true } });
  });

  it('keeps the test base URL when the EU region is chosen (region first, base URL last)', async () => {
    const res = await call(jsonRequest(validJson), { SENDGRID_DATA_RESIDENCY: 'eu' }).response;
    expect(res.status).toBe(200);
    expect(server.requests).toHaveLength(1);
  });

  it('answers a form post with 303 after sending', async () => {
    const res = await call(formRequest({ ...validFields, language: 'en' })).response;
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/contact/sent');
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    [400, { errors: [{ message: 'The from address does not match a verified Sender Identity.', field: 'from' }] }],
    [401, { errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked' }] }],
    [500, { errors: [{ message: 'Internal error' }] }],
  ])('answers SendGrid %i with 502 send_failed, logging the details and never returning them', async (status, body) => {
    server.reply = { status, body };
    const { response, log } = call(jsonRequest(validJson));
    const res = await response;
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'send_failed' });
    const sendGridMessage = body.errors[0]?.message ?? '';
    expect(text).not.toContain(sendGridMessage);
    const logged = log.lines.map((line) => line.text).join('\n');
    expect(logged).toContain(sendGridMessage);
    expect(logged).toContain(String(status));
    expect(logged).not.toContain(apiKey);
  });

  it('answers a server that never replies with 504 timeout after SENDGRID_TIMEOUT_MS', async () => {
    server.reply = 'hang';
    const started = Date.now();
    const { response, log } = call(jsonRequest(validJson), { SENDGRID_TIMEOUT_MS: '200' });
    const res = await response;
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(log.lines.map((line) => line.text).join('\n')).not.toContain(apiKey);
  });

  it('answers an unreachable SendGrid with 502 send_failed', async () => {
    const unreachable = server.baseUrl;
    await server.close();
    const res = await call(jsonRequest(validJson), { SENDGRID_BASE_URL: unreachable }).response;
    expect(res.status).toBe(502);
    server = await startSendGridCaptureServer(); // for afterEach
  });
});

describe('createSendGridService', () => {
  const defaultRequest = async (settings: Parameters<typeof createSendGridService>[0]) =>
    ((await createSendGridService(settings)) as unknown as { client: { defaultRequest: { baseUrl: string; timeout: number } } }).client
      .defaultRequest;

  it('uses SendGrid’s EU API for SENDGRID_DATA_RESIDENCY=eu and the global one otherwise', async () => {
    const base = { kind: 'sendgrid', apiKey, sandbox: false, timeoutMs: 10_000 } as const;
    expect(await defaultRequest({ ...base, dataResidency: 'eu' })).toMatchObject({
      baseUrl: 'https://api.eu.sendgrid.com/',
      timeout: 10_000,
    });
    expect(await defaultRequest(base)).toMatchObject({ baseUrl: 'https://api.sendgrid.com/' });
  });
});

describe('an invitation through SendGrid', () => {
  const invitation =
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:bk_1@www.example.ch\r\nSUMMARY:Erstgespräch\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

  it('sends it as the mail’s own text/calendar part with its method, after text and HTML, and the file as application/ics', async () => {
    const transport = createSendGridTransport({ kind: 'sendgrid', apiKey, baseUrl: server.baseUrl, sandbox: false, timeoutMs: 5000 });
    await transport.send({
      to: 'team@firma.example',
      from: 'website@firma.example',
      subject: 'Erstgespräch: gebucht',
      text: 'Neue Buchung',
      html: '<p>Neue Buchung</p>',
      attachments: [{ filename: 'erstgespraech.ics', type: 'text/calendar', method: 'REQUEST', content: invitation }],
    });
    const body = server.requests[0]?.body as SendGridBody & {
      attachments?: { type: string; filename: string; disposition: string; content: string }[];
    };
    expect(body.content).toEqual([
      { type: 'text/plain', value: 'Neue Buchung' },
      { type: 'text/html', value: '<p>Neue Buchung</p>' },
      { type: 'text/calendar; method=REQUEST', value: invitation },
    ]);
    expect(body.attachments).toEqual([
      {
        type: 'application/ics',
        filename: 'erstgespraech.ics',
        disposition: 'attachment',
        content: Buffer.from(invitation).toString('base64'),
      },
    ]);
  });
});

describe('an image shown in the HTML part through SendGrid', () => {
  it('sends it inline with its Content-ID, its bytes in base64 as given', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]).toString('base64');
    const transport = createSendGridTransport({ kind: 'sendgrid', apiKey, baseUrl: server.baseUrl, sandbox: false, timeoutMs: 5000 });
    await transport.send({
      to: 'team@firma.example',
      from: 'website@firma.example',
      subject: 'Website-Zahlen KW 47',
      text: 'Gebucht: ▁▃█',
      html: '<img src="cid:weekly-chart" alt="Gebucht je Woche">',
      attachments: [
        { filename: 'gebucht.png', type: 'image/png', content: png, encoding: 'base64', contentId: 'weekly-chart', disposition: 'inline' },
      ],
    });
    const body = server.requests[0]?.body as SendGridBody & { attachments?: Record<string, string>[] };
    expect(body.content).toEqual([
      { type: 'text/plain', value: 'Gebucht: ▁▃█' },
      { type: 'text/html', value: '<img src="cid:weekly-chart" alt="Gebucht je Woche">' },
    ]);
    expect(body.attachments).toEqual([
      { type: 'image/png', filename: 'gebucht.png', disposition: 'inline', content_id: 'weekly-chart', content: png },
    ]);
  });
});
