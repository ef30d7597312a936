/**
 * Which deploy context may book without its own BOOKING_SECRET, and which store each books in. The
 * development secret is public, so only local development may sign links and key networks with it;
 * only production books in the published site's store.
 */
import path from 'node:path';
import { memoryBlobStore } from '../testing/memory-blob-store';
import { recordingLogger } from '../testing/contact-test-helpers';
import { handleBookingRequest } from './booking-handler';
import { bookingStoreOf, developmentSecret, readBookingSettings } from './booking-settings';
import { bookingStoreName, previewBookingStoreName } from './ledger/records';

const root = path.join(__dirname, '../..');
const secret = 'a-real-secret-of-at-least-thirty-two-characters';

describe('booking without BOOKING_SECRET', () => {
  it.each([
    ['production', {}, 'production', 'deploy context production'],
    ['a deploy preview', {}, 'deploy-preview', 'deploy context deploy-preview'],
    ['a branch deploy', {}, 'branch-deploy', 'deploy context branch-deploy'],
    ['no deploy context at all', {}, undefined, 'no deploy context'],
    ['an empty deploy context', {}, '', 'no deploy context'],
    ['an unknown deploy context', {}, 'something-else', 'deploy context something-else'],
    ['the CONTEXT variable saying production over a dev deploy context', { CONTEXT: 'production' }, 'dev', 'deploy context production'],
    ['a secret of spaces only', { BOOKING_SECRET: '   ' }, 'branch-deploy', 'deploy context branch-deploy'],
  ])('is refused in %s, and the problem names the variable and the context', async (_, env, deployContext, named) => {
    const read = await readBookingSettings(env, deployContext, root);
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.problem).toContain(`BOOKING_SECRET is not set (${named})`);
  });

  it.each([
    // @netlify/dev (npm start, npm run serve, the e2e tests) sets CONTEXT=dev and passes an empty deploy context.
    ['as @netlify/dev runs the function locally', { CONTEXT: 'dev' }, ''],
    ['when Netlify passes the dev context', {}, 'dev'],
  ])('signs with the public development secret in local development only (%s)', async (_, env, deployContext) => {
    const read = await readBookingSettings(env, deployContext, root);
    expect(read).toMatchObject({ ok: true, settings: { secret: developmentSecret, storeName: previewBookingStoreName } });
  });

  it('turns free times off in a branch deploy: the form asks for days and times, and the log says why', async () => {
    const log = recordingLogger();
    const response = await handleBookingRequest(new Request('http://localhost/.netlify/functions/booking?times=1&language=de'), {
      env: {},
      deployContext: 'branch-deploy',
      root,
      log,
      store: memoryBlobStore(),
    });
    expect(await response.json()).toEqual({ mode: 'request' });
    expect(log.lines.map((line) => line.text)).toContainEqual(expect.stringContaining('free times not offered: BOOKING_SECRET is not set'));
  });
});

describe('booking with BOOKING_SECRET', () => {
  it.each(['production', 'deploy-preview', 'branch-deploy', 'dev', undefined, 'something-else'])('uses it in %s', async (deployContext) => {
    const read = await readBookingSettings({ BOOKING_SECRET: ` ${secret} ` }, deployContext, root);
    expect(read).toMatchObject({ ok: true, settings: { secret } });
  });

  it('refuses a secret shorter than 32 characters, in local development too', async () => {
    const read = await readBookingSettings({ BOOKING_SECRET: 'short' }, 'dev', root);
    expect(read).toEqual({ ok: false, problem: 'BOOKING_SECRET is shorter than 32 characters' });
  });
});

describe('the store a deploy context books in', () => {
  it('is the published site’s only in production', () => {
    expect(bookingStoreOf({}, 'production')).toBe(bookingStoreName);
    expect(bookingStoreOf({ CONTEXT: 'production' }, undefined)).toBe(bookingStoreName);
  });

  it.each([
    ['a deploy preview', {}, 'deploy-preview'],
    ['a branch deploy', {}, 'branch-deploy'],
    ['local development', { CONTEXT: 'dev' }, ''],
    ['no deploy context at all', {}, undefined],
    ['an unknown deploy context', {}, 'something-else'],
    ['the CONTEXT variable saying branch-deploy over production', { CONTEXT: 'branch-deploy' }, 'production'],
  ])('is the previews’ in %s', (_, env, deployContext) => {
    expect(bookingStoreOf(env, deployContext)).toBe(previewBookingStoreName);
  });
});
