/**
 * No message is lost: the REAL @sendgrid/mail client against the capture server made to fail each
 * way SendGrid can, and a real Netlify Blobs server (@netlify/blobs/server, the one @netlify/dev
 * runs) reached through NETLIFY_BLOBS_CONTEXT exactly as on Netlify. The fault table at the end is
 * printed for the record.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type SubmissionDeps, handleSubmission } from '../submissions/submission-handler';
import { deliverWaitingMessages } from './deliver-waiting';
import { siteMessageKinds } from '../submissions/message-kinds';
import { type WaitingMessage, type WaitingStore, keepWaitingDays, listWaitingKeys, openWaitingStore } from './waiting-messages';
import { previewWaitingStoreName, waitingStoreName } from '../shared/mail-settings';
import { formRequest, jsonRequest, recordingLogger, validFields } from '../testing/contact-test-helpers';
import { startLocalBlobs } from '../testing/local-blobs';
import { type SendGridCaptureServer, startSendGridCaptureServer } from '../testing/sendgrid-capture-server';

const minute = 60_000;
let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
let sendGrid: SendGridCaptureServer;
let store: WaitingStore;

let previewStore: WaitingStore;

beforeAll(async () => {
  blobs = await startLocalBlobs();
  store = openWaitingStore(waitingStoreName);
  previewStore = openWaitingStore(previewWaitingStoreName);
});

afterAll(() => blobs.stop());

beforeEach(async () => {
  sendGrid = await startSendGridCaptureServer();
  for (const emptied of [store, previewStore]) for (const key of await listWaitingKeys(emptied)) await emptied.delete(key);
});
afterEach(() => sendGrid.close());

const env = () => ({
  SENDGRID_API_KEY: 'SG.test-key-not-real',
  SENDGRID_BASE_URL: sendGrid.baseUrl,
  SENDGRID_TIMEOUT_MS: '300',
  CONTACT_TO: 'team@firma.example',
  CONTACT_FROM: 'website@firma.example',
  CONTEXT: 'production',
});

function send(req: Request, overrides: Partial<SubmissionDeps> = {}) {
  const log = recordingLogger();
  return { log, response: handleSubmission(req, { env: env(), log, loadPage: async () => null, ...overrides }) };
}

/** A scheduled run, `later` after now (so the first backoff has passed). */
function run(later = 10 * minute, overrides: Partial<Parameters<typeof deliverWaitingMessages>[0]> = {}) {
  const log = recordingLogger();
  // The run's own time budget is the wall clock's (15 s): on a busy CI machine it cut a run short. These
  // tests are about what a run does, so theirs is a minute.
  const deps = { env: env(), log, now: () => Date.now() + later, budgetMs: 60_000, ...overrides };
  const report = deliverWaitingMessages({ kinds: siteMessageKinds(deps), ...deps });
  return { log, report };
}

async function entries(): Promise<WaitingMessage[]> {
  const keys = await listWaitingKeys(store);
  return Promise.all(keys.map(async (key) => (await store.get(key, { type: 'json' })) as WaitingMessage));
}

type Fault = 'connection refused' | 'HTTP 500' | 'HTTP 401' | 'HTTP 403' | 'timeout';
const faults: Fault[] = ['connection refused', 'HTTP 500', 'HTTP 401', 'HTTP 403', 'timeout'];

async function breakSendGrid(fault: Fault) {
  if (fault === 'connection refused') return sendGrid.refuseConnections();
  if (fault === 'timeout') sendGrid.reply = 'hang';
  else sendGrid.reply = { status: Number(fault.slice(5)), body: { errors: [{ message: `${fault} from the capture server` }] } };
}

async function repairSendGrid(fault: Fault) {
  if (fault === 'connection refused') await sendGrid.acceptConnections();
  sendGrid.reply = { status: 202 };
}

const table: string[] = [
  '| failure | path | stored | answered | delivered after recovery | store empty after |',
  '| --- | --- | --- | --- | --- | --- |',
];
afterAll(() => console.log(`Fault table:\n${table.join('\n')}`));

