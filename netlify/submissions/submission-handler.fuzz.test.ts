/**
 * Property-based fuzzing of the contact handler: random methods, content types, headers and bodies,
 * biased towards almost-valid submissions full of line breaks and control characters so that many
 * of them really reach the (capturing) transport. Two promises must hold for every input: no 5xx,
 * and no CR/LF or other control character in any header field of an outgoing mail.
 */
import fc from 'fast-check';
import type { TeamMail } from '../outbox/mail';
import { handleSubmission } from './submission-handler';
import { formAnswerPolicy } from '../shared/built-page';
import { elements, parsePage } from '../shared/page-markup';
import { captureTransport, functionUrl, recordingLogger } from '../testing/contact-test-helpers';
import { choiceQuestions } from '../../src/forms/request/questions';

// What a form post with a problem gets back is its page with the values put in: this one has a place for each.
const formPage = [
  '<html><head><title>Form</title></head><body><form><div data-form-problems="" hidden=""></div>',
  '<p data-field-error="name" hidden=""></p><input name="name" type="text"/><input name="email" type="email"/>',
  '<input type="checkbox" name="topics" value="adhd"/><textarea name="message"></textarea></form></body></html>',
].join('');

// 10,000 in CI (issue 30); FUZZ_RUNS may ask for more locally.
const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const now = 1_760_000_000_000;
const headerBreaker = /[\p{Cc}\u2028\u2029]/u;

const injections = [
  '\r\n',
  '\n',
  '\r',
  '\u0000',
  '\u2028',
  '\u0085',
  '\u007f',
  '\r\nBcc: victim@example.com',
  '%0d%0a',
  '"',
  ',',
  ';',
  '<',
  '>',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
];
/**
 * Text that mixes ordinary words with every kind of header breaker, in any Unicode. Mostly it
 * starts with a word, so it passes validation and shows what reaches the mail.
 */
const hostileText = fc
  .tuple(
    fc.oneof({ weight: 6, arbitrary: fc.constantFrom('Anna', 'Termin', 'Ü') }, { weight: 1, arbitrary: fc.constant('') }),
    fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom('Hallo Welt', ...injections)), { maxLength: 6 }),
  )
  .map(([word, parts]) => word + parts.join(''));

const email = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('anna@example.ch', 'o.brien+x@mail.example.co.uk') },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('anna@example.ch', 'x@y.ch'), fc.constantFrom(...injections)).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: hostileText },
);

const startedAt = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 3000, max: 86_400_000 }).map((ago) => now - ago),
  fc.integer({ min: -10_000, max: 2999 }).map((ago) => now - ago),
  fc.string({ maxLength: 20 }),
);

/** Almost-valid submissions: the right keys with hostile, sometimes missing or wrongly typed, values. */
// The form's keys are all present, then now and then one is dropped.
const submission = fc
  .record(
    {
      name: fc.oneof({ weight: 10, arbitrary: hostileText }, { weight: 1, arbitrary: fc.anything() }),
      email: fc.oneof({ weight: 10, arbitrary: email }, { weight: 1, arbitrary: fc.anything() }),
      subject: fc.oneof({ weight: 10, arbitrary: hostileText }, { weight: 1, arbitrary: fc.anything() }),
      message: fc.oneof({ weight: 10, arbitrary: hostileText }, { weight: 1, arbitrary: fc.string({ minLength: 4990, maxLength: 5010 }) }),
      type: fc.oneof({ weight: 10, arbitrary: fc.constant('contact') }, { weight: 1, arbitrary: fc.anything() }),
      language: fc.oneof(fc.constantFrom('de', 'en'), fc.string({ maxLength: 5 })),
      website: fc.oneof({ weight: 10, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }),
      startedAt,
    },
    { requiredKeys: ['name', 'email', 'subject', 'message', 'type'] },
  )
  .chain((record) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(record) },
      { weight: 1, arbitrary: fc.constantFrom(...Object.keys(record)).map((key) => dropKey(record, key)) },
    ),
  );

/** First-consultation requests: known answers mostly, hostile or wrongly typed ones now and then. */
const choice = (options: readonly string[]) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...options) },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.anything() },
  );
const choices = (options: readonly string[]) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.array(fc.constantFrom(...options), { maxLength: options.length + 2 }) },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.anything() },
  );
const requestSubmission = fc.record(
  {
    type: fc.constant('consultation'),
    forWhom: choice(choiceQuestions.forWhom.options),
    topics: choices(choiceQuestions.topics.options),
    topicOther: hostileText,
    days: choices(choiceQuestions.days.options),
    times: choices(choiceQuestions.times.options),
    place: choice(choiceQuestions.place.options),
    needs: hostileText,
    message: hostileText,
    name: fc.oneof({ weight: 10, arbitrary: hostileText }, { weight: 1, arbitrary: fc.anything() }),
    channel: choice(choiceQuestions.channel.options),
    noCalls: fc.oneof(fc.constantFrom('yes', ''), fc.anything()),
    email,
    phone: fc.oneof(fc.constantFrom('044 000 00 00', '+41 79 123 45 67', ''), hostileText),
    language: fc.oneof(fc.constantFrom('de', 'en'), fc.string({ maxLength: 5 })),
    website: fc.oneof({ weight: 10, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }),
    startedAt,
  },
  { requiredKeys: ['type', 'name', 'channel'] },
);

