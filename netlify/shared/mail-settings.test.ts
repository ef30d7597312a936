import path from 'node:path';
import { readMailSettings, waitingStoreOf } from './mail-settings';

const cwd = '/srv/site';
const sendgrid = { SENDGRID_API_KEY: 'SG.key', CONTACT_TO: 'team@firma.example', CONTACT_FROM: 'web@firma.example' };

describe('readMailSettings', () => {
  it('chooses SendGrid when a key is set, with a 10 s timeout and no sandbox in production', () => {
    expect(readMailSettings(sendgrid, 'production', cwd)).toEqual({
      ok: true,
      settings: {
        to: 'team@firma.example',
        from: 'web@firma.example',
        transport: { kind: 'sendgrid', apiKey: 'SG.key', sandbox: false, timeoutMs: 10_000 },
      },
    });
  });

  it.each([
    ['CONTEXT variable', { ...sendgrid, CONTEXT: 'deploy-preview' }, undefined],
    ['deploy context from Netlify', sendgrid, 'deploy-preview'],
    ['a branch deploy', sendgrid, 'branch-deploy'],
    ['a local run with a key', { ...sendgrid, CONTEXT: 'dev' }, undefined],
    ['no context at all', sendgrid, undefined],
  ])('turns sandbox mode on in every context but production (%s)', (_, env, deployContext) => {
    const result = readMailSettings(env, deployContext, cwd);
    expect(result.ok && result.settings.transport).toMatchObject({ kind: 'sendgrid', sandbox: true });
  });

  it('lets an explicit CONTEXT variable win over the deploy context', () => {
    const result = readMailSettings({ ...sendgrid, CONTEXT: 'production' }, 'deploy-preview', cwd);
    expect(result.ok && result.settings.transport).toMatchObject({ sandbox: false });
  });

  it('reads the EU region, the timeout and the test-only base URL', () => {
    const env = { ...sendgrid, SENDGRID_DATA_RESIDENCY: 'EU', SENDGRID_TIMEOUT_MS: '250', SENDGRID_BASE_URL: 'http://127.0.0.1:9/' };
    const result = readMailSettings(env, 'production', cwd);
    expect(result.ok && result.settings.transport).toEqual({
      kind: 'sendgrid',
      apiKey: 'SG.key',
      sandbox: false,
      timeoutMs: 250,
      dataResidency: 'eu',
      baseUrl: 'http://127.0.0.1:9/',
    });
  });

  it('refuses a SENDGRID_BASE_URL off this machine, since it would receive the API key', () => {
    const result = readMailSettings({ ...sendgrid, SENDGRID_BASE_URL: 'https://sendgrid.example.com/' }, 'production', cwd);
    expect(result).toEqual({ ok: false, problem: expect.stringContaining('SENDGRID_BASE_URL') });
  });

  it('ignores a timeout that is not a positive whole number', () => {
    const result = readMailSettings({ ...sendgrid, SENDGRID_TIMEOUT_MS: '-5' }, 'production', cwd);
    expect(result.ok && result.settings.transport).toMatchObject({ timeoutMs: 10_000 });
  });

  it('needs CONTACT_TO and CONTACT_FROM with SendGrid', () => {
    expect(readMailSettings({ SENDGRID_API_KEY: 'SG.key', CONTACT_TO: 'a@b.ch' }, 'production', cwd)).toEqual({
      ok: false,
      problem: expect.stringContaining('CONTACT_FROM'),
    });
  });

  it('refuses to run in production without a key', () => {
    expect(readMailSettings({}, 'production', cwd)).toEqual({ ok: false, problem: expect.stringContaining('SENDGRID_API_KEY') });
  });

  it.each([undefined, 'dev', 'deploy-preview', 'branch-deploy'])('uses the outbox without a key in context %s', (context) => {
    expect(readMailSettings({}, context, cwd)).toEqual({
      ok: true,
      settings: {
        to: 'kontakt@example.invalid',
        from: 'website@example.invalid',
        transport: { kind: 'outbox', dir: path.join(cwd, 'outbox') },
      },
    });
  });

  it('resolves CONTACT_OUTBOX_DIR against the working directory', () => {
    const result = readMailSettings({ CONTACT_OUTBOX_DIR: 'tmp/mails' }, undefined, cwd);
    expect(result.ok && result.settings.transport).toEqual({ kind: 'outbox', dir: path.join(cwd, 'tmp/mails') });
  });

  it('refuses addresses containing a line break', () => {
    const result = readMailSettings({ ...sendgrid, CONTACT_TO: 'team@firma.example\nBcc: x@y.ch' }, 'production', cwd);
    expect(result.ok).toBe(false);
  });
});

describe('waitingStoreOf', () => {
  it('keeps production’s waiting messages in the site’s store, every other context’s (sent through the sandbox) in the previews’', () => {
    expect(waitingStoreOf({}, 'deploy-preview')).toBe('waiting-messages-previews');
    expect(waitingStoreOf({ CONTEXT: 'deploy-preview' }, 'production')).toBe('waiting-messages-previews');
    expect(waitingStoreOf({}, 'production')).toBe('waiting-messages');
    expect(waitingStoreOf({}, 'branch-deploy')).toBe('waiting-messages-previews');
    expect(waitingStoreOf({}, undefined)).toBe('waiting-messages-previews');
  });
});