describe.each(faults)('SendGrid fails: %s', (fault) => {
  it.each(['JSON', 'form post'] as const)(
    'keeps the message, answers the visitor honestly (%s), and the scheduled run delivers it',
    async (way) => {
      await breakSendGrid(fault);
      const subject = `${fault} ${way}`;
      const fields = { ...validFields, subject };
      const { response, log } = send(
        way === 'JSON' ? jsonRequest({ ...fields, type: 'contact' }) : formRequest({ ...fields, language: 'en' }),
      );
      const res = await response;

      let answered: string;
      if (way === 'JSON') {
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ ok: true, delayed: true });
        answered = '200 {ok, delayed}';
      } else {
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe('/en/contact/sent?delayed=1');
        answered = '303 /en/contact/sent?delayed=1';
      }
      const [kept, ...more] = await entries();
      expect(more).toHaveLength(0);
      expect(kept).toMatchObject({
        type: 'contact',
        attempts: 1,
        fields: expect.objectContaining({ subject, message: validFields.message }),
      });
      expect(log.lines.map((line) => line.text).join('\n')).not.toContain('SG.test-key-not-real');
      expect(sendGrid.accepted).toHaveLength(0);

      // Still failing: the run tries, keeps it (attempts 2), and says so in one error line.
      const failing = run();
      expect(await failing.report).toMatchObject({ delivered: 0, failed: 1, waiting: 1 });
      const errors = failing.log.lines.filter((line) => line.level === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]?.text).toMatch(
        /^deliver-waiting-messages: 1 message\(s\) waiting since \d{4}-\d\d-\d\dT[\d:.]+Z; this run delivered 0, failed 1; last failure: /,
      );
      expect((await entries())[0]).toMatchObject({ attempts: 2 });

      await repairSendGrid(fault);
      // The backoff after two failures is 10 minutes: a run 30 minutes later delivers.
      const recovered = run(30 * minute);
      expect(await recovered.report).toMatchObject({ delivered: 1, failed: 0, waiting: 0 });
      expect(sendGrid.accepted.map((request) => request.body.subject)).toEqual([`Kontaktformular: ${subject}`]);
      expect(sendGrid.accepted[0]?.body.reply_to).toEqual({ email: validFields.email, name: validFields.name });
      const [text, html] = sendGrid.accepted[0]?.body.content ?? [];
      expect(text?.value).toMatch(
        /^Verspätet zugestellt: eingegangen am \d+\. \w+ \d{4} um \d\d:\d\d; SendGrid hat die Nachricht damals nicht angenommen\.\n\nNeue Nachricht/,
      );
      expect(html?.value).toMatch(/<body[^>]*>\n<div style="max-width: 36em; margin: 0 auto; padding: 16px">\n<p><strong>Verspätet zugestellt: eingegangen am/);
      expect(await entries()).toEqual([]);
      expect(recovered.log.lines.filter((line) => line.level === 'error')).toEqual([]);
      table.push(`| ${fault} | ${way} | yes | ${answered} | yes, 1 of 1 | yes |`);
    },
  );
});

describe('a first-consultation request SendGrid does not take', () => {
  it('goes to the confirmation page with the delay noted (form post), and is delivered later as a request', async () => {
    sendGrid.reply = { status: 503 };
    const res = await send(
      formRequest({ type: 'consultation', language: 'de', name: 'Eva', channel: 'phone', phone: '044 000 00 00', forWhom: 'self' }),
    ).response;
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/erstgespraech/danke?channel=phone&delayed=1');
    sendGrid.reply = { status: 202 };
    expect(await run().report).toMatchObject({ delivered: 1, waiting: 0 });
    expect(sendGrid.accepted[0]?.body.subject).toBe('Erstgespräch: Für mich, Per Telefon');
  });
});

