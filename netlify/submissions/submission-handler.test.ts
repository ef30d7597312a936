import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { securityHeaders } from '../../src/site/security-headers';
import { type SubmissionDeps, handleSubmission } from './submission-handler';
import { formAnswerPolicy } from '../shared/built-page';
import { captureTransport, formRequest, functionUrl, jsonRequest, recordingLogger, validFields } from '../testing/contact-test-helpers';

const now = 1_760_000_000_000;
const validJson = { ...validFields, type: 'contact' };

function setup(overrides: Partial<SubmissionDeps> = {}) {
  const transport = captureTransport();
  const log = recordingLogger();
  // No page to load unless a test gives one: the answers then fall back to the redirects.
  const deps: SubmissionDeps = { env: {}, now: () => now, log, transport, loadPage: async () => null, ...overrides };
  return { transport, log, call: (req: Request) => handleSubmission(req, deps) };
}

describe('handleSubmission: JSON', () => {
  it('sends a valid message and answers 200 {ok: true}', async () => {
    const { call, transport } = setup();
    const res = await call(jsonRequest(validJson));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({ replyTo: { email: 'anna@example.ch' }, subject: 'Kontaktformular: Erstgespräch' });
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'])('answers %s asking for JSON with 405 and Allow: POST', async (method) => {
    const { call, transport } = setup();
    const res = await call(new Request(functionUrl, { method, headers: { Accept: 'application/json' } }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    if (method !== 'HEAD') expect(await res.json()).toEqual({ error: 'method_not_allowed' });
    expect(transport.sent).toHaveLength(0);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['multipart/form-data', 'multipart/form-data; boundary=x'],
    ['a missing content type', undefined],
  ])('answers %s with 415', async (_, contentType) => {
    const { call } = setup();
    const headers: Record<string, string> = contentType ? { 'Content-Type': contentType } : {};
    const res = await call(new Request(functionUrl, { method: 'POST', headers, body: contentType ? '{}' : null }));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'unsupported_media_type' });
  });

  it('accepts content type parameters and any letter case', async () => {
    const { call } = setup();
    const res = await call(jsonRequest(validJson, { 'Content-Type': 'Application/JSON; charset=UTF-8' }));
    expect(res.status).toBe(200);
  });

  it('answers a body over 16 KB with 413 and sends nothing', async () => {
    const { call, transport } = setup();
    const res = await call(jsonRequest({ ...validJson, message: 'x'.repeat(16 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'payload_too_large' });
    expect(transport.sent).toHaveLength(0);
  });

  it('answers a declared Content-Length over 16 KB with 413 without reading the body', async () => {
    const { call } = setup();
    const res = await call(jsonRequest(validJson, { 'Content-Length': String(16 * 1024 + 1) }));
    expect(res.status).toBe(413);
  });

  it('accepts a body of exactly 16 KB', async () => {
    const { call } = setup();
    const base = JSON.stringify({ ...validJson, padding: '' });
    const body = JSON.stringify({ ...validJson, padding: 'p'.repeat(16 * 1024 - Buffer.byteLength(base)) });
    expect(Buffer.byteLength(body)).toBe(16 * 1024);
    expect((await call(jsonRequest(body))).status).toBe(200);
  });

  it.each(['{', '', 'null', '[]', '"contact"', '42', '{"name":'])('answers malformed JSON %j with 400 invalid_json', async (body) => {
    const { call } = setup();
    const res = await call(jsonRequest(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_json' });
  });

  it.each([undefined, 'newsletter', 1, ['contact']])('answers type %j with 400 invalid_type', async (type) => {
    const { call } = setup();
    const res = await call(jsonRequest({ ...validFields, type }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_type' });
  });

  it.each([
    [{ name: '' }, 'required', 'name'],
    [{ name: 'n'.repeat(101) }, 'too_long', 'name'],
    [{ email: '' }, 'required', 'email'],
    [{ email: 'anna' }, 'invalid', 'email'],
    [{ email: 'anna@example.ch\r\nBcc: x@y.ch' }, 'invalid', 'email'],
    [{ subject: ' ' }, 'required', 'subject'],
    [{ subject: 's'.repeat(151) }, 'too_long', 'subject'],
    [{ message: '' }, 'required', 'message'],
    [{ message: 'm'.repeat(5001) }, 'too_long', 'message'],
    [{ name: 42 }, 'invalid', 'name'],
  ])('answers %j with 422 {error: %s, field: %s}', async (change, error, field) => {
    const { call, transport } = setup();
    const res = await call(jsonRequest({ ...validJson, ...change }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error, field });
    expect(transport.sent).toHaveLength(0);
  });

  it('answers a filled honeypot with 200 but sends nothing and logs it', async () => {
    const { call, transport, log } = setup();
    const res = await call(jsonRequest({ ...validJson, website: 'https://spam.example' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(transport.sent).toHaveLength(0);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'info', text: expect.stringMatching(/honeypot/) }));
  });

  it('treats an empty or blank honeypot as a person', async () => {
    const { call, transport } = setup();
    await call(jsonRequest({ ...validJson, website: '' }));
    await call(jsonRequest({ ...validJson, website: '  ' }));
    expect(transport.sent).toHaveLength(2);
  });

  it('answers a form sent under 3 s after it was started with 200 but sends nothing', async () => {
    const { call, transport, log } = setup();
    const res = await call(jsonRequest({ ...validJson, startedAt: now - 2999 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(transport.sent).toHaveLength(0);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'info', text: expect.stringMatching(/2999 ms/) }));
  });

  it.each([
    ['3 s after the start', now - 3000],
    ['a start given as digits', String(now - 60_000)],
    ['no start at all', undefined],
    ['a start that is not a number', 'soon'],
    ['a start in the future (visitor clock ahead)', now + 60_000],
  ])('sends with %s', async (_, startedAt) => {
    const { call, transport } = setup();
    const res = await call(jsonRequest({ ...validJson, startedAt }));
    expect(res.status).toBe(200);
    expect(transport.sent).toHaveLength(1);
  });

  it('checks the honeypot before validating, so bots learn nothing', async () => {
    const { call } = setup();
    const res = await call(jsonRequest({ type: 'contact', website: 'x' }));
    expect(res.status).toBe(200);
  });

  it('answers a transport rejection with 502 send_failed and logs the details, never returning them', async () => {
    const { call, log } = setup({ transport: captureTransport('send_failed') });
    const res = await call(jsonRequest(validJson));
    expect(res.status).toBe(502);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: 'send_failed' });
    expect(body).not.toContain('secretLooking');
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'error', text: expect.stringMatching(/secretLooking/) }));
  });

  it('answers a transport time-out with 504 timeout', async () => {
    const { call } = setup({ transport: captureTransport('timeout') });
    const res = await call(jsonRequest(validJson));
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: 'timeout' });
  });

  it('answers an unexpected transport error with 502 send_failed', async () => {
    const { call } = setup({ transport: captureTransport('crash') });
    expect((await call(jsonRequest(validJson))).status).toBe(502);
  });

  it.each([
    ['the CONTEXT variable', { env: { CONTEXT: 'production' } }],
    ['the deploy context Netlify passes', { env: {}, deployContext: 'production' }],
  ])('answers 500 not_configured in production without a SendGrid key (%s)', async (_, overrides) => {
    const { call, transport, log } = setup({ ...overrides, transport: undefined });
    const res = await call(jsonRequest(validJson));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'not_configured' });
    expect(transport.sent).toHaveLength(0);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'error', text: expect.stringMatching(/SENDGRID_API_KEY/) }));
  });

  it('still answers invalid input with 422 when not configured', async () => {
    const { call } = setup({ env: { CONTEXT: 'production' } });
    expect((await call(jsonRequest({ ...validJson, name: '' }))).status).toBe(422);
  });
});

