import { mailboxKey, mailboxOf } from './mailbox';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';

describe('a mailbox', () => {
  it('is one for every spelling that reaches it: case, +tags, and at Gmail dots and googlemail.com', () => {
    for (const spelling of ['eva@example.ch', 'Eva@Example.CH', ' eva+1@example.ch ', 'eva+termin+2@example.ch'])
      expect(mailboxOf(spelling)).toBe('eva@example.ch');
    for (const spelling of ['e.va@gmail.com', 'E.V.A+x@googlemail.com', 'eva@gmail.com']) expect(mailboxOf(spelling)).toBe('eva@gmail.com');
  });

  it('keeps apart what may be two people: dots outside Gmail, other domains, a + at the start', () => {
    expect(mailboxOf('e.va@example.ch')).not.toBe(mailboxOf('eva@example.ch'));
    expect(mailboxOf('eva@example.ch')).not.toBe(mailboxOf('eva@example.com'));
    expect(mailboxOf('+eva@example.ch')).toBe('+eva@example.ch');
  });

  it('is stored as a keyed hash: the same for every spelling, never the address', () => {
    const key = mailboxKey('eva+5@example.ch', secret);
    expect(key).toBe(mailboxKey('EVA@example.ch', secret));
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toBe(mailboxKey('eva@example.ch', 'another-secret-of-at-least-32-characters'));
  });
});