describe('the scheduled run', () => {
  async function keep(count: number, prefix = 'Nachricht') {
    sendGrid.reply = { status: 500 };
    for (let index = 0; index < count; index += 1) {
      const res = await send(jsonRequest({ ...validFields, subject: `${prefix} ${index}`, type: 'contact' })).response;
      expect(res.status).toBe(200);
    }
    sendGrid.reply = { status: 202 };
  }

  it('leaves a message alone during its backoff, and logs what waits', async () => {
    await keep(1);
    const early = run(1 * minute);
    expect(await early.report).toMatchObject({ delivered: 0, failed: 0, waiting: 1 });
    expect(sendGrid.requests).toHaveLength(1); // the visitor's own attempt only
    expect(early.log.lines.filter((line) => line.level === 'error')).toHaveLength(1);
  });

  it('stops trying after three failures in a row, and goes through everything once SendGrid is back', async () => {
    await keep(8);
    sendGrid.reply = { status: 401, body: { errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked' }] } };
    const before = sendGrid.requests.length;
    const failing = run(10 * minute, { concurrency: 1 });
    expect(await failing.report).toMatchObject({ delivered: 0, failed: 3, waiting: 8 });
    expect(sendGrid.requests.length - before).toBe(3);
    expect(failing.log.lines.find((line) => line.level === 'error')?.text).toContain('authorization grant is invalid');
    sendGrid.reply = { status: 202 };
    // 12 minutes later the three tried are still in their backoff and the others are due: the first
    // success shows SendGrid works again, and then the run delivers the three as well.
    expect(await run(12 * minute, { concurrency: 1 }).report).toMatchObject({ delivered: 8, waiting: 0 });
    expect(new Set(sendGrid.accepted.map((request) => request.body.subject)).size).toBe(8);
  });

  it('keeps messages and says why while the function is not configured (production without a key)', async () => {
    const withoutKey = { ...env(), SENDGRID_API_KEY: '' };
    const res = await send(jsonRequest({ ...validFields, type: 'contact' }), { env: withoutKey }).response;
    expect(await res.json()).toEqual({ ok: true, delayed: true });
    const unconfigured = run(10 * minute, { env: withoutKey });
    expect(await unconfigured.report).toMatchObject({ delivered: 0, waiting: 1 });
    expect(unconfigured.log.lines.map((line) => line.text)).toEqual([
      expect.stringMatching(/1 message\(s\) waiting since .*; nothing sent: not configured: SENDGRID_API_KEY is not set in production$/),
    ]);
    expect(await run().report).toMatchObject({ delivered: 1, waiting: 0 });
  });

  it.each([
    ['between SendGrid accepting a mail and deleting it', 'delete'],
    ['while reading a message', 'get'],
    ['while noting a failure', 'setJSON'],
  ] as const)('loses nothing when it dies %s', async (_, dying) => {
    await keep(6);
    if (dying === 'setJSON') sendGrid.reply = { status: 500 };
    let calls = 0;
    const dyingStore: WaitingStore = {
      ...store,
      list: store.list.bind(store),
      get: store.get.bind(store),
      delete: store.delete.bind(store),
      setJSON: store.setJSON.bind(store),
      [dying]: async (...args: unknown[]) => {
        calls += 1;
        if (calls === 2) throw new Error('the function instance died');
        return (store[dying] as (...a: unknown[]) => Promise<unknown>).apply(store, args);
      },
    };
    await expect(run(10 * minute, { store: dyingStore, concurrency: 1 }).report).rejects.toThrow('died');
    sendGrid.reply = { status: 202 };
    expect(await run(3 * 60 * minute).report).toMatchObject({ waiting: 0 });
    const subjects = sendGrid.accepted.map((request) => request.body.subject);
    expect(new Set(subjects).size).toBe(6);
    // At least once: only a death between acceptance and deletion sends one message twice.
    expect(subjects.length).toBe(dying === 'delete' ? 7 : 6);
    expect(await entries()).toEqual([]);
  });

  it(`deletes a message still undelivered after ${keepWaitingDays} days, and says so`, async () => {
    await keep(1);
    const late = run((keepWaitingDays + 1) * 24 * 60 * minute);
    expect(await late.report).toMatchObject({ expired: 1, delivered: 0, waiting: 0 });
    expect(late.log.lines.some((line) => line.level === 'error' && /deleted undelivered after 30 days/.test(line.text))).toBe(true);
    expect(await entries()).toEqual([]);
  });

  it('answers as before (502) when the message cannot be kept either', async () => {
    sendGrid.reply = { status: 500 };
    const broken = {
      ...store,
      list: store.list.bind(store),
      setJSON: async () => Promise.reject(new Error('Blobs unavailable')),
    } as WaitingStore;
    const { response, log } = send(jsonRequest({ ...validFields, type: 'contact' }), { waitingStore: broken });
    const res = await response;
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'send_failed' });
    expect(log.lines.some((line) => line.text.includes('could not be kept for later either: Blobs unavailable'))).toBe(true);
  });
});

