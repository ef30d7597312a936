import { maskedAddress, maskedNumber } from './masked-address';

describe('the e-mail address as the booking page shows it', () => {
  it.each([
    ['eva@example.ch', 'e•••\u200b@example\u200b.ch'],
    ['e@example.ch', 'e•••\u200b@example\u200b.ch'],
    ['evam@example.ch', 'e•••\u200b@example\u200b.ch'],
    // From five letters on, the last one too: three or more stay hidden.
    ['eva.muster@example.ch', 'e•••r\u200b@example\u200b.ch'],
    ['Eva.Muster+termin@Bluewin.ch', 'E•••n\u200b@Bluewin\u200b.ch'],
  ])('%s reads %s', (address, shown) => {
    expect(maskedAddress(address)).toBe(shown);
  });

  it('keeps the domain whole, so a typo there shows', () => {
    expect(maskedAddress('eva@gmial.com')).toBe('e•••\u200b@gmial\u200b.com');
    expect(maskedAddress('eva@example.c')).toBe('e•••\u200b@example\u200b.c');
  });

  it('shows nothing of an address it cannot split, and splits at the last @', () => {
    expect(maskedAddress('eva')).toBe('•••');
    expect(maskedAddress('@example.ch')).toBe('•••');
    expect(maskedAddress('eva@')).toBe('•••');
    expect(maskedAddress('"a@b"@example.ch')).toBe('"•••"\u200b@example\u200b.ch');
  });

  it('counts a letter outside the basic plane as one', () => {
    expect(maskedAddress('𝒜bc@example.ch')).toBe('𝒜•••\u200b@example\u200b.ch');
  });
});

describe('the phone number as the booking page shows it', () => {
  it.each([
    ['+41791234567', '+41 79 ••• •• 67'],
    ['+41441234567', '+41 44 ••• •• 67'],
    ['+33612345678', '+33 6 •• •• •• 78'],
  ])('%s reads %s: its first and last groups, spaced as it is read', (e164, shown) => {
    expect(maskedNumber(e164)).toBe(shown);
  });

  it('hides the middle of a number it cannot group', () => {
    expect(maskedNumber('+4112345678901')).toBe('+41 12 ••• 01');
    expect(maskedNumber('+41123')).toBe('•••');
  });
});