function dropKey(record: Record<string, unknown>, dropped: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== dropped));
}

/** A list of texts becomes repeated fields, as ticked checkboxes post them. */
const asForm = (record: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(record).flatMap(([key, value]): [string, string][] => {
      if (value === undefined) return [];
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.map((item) => [key, item]);
      return [[key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')]];
    }),
  ).toString();

const body = fc.oneof(
  { weight: 6, arbitrary: submission.map((record) => ({ json: JSON.stringify(record), form: asForm(record) })) },
  { weight: 4, arbitrary: requestSubmission.map((record) => ({ json: JSON.stringify(record), form: asForm(record) })) },
  {
    weight: 1,
    arbitrary: fc.jsonValue().map((value) => ({ json: JSON.stringify(value) ?? '', form: asForm({ name: JSON.stringify(value) }) })),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ json: text, form: text })) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 16_000, max: 17_000 }).map((n) => ({ json: 'x'.repeat(n), form: `message=${'x'.repeat(n)}` })),
  },
);

const contentType = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON') },
  { weight: 5, arbitrary: fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded;charset=UTF-8') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/xml', '', 'json') },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const method = fc.oneof(
  { weight: 12, arbitrary: fc.constant('POST') },
  { weight: 1, arbitrary: fc.constantFrom('GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'post', 'TRACE2') },
);

/** Printable ASCII only: the fetch Headers class rejects anything else before the handler could see it. */
const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 });
const extraHeaders = fc.record(
  {
    'content-length': fc.oneof(fc.nat({ max: 20_000 }).map(String), headerValue),
    referer: fc.oneof(fc.constantFrom('https://example.ch/en/contact', 'https://example.ch/contact'), headerValue),
    'x-forwarded-for': headerValue,
    // Mostly what a browser sends on our own page, sometimes another site's or nonsense.
    'sec-fetch-site': fc.oneof(
      { weight: 12, arbitrary: fc.constant('same-origin') },
      fc.constantFrom('cross-site', 'same-site', 'none'),
      headerValue,
    ),
    origin: fc.oneof(
      { weight: 12, arbitrary: fc.constant('http://localhost') },
      fc.constantFrom('https://evil.example', 'null'),
      headerValue,
    ),
  },
  { requiredKeys: [] },
);

function buildRequest(m: string, type: string | undefined, b: { json: string; form: string }, headers: Record<string, string>): Request {
  const allHeaders: Record<string, string> = { ...headers, ...(type === undefined ? {} : { 'content-type': type }) };
  const upper = m.toUpperCase();
  const text = type?.toLowerCase().includes('form') ? b.form : b.json;
  return new Request(functionUrl, { method: m, headers: allHeaders, body: upper === 'GET' || upper === 'HEAD' ? null : text });
}

function headerFields(mail: TeamMail): string[] {
  return [mail.to, mail.from, mail.replyTo?.email ?? '', mail.replyTo?.name ?? '', mail.subject];
}

it(`never answers 5xx and never lets a control character into a mail header (${runs} random requests)`, async () => {
  const statuses = new Map<number, number>();
  let executed = 0;
  let mailsSent = 0;
  let pagesAnswered = 0;

  await fc.assert(
    fc.asyncProperty(method, contentType, body, extraHeaders, async (m, type, b, headers) => {
      executed += 1;
      const transport = captureTransport();
      const res = await handleSubmission(buildRequest(m, type, b, headers), {
        env: {},
        now: () => now,
        log: recordingLogger(),
        transport,
        loadPage: async () => ({ html: formPage, policy: formAnswerPolicy }),
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status).toBeLessThan(500);
      if (res.status === 303) {
        expect(res.headers.get('location')).toMatch(
          // A form's answer page, or (an address opened by a browser) the form itself.
          /^\/(en\/)?(contact|erstgespraech|contact\/(sent|error\?[a-z_=&]+)|erstgespraech\/danke(\?[a-z]+=[a-zA-Z%0-9]+(&[a-zA-Z]+=[a-zA-Z%0-9]+)*)?)$/,
        );
      }
      if (res.headers.get('content-type')?.startsWith('text/html')) {
        pagesAnswered += 1;
        const html = await res.text();
        // Whatever was typed stays text: no element of the visitor's reaches the page (read as a browser
        // reads it; "<script>" inside a quoted value is that value's text).
        expect(elements(parsePage(html), (element) => element.tagName === 'script' || element.tagName === 'img')).toEqual([]);
        expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
      }
      for (const mail of transport.sent) {
        mailsSent += 1;
        for (const field of headerFields(mail)) expect(field).not.toMatch(headerBreaker);
      }
    }),
    { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
  );

  console.log(
    `contact fuzz: ${executed} requests, ${mailsSent} mails sent, ${pagesAnswered} form pages answered, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
  expect(executed).toBe(runs);
  // Without this the property could pass vacuously, every input rejected before the transport.
  expect(mailsSent).toBeGreaterThan(runs / 10);
  expect(pagesAnswered).toBeGreaterThan(runs / 50);
}, 300_000);