const day = 24 * 60 * minute;

describe('the promised retention holds whatever else happens', () => {
  it(`deletes a ${keepWaitingDays + 1}-day-old message while the function is still not configured`, async () => {
    const withoutKey = { ...env(), SENDGRID_API_KEY: '' };
    expect(await (await send(jsonRequest({ ...validFields, type: 'contact' }), { env: withoutKey }).response).json()).toEqual({
      ok: true,
      delayed: true,
    });
    const late = run((keepWaitingDays + 1) * day, { env: withoutKey });
    expect(await late.report).toMatchObject({ expired: 1, waiting: 0 });
    expect(await entries()).toEqual([]);
    expect(late.log.lines.some((line) => /deleted undelivered after 30 days/.test(line.text))).toBe(true);
  });

  it('keeps a deploy preview’s messages apart, and the published site’s run deletes them after the same days', async () => {
    sendGrid.reply = { status: 500 };
    const preview = { ...env(), CONTEXT: 'deploy-preview' };
    expect((await send(jsonRequest({ ...validFields, type: 'contact' }), { env: preview }).response).status).toBe(200);
    expect(await listWaitingKeys(store)).toEqual([]);
    expect(await listWaitingKeys(previewStore)).toHaveLength(1);
    sendGrid.reply = { status: 202 };
    // Nothing from a preview is delivered by the published site, and it stays until its days are over.
    expect(await run(10 * minute).report).toMatchObject({ delivered: 0, expired: 0 });
    expect(await listWaitingKeys(previewStore)).toHaveLength(1);
    expect(await run((keepWaitingDays + 1) * day).report).toMatchObject({ delivered: 0, expired: 1 });
    expect(await listWaitingKeys(previewStore)).toEqual([]);
    expect(sendGrid.accepted).toHaveLength(0);
  });
});

describe('entries SendGrid refuses for good', () => {
  // 105 messages kept and 105 mails through the real SendGrid client: with two test runs on the machine at once it took over jest's 5 s.
  it('100 poisoned entries are set aside in one run, and the 5 real messages behind them are delivered', async () => {
    sendGrid.reply = { status: 500 };
    for (let index = 0; index < 105; index += 1) {
      const subject = index < 100 ? `Gift ${index}` : `Echt ${index}`;
      expect((await send(jsonRequest({ ...validFields, subject, type: 'contact' })).response).status).toBe(200);
    }
    // SendGrid refuses these mails themselves (as it does a malformed one) and takes the others.
    sendGrid.reply = (request) =>
      request.body.subject.includes('Gift') ? { status: 400, body: { errors: [{ message: 'Invalid mail' }] } } : { status: 202 };
    const first = run(10 * minute);
    expect(await first.report).toMatchObject({ delivered: 5, setAside: 100, failed: 0, waiting: 0 });
    expect(sendGrid.accepted.map((request) => request.body.subject).sort()).toEqual(
      [100, 101, 102, 103, 104].map((index) => `Kontaktformular: Echt ${index}`),
    );
    const setAsideLines = first.log.lines.filter((line) => line.text.includes(' set aside as set-aside/'));
    expect(setAsideLines).toHaveLength(100);
    expect(setAsideLines[0]?.text).toContain('refused for good: SendGrid request failed (send_failed): {"code":400');
    const kept = await listWaitingKeys(store);
    expect(kept).toHaveLength(100);
    expect(kept.every((key) => key.startsWith('set-aside/'))).toBe(true);

    // Later runs leave them alone (no request to SendGrid) until their days are over.
    const requests = sendGrid.requests.length;
    expect(await run(60 * minute).report).toMatchObject({ delivered: 0, failed: 0, setAside: 0, waiting: 0 });
    expect(sendGrid.requests.length).toBe(requests);
    expect(await run((keepWaitingDays + 1) * day).report).toMatchObject({ expired: 100 });
    expect(await listWaitingKeys(store)).toEqual([]);
  }, 60_000);

  it.each([401, 403, 429])('a %i is not the mail’s fault: the entry waits and is tried again', async (status) => {
    sendGrid.reply = { status: 500 };
    await send(jsonRequest({ ...validFields, type: 'contact' })).response;
    sendGrid.reply = { status, body: { errors: [{ message: `HTTP ${status}` }] } };
    expect(await run(10 * minute).report).toMatchObject({ failed: 1, setAside: 0, waiting: 1 });
  });
});