describe('handleSubmission: form posts without JavaScript', () => {
  it.each([
    ['de', '/contact/sent'],
    ['en', '/en/contact/sent'],
  ])('redirects a sent %s form with 303 to %s', async (language, location) => {
    const { call, transport } = setup();
    const res = await call(formRequest({ ...validFields, language, website: '', startedAt: String(now - 10_000) }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]?.text).toContain('Ich möchte einen Termin.');
  });

  it.each([
    ['de', { name: '' }, '/contact/error?error=required&field=name'],
    ['en', { name: '' }, '/en/contact/error?error=required&field=name'],
    ['de', { email: 'anna' }, '/contact/error?error=invalid&field=email'],
    ['en', { message: 'm'.repeat(5001) }, '/en/contact/error?error=too_long&field=message'],
  ])('redirects an invalid %s form with 303 to the error notice when its page cannot be loaded', async (language, change, location) => {
    const { call } = setup();
    const res = await call(formRequest({ ...validFields, ...change, language }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });

  it.each([
    ['send_failed', '/en/contact/error?error=send_failed'],
    ['timeout', '/en/contact/error?error=timeout'],
  ] as const)('redirects a %s delivery to the failure notice when the page cannot be loaded', async (fail, location) => {
    const { call } = setup({ transport: captureTransport(fail) });
    const res = await call(formRequest({ ...validFields, language: 'en' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });

  it('redirects not_configured to the failure notice', async () => {
    const { call } = setup({ env: { CONTEXT: 'production' }, transport: undefined });
    const res = await call(formRequest({ ...validFields, language: 'de' }));
    expect(res.headers.get('location')).toBe('/contact/error?error=not_configured');
  });

  it('pretends success to a bot that filled the honeypot', async () => {
    const { call, transport } = setup();
    const res = await call(formRequest({ ...validFields, language: 'en', website: 'spam' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/contact/sent');
    expect(transport.sent).toHaveLength(0);
  });

  it('pretends success to a bot that was too fast', async () => {
    const { call, transport } = setup();
    const res = await call(formRequest({ ...validFields, startedAt: String(now - 500) }));
    expect(res.headers.get('location')).toBe('/contact/sent');
    expect(transport.sent).toHaveLength(0);
  });

  it('rejects a form whose type is not contact, but allows it to be left out', async () => {
    const { call } = setup();
    const res = await call(formRequest({ ...validFields, type: 'other' }));
    expect(res.headers.get('location')).toBe('/contact/error?error=invalid_type');
    expect((await call(formRequest({ ...validFields, type: 'contact' }))).headers.get('location')).toBe('/contact/sent');
  });

  it('redirects a form over 16 KB to the failure notice, in the language of the page it came from', async () => {
    const { call, transport } = setup();
    const res = await call(formRequest({ ...validFields, message: 'ü'.repeat(3000) }, { Referer: 'https://example.ch/en/contact' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/contact/error?error=payload_too_large');
    expect(transport.sent).toHaveLength(0);
  });

  it('falls back to German without a language field or a usable Referer', async () => {
    const { call } = setup();
    const res = await call(formRequest({ ...validFields, name: '', language: 'fr' }, { Referer: 'not a url' }));
    expect(res.headers.get('location')).toBe('/contact/error?error=required&field=name');
  });
});

describe('handleSubmission: the outbox (no SendGrid key outside production)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'contact-outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each message as JSON and readable text into CONTACT_OUTBOX_DIR and logs where', async () => {
    const { call, log } = setup({ transport: undefined, env: { CONTACT_OUTBOX_DIR: dir, CONTEXT: 'dev' } });
    const res = await call(jsonRequest({ ...validJson, language: 'en' }));
    expect(res.status).toBe(200);

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^2025-10-09T08-53-20-000Z-[0-9a-f]{8}\.json$/);
    expect(files[1]).toBe(files[0]?.replace(/\.json$/, '.txt'));

    const mail = JSON.parse(await readFile(path.join(dir, files[0] ?? ''), 'utf8'));
    expect(mail).toMatchObject({
      to: 'kontakt@example.invalid',
      from: 'website@example.invalid',
      replyTo: { email: 'anna@example.ch', name: 'Anna Muster' },
      subject: 'Kontaktformular: Erstgespräch',
    });
    const text = await readFile(path.join(dir, files[1] ?? ''), 'utf8');
    expect(text).toContain('Subject: Kontaktformular: Erstgespräch');
    expect(text).toContain('Reply-To: Anna Muster <anna@example.ch>');
    expect(text).toContain('Ich möchte einen Termin.');
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 'info', text: expect.stringContaining(path.join(dir, files[0] ?? '')) }),
    );
  });

  it('uses <cwd>/outbox and the configured addresses by default', async () => {
    const { call } = setup({
      transport: undefined,
      cwd: dir,
      env: { CONTACT_TO: 'team@firma.example', CONTACT_FROM: 'web@firma.example' },
    });
    expect((await call(jsonRequest(validJson))).status).toBe(200);
    const files = await readdir(path.join(dir, 'outbox'));
    const json = files.find((f) => f.endsWith('.json')) ?? '';
    const mail = JSON.parse(await readFile(path.join(dir, 'outbox', json), 'utf8'));
    expect(mail).toMatchObject({ to: 'team@firma.example', from: 'web@firma.example' });
  });

  it('answers 502 when the outbox cannot be written', async () => {
    const blocked = path.join(dir, 'a-file');
    await writeFile(blocked, '');
    const { call, log } = setup({ transport: undefined, env: { CONTACT_OUTBOX_DIR: blocked } });
    const res = await call(jsonRequest(validJson));
    expect(res.status).toBe(502);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'error', text: expect.stringMatching(/outbox/) }));
  });
});

describe('handleSubmission: a form post with a problem gets its page back, everything typed in it', () => {
  const page = (language: string) =>
    [
      `<html lang="${language}"><head><title>Form</title><script src="/app.js"></script></head><body>`,
      '<form><div data-form-problems="" hidden=""></div><p data-field-error="phone" hidden=""></p>',
      '<input name="name" type="text"/><input name="phone" type="tel"/><input name="email" type="email"/>',
      '<input type="radio" name="channel" value="email" checked=""/><input type="radio" name="channel" value="phone"/>',
      '<input type="checkbox" name="topics" value="adhd"/><input type="checkbox" name="topics" value="autism"/>',
      '<input type="text" name="subject"/><textarea name="message"></textarea><input name="website" type="text"/>',
      '</form><a href="mailto:hello@example.ch">hello@example.ch</a></body></html>',
    ].join('');
  const loaded: string[] = [];
  const loadPage = async (pagePath: string) => {
    loaded.push(pagePath);
    return { html: page(pagePath.startsWith('/en/') ? 'en' : 'de'), policy: "default-src 'self'" };
  };
  const post = (body: string) =>
    new Request(functionUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });

  it('a request missing the phone it asks to be called on: 200, the request page in its language, the values, the reasons', async () => {
    const { call, transport } = setup({ loadPage });
    const res = await call(post('type=consultation&language=en&channel=phone&topics=adhd&topics=autism&name=Eva&website='));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(loaded.at(-1)).toBe('/en/erstgespraech');
    const html = await res.text();
    expect(html).toContain('<title>Error: Form</title>');
    expect(html).toContain('<h2>Please check your answers</h2>');
    expect(html).toContain('<a href="#request-phone">Please enter your phone number so that we can call you.</a>');
    expect(html).toContain('<p data-field-error="phone">Please enter your phone number so that we can call you.</p>');
    expect(html).toContain('name="name" type="text" value="Eva"');
    expect(html).toContain('value="phone" checked=""');
    expect(html).toContain('value="adhd" checked=""');
    expect(html).toContain('value="autism" checked=""');
    expect(html).not.toContain('<script');
    expect(transport.sent).toHaveLength(0);
  });

  it('a contact message that cannot be delivered: the contact page, the values, and the address to write to', async () => {
    const { call } = setup({ loadPage, transport: captureTransport('send_failed') });
    const res = await call(post(new URLSearchParams({ ...validFields, language: 'de' }).toString()));
    expect(loaded.at(-1)).toBe('/contact');
    const html = await res.text();
    expect(html).toContain('<h2>Fehler beim Senden</h2>');
    expect(html).toContain('hello@example.ch.</li>');
    expect(html).toContain('name="subject" value="Erstgespräch"');
    expect(html).toContain('Ich möchte einen Termin.</textarea>');
  });

  it('a request sent without JavaScript goes to the confirmation with the channel and times chosen', async () => {
    const { call, transport } = setup({ loadPage });
    const res = await call(post('type=consultation&language=de&channel=email&email=eva%40example.ch&name=Eva&days=fri&noCalls=yes'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/erstgespraech/danke?channel=email&days=fri&noCalls=1');
    expect(transport.sent[0]?.subject).toBe('Erstgespräch: Per E-Mail');
  });
});

describe('handleSubmission: first-consultation requests as JSON', () => {
  const request = { type: 'consultation', language: 'de', name: 'Eva', channel: 'video', email: 'eva@example.ch', topics: ['autism'] };

  it('sends the request mail and answers {ok: true}', async () => {
    const { call, transport } = setup();
    const res = await call(jsonRequest(request));
    expect(await res.json()).toEqual({ ok: true });
    expect(transport.sent[0]?.subject).toBe('Erstgespräch: Autismus, Per Videoanruf');
  });

  it('answers 422 with the first problem, in the form order', async () => {
    const { call, transport } = setup();
    const res = await call(jsonRequest({ ...request, name: '', email: 'kaputt' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'required', field: 'name' });
    expect(transport.sent).toHaveLength(0);
  });

  it('refuses an unknown type', async () => {
    const { call } = setup();
    const res = await call(jsonRequest({ ...request, type: 'newsletter' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_type' });
  });
});

describe('handleSubmission: the page of a no-JavaScript answer comes from the build, never from the request', () => {
  let root: string;
  let foreign: Server;
  let foreignRequests = 0;
  let foreignOrigin: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'bundle-root-'));
    await mkdir(path.join(root, 'public', 'en'), { recursive: true });
    const ours =
      '<html><head><title>Contact</title><script>ours()</script></head><body><form><div data-form-problems="" hidden=""></div><input name="name" type="text"/></form>OUR PAGE</body></html>';
    await writeFile(path.join(root, 'public', 'en', 'contact.html'), ours);
    // Another server on this machine, as the review found it: its own body and a lax policy.
    foreign = createServer((_, res) => {
      foreignRequests += 1;
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'unsafe-inline'" });
      res.end('<html><body><form><div data-form-problems="" hidden=""></div></form><img src=x onerror=alert(1)>FOREIGN</body></html>');
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    foreignOrigin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => foreign.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('a post addressed to another host gets our built page, with our fixed policy, and nothing is fetched', async () => {
    const { call } = setup({ env: { LAMBDA_TASK_ROOT: root }, loadPage: undefined });
    const res = await call(
      new Request(`${foreignOrigin}/.netlify/functions/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'language=en&name=&email=anna%40example.ch&subject=Hallo&message=Test',
      }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('OUR PAGE');
    expect(html).not.toContain('FOREIGN');
    expect(html).not.toMatch(/<script|onerror/);
    expect(res.headers.get('content-security-policy')).toBe(formAnswerPolicy);
    expect(foreignRequests).toBe(0);
  });

  it('without the page in the bundle, the answer is the redirect to the error page', async () => {
    const { call } = setup({ env: { LAMBDA_TASK_ROOT: path.join(root, 'nothing-here') }, loadPage: undefined });
    const res = await call(formRequest({ language: 'en', name: '', email: 'anna@example.ch', subject: 'x', message: 'y' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/contact/error?error=required&field=name');
  });
});

describe('handleSubmission: posts from another site are refused', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (another subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ['only an Origin of another site (an older browser)', { Origin: 'https://evil.example' }],
    ['Origin: null (an opaque origin)', { Origin: 'null' }],
  ])('JSON with %s: 403 cross_site, nothing sent', async (_, headers) => {
    const { call, transport, log } = setup();
    const res = await call(jsonRequest(validJson, headers));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'cross_site' });
    expect(transport.sent).toHaveLength(0);
    expect(log.lines.some((line) => line.text.startsWith('contact: refused a post from another site'))).toBe(true);
  });

  it('a form post from another site goes to the error page that says why, in its language', async () => {
    const { call, transport } = setup();
    const res = await call(
      formRequest({ ...validFields, language: 'en' }, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/contact/error?error=cross_site');
    expect(transport.sent).toHaveLength(0);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' }],
    ['only our own Origin', { Origin: 'http://localhost' }],
    ['neither header (an old browser)', {}],
  ])('a post with %s is taken', async (_, headers) => {
    const { call, transport } = setup();
    const res = await call(formRequest({ ...validFields, language: 'de' }, headers));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact/sent');
    expect(transport.sent).toHaveLength(1);
  });
});

describe('handleSubmission: the address opened in a browser (a bookmark or the history of a no-JavaScript answer)', () => {
  const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const open = (query: string, headers: Record<string, string> = {}) =>
    new Request(`${functionUrl}${query}`, { method: 'GET', headers: { Accept: html, ...headers } });

  it.each([
    ['the request form, German', '?type=consultation&language=de', {}, '/erstgespraech'],
    ['the request form, English', '?type=consultation&language=en', {}, '/en/erstgespraech'],
    ['the contact form, English', '?type=contact&language=en', {}, '/en/contact'],
    ['the bare address: the contact form in German', '', {}, '/contact'],
    ['the bare address, English by the page it came from', '', { Referer: 'https://example.ch/en/erstgespraech' }, '/en/contact'],
    ['the bare address, German whatever the browser prefers', '', { 'Accept-Language': 'en-GB,en;q=0.9' }, '/contact'],
    [
      'the address names the language, whatever the browser prefers',
      '?type=consultation&language=de',
      { 'Accept-Language': 'en' },
      '/erstgespraech',
    ],
    ['an unknown form: the contact form', '?type=other&language=en', {}, '/en/contact'],
  ])('%s: 303 to its page, nothing sent', async (_, query, headers, location) => {
    const { call, transport } = setup();
    const res = await call(open(query, headers));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(transport.sent).toHaveLength(0);
  });

  it('also without an Accept header (no JSON asked for)', async () => {
    const { call } = setup();
    const res = await call(new Request(`${functionUrl}?type=consultation&language=en`));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/erstgespraech');
  });
});

describe('handleSubmission: every answer carries the site’s security headers', () => {
  it.each([
    ['200 JSON', () => jsonRequest(validJson)],
    ['405', () => new Request(functionUrl, { method: 'GET', headers: { Accept: 'application/json' } })],
    ['303 of an address opened', () => new Request(functionUrl, { method: 'GET' })],
    ['415', () => new Request(functionUrl, { method: 'POST', body: 'x' })],
    ['422 JSON', () => jsonRequest({ ...validJson, email: 'kaputt' })],
    ['303 redirect', () => formRequest({ ...validFields })],
    ['403 cross-site', () => jsonRequest(validJson, { 'Sec-Fetch-Site': 'cross-site' })],
  ])('%s', async (_, request) => {
    const { call } = setup();
    const res = await call(request());
    for (const [name, value] of Object.entries(securityHeaders)) expect([name, res.headers.get(name)]).toEqual([name, value]);
  });

  it('the page of a no-JavaScript answer too', async () => {
    const { call } = setup({
      loadPage: async () => ({ html: '<html><body><div data-form-problems="" hidden=""></div></body></html>', policy: formAnswerPolicy }),
    });
    const res = await call(formRequest({ ...validFields, name: '' }));
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(securityHeaders)) expect([name, res.headers.get(name)]).toEqual([name, value]);
  });
});
