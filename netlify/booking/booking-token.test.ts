import { readBookingToken, signBookingToken } from './booking-token';

const secret = 'test-secret-0123456789abcdef0123456789';
const subject = { bookingId: 'Zx3k9QpL2mN7vB4w', slotId: '2026-03-03T1300Z' };

describe('booking tokens', () => {
  it('carry the booking and the slot, URL-safe as they stand', () => {
    const token = signBookingToken('cancel', subject, secret);
    expect(token).toMatch(/^Zx3k9QpL2mN7vB4w\.2026-03-03T1300Z\.[A-Za-z0-9_-]{43}$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(readBookingToken(token, 'cancel', secret)).toEqual(subject);
    expect(readBookingToken(signBookingToken('release', subject, secret), 'release', secret)).toEqual(subject);
  });

  it('differ per action, booking, slot and secret', () => {
    const tokens = [
      signBookingToken('cancel', subject, secret),
      signBookingToken('release', subject, secret),
      signBookingToken('cancel', { ...subject, bookingId: 'Zx3k9QpL2mN7vB4x' }, secret),
      signBookingToken('cancel', { ...subject, slotId: '2026-03-03T1400Z' }, secret),
      signBookingToken('cancel', subject, `${secret}!`),
    ];
    expect(new Set(tokens.map((token) => token.split('.')[2])).size).toBe(tokens.length);
  });

  it('fail for the other action and for another secret', () => {
    const cancel = signBookingToken('cancel', subject, secret);
    expect(readBookingToken(cancel, 'release', secret)).toBeUndefined();
    expect(readBookingToken(signBookingToken('release', subject, secret), 'cancel', secret)).toBeUndefined();
    expect(readBookingToken(cancel, 'cancel', `${secret}x`)).toBeUndefined();
  });

  it('fail when any character is changed, added or removed', () => {
    const token = signBookingToken('cancel', subject, secret);
    for (let index = 0; index < token.length; index += 1) {
      const character = token[index] === 'A' ? 'B' : 'A';
      const changed = `${token.slice(0, index)}${character}${token.slice(index + 1)}`;
      expect(readBookingToken(changed, 'cancel', secret)).toBeUndefined();
    }
    expect(readBookingToken(`${token}A`, 'cancel', secret)).toBeUndefined();
    expect(readBookingToken(token.slice(0, -1), 'cancel', secret)).toBeUndefined();
    // Moved to another slot with the signature kept.
    expect(readBookingToken(token.replace('1300Z', '1400Z'), 'cancel', secret)).toBeUndefined();
  });

  it('fail for what is no token', () => {
    for (const token of ['', '..', 'a.b.c', `${subject.bookingId}.${subject.slotId}`, `x.${'A'.repeat(43)}.y.z`, 'é'.repeat(50)]) {
      expect(readBookingToken(token, 'cancel', secret)).toBeUndefined();
    }
  });

  it('refuse a short secret and malformed subjects', () => {
    expect(() => signBookingToken('cancel', subject, 'short')).toThrow('at least 32 characters');
    expect(() => signBookingToken('cancel', { ...subject, bookingId: 'has.dot.in.it' }, secret)).toThrow('not a booking id');
    expect(() => signBookingToken('cancel', { ...subject, slotId: '2026-03-03T13:00Z' }, secret)).toThrow('not a slot id');
  });
});