describe('what is kept', () => {
  it('only the validated answers, not whatever else a client sent', async () => {
    sendGrid.reply = { status: 500 };
    const extra = { notes: 'x'.repeat(15_800), nested: { deeper: { still: [1, 2, 3] } } };
    const res = await send(jsonRequest({ ...validFields, ...extra, name: '  Anna Muster  ', type: 'contact', language: 'de' })).response;
    expect(res.status).toBe(200);
    const [kept] = await entries();
    expect(kept?.fields).toEqual({ ...validFields });
    expect(JSON.stringify(kept).length).toBeLessThan(1000);
  });

  it('at most the stated number of entries: beyond it the visitor is told honestly, and nothing is overwritten', async () => {
    sendGrid.reply = { status: 500 };
    const capped = (subject: string) => send(jsonRequest({ ...validFields, subject, type: 'contact' }), { waitingCapacity: 2 });
    expect((await capped('eins').response).status).toBe(200);
    expect((await capped('zwei').response).status).toBe(200);
    const third = capped('drei');
    const res = await third.response;
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'send_failed' });
    expect(third.log.lines.some((line) => line.text.includes('the store is full (2 entries'))).toBe(true);
    expect((await entries()).map((entry) => entry.fields.subject)).toEqual(['eins', 'zwei']);
  });
});

describe('1,000 messages while SendGrid fails, then recovery', () => {
  it('delivers all 1,000', async () => {
    const count = 1000;
    sendGrid.reply = { status: 500 };
    const keptStart = Date.now();
    for (let batch = 0; batch < count; batch += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          send(jsonRequest({ ...validFields, subject: `Nachricht ${batch + index}`, type: 'contact' })).response.then((res) => res.json()),
        ),
      );
      expect(answers).toEqual(Array(20).fill({ ok: true, delayed: true }));
    }
    const keptMs = Date.now() - keptStart;
    expect(await listWaitingKeys(store)).toHaveLength(count);

    const failing = await run().report;
    expect(failing).toMatchObject({ delivered: 0, waiting: count });

    sendGrid.reply = { status: 202 };
    const deliverStart = Date.now();
    let runs = 0;
    let waiting = count;
    while (waiting > 0 && runs < 20) {
      runs += 1;
      waiting = (await run(60 * minute).report).waiting;
    }
    const deliverMs = Date.now() - deliverStart;
    const subjects = new Set(sendGrid.accepted.map((request) => request.body.subject));
    expect(subjects.size).toBe(count);
    expect(await listWaitingKeys(store)).toEqual([]);
    console.log(
      `1,000 messages: kept in ${(keptMs / 1000).toFixed(1)} s while SendGrid answered 500; ` +
        `after recovery delivered ${subjects.size} of ${count} (${sendGrid.accepted.length} mails accepted) in ${runs} run(s), ${(deliverMs / 1000).toFixed(1)} s`,
    );
  }, 300_000);
});

describe('the privacy page', () => {
  it(`says in both languages that a waiting message is kept at most ${keepWaitingDays} days`, async () => {
    const page = (language: string) => readFile(path.join(__dirname, `../../content/pages/datenschutz/index.${language}.mdx`), 'utf8');
    expect(await page('de')).toContain(`spätestens aber nach ${keepWaitingDays} Tagen`);
    expect(await page('en')).toContain(`at the latest after ${keepWaitingDays} days`);
  });
});
