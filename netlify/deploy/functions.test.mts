/**
 * Deploy contract, functions: what Netlify's build makes of netlify/functions, and that the bundle
 * works on its own, as it will on Netlify. `npm run test:deploy` runs it with node's test runner
 * (through tsx): the bundler, @netlify/config and the bundled function are ES modules, which the
 * CommonJS jest run cannot load.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import extractZip from 'extract-zip';
import { securityHeaders } from '../../src/site/security-headers';
import { subjectPrefix } from '../submissions/contact-mail';
import { formAnswerPolicy } from '../shared/built-page';
import { blobsContextVariable, startBlobsServer } from '../testing/blobs-server.mjs';
import { jsonRequest, validFields } from '../testing/contact-test-helpers';
import { type SendGridCaptureServer, startSendGridCaptureServer } from '../testing/sendgrid-capture-server';
import { type FunctionsBundle, bundleFunctions } from './bundle-functions.mjs';
import { type NetlifySite, readNetlifySite } from './netlify-site.mjs';

interface FunctionModule {
  default: (req: Request, context: Context) => Promise<Response>;
}

let site: NetlifySite;
let workDir: string;
let bundle: FunctionsBundle;

before(async () => {
  site = await readNetlifySite();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'deploy-contract-'));
  const started = Date.now();
  bundle = await bundleFunctions(site, path.join(workDir, 'bundle'));
  console.log(`bundled ${site.config.functionsDirectory} in ${Date.now() - started} ms`);
});

after(() => rm(workDir, { recursive: true, force: true }));

describe('the functions Netlify deploys', () => {
  it('are bundled and tested on the Node.js line of .nvmrc, which the build and the functions run on', () => {
    assert.equal(site.nodeVersion, '24');
    assert.equal(process.versions.node.split('.')[0], site.nodeVersion);
  });

  it('are configured by a netlify.toml that reads without a warning', () => {
    assert.deepEqual(site.warnings, []);
  });

  it('are four on the modern runtime API: booking, figures and send-contact-email (rate limited per IP and domain, at their default paths) and deliver-waiting-messages every 15 minutes', () => {
    const listed = bundle.manifest.functions.map(({ name, runtime, runtimeVersion, buildData, routes, trafficRules, schedule }) => ({
      name,
      runtime,
      runtimeVersion,
      runtimeAPIVersion: buildData?.runtimeAPIVersion,
      routes,
      trafficRules,
      schedule,
    }));
    listed.sort((a, b) => a.name.localeCompare(b.name));
    assert.deepEqual(listed, [
      {
        name: 'booking',
        runtime: 'js',
        runtimeVersion: 'nodejs24.x',
        runtimeAPIVersion: 2,
        routes: undefined,
        trafficRules: {
          action: {
            type: 'rate_limit',
            config: {
              rateLimitConfig: { windowLimit: 30, windowSize: 60, algorithm: 'sliding_window' },
              aggregate: { keys: [{ type: 'ip' }, { type: 'domain' }] },
            },
          },
        },
        schedule: undefined,
      },
      {
        name: 'deliver-waiting-messages',
        runtime: 'js',
        // Both run on Node.js 24, the line of .nvmrc (Node 20 has had no security fixes since 2026-04-30).
        runtimeVersion: 'nodejs24.x',
        runtimeAPIVersion: 2,
        routes: undefined,
        trafficRules: undefined,
        // Netlify runs it on the published deploy every 15 minutes (UTC); it has no address of its own.
        schedule: '*/15 * * * *',
      },
      {
        name: 'figures',
        runtime: 'js',
        runtimeVersion: 'nodejs24.x',
        runtimeAPIVersion: 2,
        routes: undefined,
        trafficRules: {
          action: {
            type: 'rate_limit',
            config: {
              rateLimitConfig: { windowLimit: 30, windowSize: 60, algorithm: 'sliding_window' },
              aggregate: { keys: [{ type: 'ip' }, { type: 'domain' }] },
            },
          },
        },
        schedule: undefined,
      },
      {
        name: 'send-contact-email',
        runtime: 'js',
        runtimeVersion: 'nodejs24.x',
        runtimeAPIVersion: 2,
        routes: undefined,
        trafficRules: {
          action: {
            type: 'rate_limit',
            config: {
              rateLimitConfig: { windowLimit: 5, windowSize: 60, algorithm: 'sliding_window' },
              aggregate: { keys: [{ type: 'ip' }, { type: 'domain' }] },
            },
          },
        },
        schedule: undefined,
      },
    ]);
  });
});

