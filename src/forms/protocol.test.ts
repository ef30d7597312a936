import { contactResultPath, hasDelayedFlag, parseContactResult, withDelayedFlag } from './protocol';

describe('contactResultPath', () => {
  it.each([
    ['de', { kind: 'sent' }, '/contact/sent'],
    ['en', { kind: 'sent' }, '/en/contact/sent'],
    ['de', { kind: 'invalid', field: 'email', code: 'invalid' }, '/contact/error?error=invalid&field=email'],
    ['en', { kind: 'invalid', field: 'name', code: 'required' }, '/en/contact/error?error=required&field=name'],
    ['de', { kind: 'failed', error: 'send_failed' }, '/contact/error?error=send_failed'],
    ['en', { kind: 'failed', error: 'timeout' }, '/en/contact/error?error=timeout'],
  ] as const)('%s %j → %s', (language, result, path) => {
    expect(contactResultPath(language, result)).toBe(path);
  });
});

describe('parseContactResult', () => {
  it('reads back what contactResultPath wrote', () => {
    expect(parseContactResult('?sent=1')).toEqual({ kind: 'sent' });
    expect(parseContactResult('?error=too_long&field=message')).toEqual({ kind: 'invalid', field: 'message', code: 'too_long' });
    expect(parseContactResult('error=not_configured')).toEqual({ kind: 'failed', error: 'not_configured' });
  });

  it('ignores unknown codes and fields, so a crafted link cannot choose its own text', () => {
    expect(parseContactResult('')).toBeNull();
    expect(parseContactResult('?error=<script>')).toBeNull();
    expect(parseContactResult('?error=required&field=password')).toBeNull();
    expect(parseContactResult('?sent=yes')).toBeNull();
  });
});

describe('the delayed flag (received and kept, delivered later)', () => {
  it('is added to an address with or without a query, and read back', () => {
    expect(withDelayedFlag('/contact/sent')).toBe('/contact/sent?delayed=1');
    expect(withDelayedFlag('/erstgespraech/danke?channel=email')).toBe('/erstgespraech/danke?channel=email&delayed=1');
    expect(hasDelayedFlag('?channel=email&delayed=1')).toBe(true);
    expect(hasDelayedFlag('?delayed=yes')).toBe(false);
    expect(hasDelayedFlag('')).toBe(false);
  });
});