/** Netlify runs the bundle's entry point, which hands each request to the module it names. */
async function bundledModule(folder: string, entryFilename: string): Promise<string> {
  const entry = await readFile(path.join(folder, entryFilename), 'utf8');
  const named = /getLambdaHandler\((["'])(.+?)\1\)/.exec(entry)?.[2];
  if (!named) throw new Error(`${entryFilename} names no function module:\n${entry}`);
  return path.join(folder, named);
}

/** Folders above `folder` that hold a node_modules, from which its imports could be resolved. */
function nodeModulesAbove(folder: string): string[] {
  const found: string[] = [];
  for (let dir = path.dirname(folder); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) found.push(path.join(dir, 'node_modules'));
    if (dir === path.dirname(dir)) return found;
  }
}

describe('send-contact-email, unzipped into an empty folder', () => {
  const env = {
    SENDGRID_API_KEY: 'SG.deploy-contract-not-a-key',
    CONTACT_TO: 'team@firma.example',
    CONTACT_FROM: 'website@firma.example',
  };
  const production = { deploy: { context: 'production', id: 'deploy-contract', published: true } } as unknown as Context;
  let folder: string;
  let sendContactEmail: FunctionModule['default'];
  let sendGrid: SendGridCaptureServer;

  before(async () => {
    const result = bundle.functions.find((fn) => fn.name === 'send-contact-email');
    if (!result?.entryFilename) throw new Error('send-contact-email was not bundled with an entry point');
    folder = path.join(workDir, 'unzipped');
    await extractZip(result.path, { dir: folder });
    sendGrid = await startSendGridCaptureServer();
    // Set as Netlify sets a site's variables; SENDGRID_BASE_URL points the real client at the capture server.
    // Lambda runs a bundle from LAMBDA_TASK_ROOT, where the files netlify.toml includes lie.
    Object.assign(process.env, env, { SENDGRID_BASE_URL: sendGrid.baseUrl, LAMBDA_TASK_ROOT: folder });
    delete process.env.CONTEXT;
    const module = (await import(pathToFileURL(await bundledModule(folder, result.entryFilename)).href)) as FunctionModule;
    sendContactEmail = module.default;
  });

  after(() => sendGrid.close());

  it('has nothing to load from outside its folder', () => {
    assert.deepEqual(nodeModulesAbove(folder), []);
  });

  it('sends a valid message through the real SendGrid client and answers 200', async () => {
    const res = await sendContactEmail(jsonRequest({ ...validFields, type: 'contact' }), production);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true });
    assert.equal(sendGrid.requests.length, 1);
    const [request] = sendGrid.requests;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.url, '/v3/mail/send');
    assert.equal(request?.headers.authorization, `Bearer ${env.SENDGRID_API_KEY}`);
    assert.deepEqual(request?.body.personalizations, [{ to: [{ email: env.CONTACT_TO }] }]);
    assert.deepEqual(request?.body.from, { email: env.CONTACT_FROM });
    assert.deepEqual(request?.body.reply_to, { email: validFields.email, name: validFields.name });
    assert.equal(request?.body.subject, subjectPrefix + validFields.subject);
  });

  it('takes a first-consultation request (its texts bundled with it): one mail, phone only, no Reply-To', async () => {
    const before = sendGrid.requests.length;
    const request = { type: 'consultation', language: 'en', name: 'Eva', channel: 'phone', phone: '044 000 00 00', forWhom: 'self' };
    const res = await sendContactEmail(jsonRequest(request), production);
    assert.equal(res.status, 200);
    assert.equal(sendGrid.requests.length, before + 1);
    const sent = sendGrid.requests.at(-1);
    assert.equal(sent?.body.subject, 'Erstgespräch: Für mich, Per Telefon');
    assert.equal(sent?.body.reply_to, undefined);
  });

  it('answers a form post with a problem with the form page bundled with it (never fetched), typed values in, our policy and headers', async () => {
    assert.ok(existsSync(path.join(folder, 'public', 'erstgespraech.html')), 'public/erstgespraech.html is not in the bundle');
    // Addressed to a host where nothing listens: a page fetched from the request's address could not come.
    const form = new Request('http://127.0.0.1:9/.netlify/functions/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: 'type=consultation&language=de&channel=phone&name=Eva',
    });
    const answer = await sendContactEmail(form, production);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-security-policy'), formAnswerPolicy);
    for (const [name, value] of Object.entries(securityHeaders)) assert.equal(answer.headers.get(name), value, name);
    const html = await answer.text();
    // Checked without printing the page: a failure names what is missing.
    assert.ok(/<title[^>]*>Fehler: /.test(html), 'the title does not begin with "Fehler: "');
    assert.ok(/name="name"[^>]* value="Eva"/.test(html), 'the name typed is not put back');
    assert.ok(!html.includes('<script'), 'the page still has scripts');
  });

  it('answers a message without a name with 422 and sends nothing', async () => {
    const before = sendGrid.requests.length;
    const res = await sendContactEmail(jsonRequest({ ...validFields, name: '', type: 'contact' }), production);
    assert.equal(res.status, 422);
    assert.equal(((await res.json()) as { field?: string }).field, 'name');
    assert.equal(sendGrid.requests.length, before);
  });
});

describe('the two functions, unzipped, when SendGrid fails: kept in Netlify Blobs, then delivered', () => {
  const production = { deploy: { context: 'production', id: 'deploy-contract', published: true } } as unknown as Context;
  let sendGrid: SendGridCaptureServer;
  let blobsDir: string;
  let stopBlobs: () => Promise<void>;
  const modules: Record<string, FunctionModule['default']> = {};

  before(async () => {
    sendGrid = await startSendGridCaptureServer();
    blobsDir = await mkdtemp(path.join(os.tmpdir(), 'deploy-contract-blobs-'));
    const blobs = await startBlobsServer(blobsDir);
    stopBlobs = blobs.stop;
    // What Netlify gives every function: the site's Blobs (here the local server) and its variables.
    Object.assign(process.env, {
      NETLIFY_BLOBS_CONTEXT: blobsContextVariable(blobs.context),
      SENDGRID_API_KEY: 'SG.deploy-contract-not-a-key',
      CONTACT_TO: 'team@firma.example',
      CONTACT_FROM: 'website@firma.example',
      SENDGRID_BASE_URL: sendGrid.baseUrl,
    });
    for (const name of ['send-contact-email', 'deliver-waiting-messages']) {
      const result = bundle.functions.find((fn) => fn.name === name);
      if (!result?.entryFilename) throw new Error(`${name} was not bundled with an entry point`);
      const folder = path.join(workDir, `unzipped-${name}`);
      await extractZip(result.path, { dir: folder });
      assert.deepEqual(nodeModulesAbove(folder), [], `${name} could load from outside its folder`);
      modules[name] = ((await import(pathToFileURL(await bundledModule(folder, result.entryFilename)).href)) as FunctionModule).default;
    }
  });

  after(async () => {
    delete process.env.NETLIFY_BLOBS_CONTEXT;
    await sendGrid.close();
    await stopBlobs();
    await rm(blobsDir, { recursive: true, force: true });
  });

  it('answers {ok, delayed} while SendGrid answers 401, and the scheduled function delivers once it works', async () => {
    sendGrid.reply = { status: 401, body: { errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked' }] } };
    const res = await modules['send-contact-email']!(jsonRequest({ ...validFields, type: 'contact' }), production);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true, delayed: true });
    assert.equal(sendGrid.accepted.length, 0);

    sendGrid.reply = { status: 202 };
    // Its first backoff (5 minutes) has not passed: the run leaves it alone.
    await modules['deliver-waiting-messages']!(new Request('http://localhost/'), production);
    assert.equal(sendGrid.accepted.length, 0);
    const waitedOut = Date.now() + 6 * 60_000;
    const realNow = Date.now;
    Date.now = () => waitedOut;
    try {
      const run = await modules['deliver-waiting-messages']!(new Request('http://localhost/'), production);
      for (const [name, value] of Object.entries(securityHeaders)) assert.equal(run.headers.get(name), value, name);
    } finally {
      Date.now = realNow;
    }
    assert.equal(sendGrid.accepted.length, 1);
    assert.equal(sendGrid.accepted[0]?.body.subject, subjectPrefix + validFields.subject);
  });

  it('the scheduled function carries sharp with its Linux build, so the weekly mail’s chart is drawn from its own folder', async () => {
    const folder = path.join(workDir, 'unzipped-deliver-waiting-messages');
    const sharp = createRequire(path.join(folder, 'index.js'))('sharp') as typeof import('sharp');
    const png = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="4" height="2"/></svg>'))
      .png()
      .toBuffer();
    assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
    assert.deepEqual(nodeModulesAbove(folder), []);
  });
});
