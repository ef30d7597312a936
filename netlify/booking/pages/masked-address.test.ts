import { maskedAddress } from './masked-address';

describe('the e-mail address as the booking page shows it', () => {
  it.each([
    ['eva@example.ch', 'e•••\u200b@example.ch'],
    ['e@example.ch', 'e•••\u200b@example.ch'],
    ['evam@example.ch', 'e•••\u200b@example.ch'],
    // From five letters on, the last one too: three or more stay hidden.
    ['eva.muster@example.ch', 'e•••r\u200b@example.ch'],
    ['Eva.Muster+termin@Bluewin.ch', 'E•••n\u200b@Bluewin.ch'],
  ])('%s reads %s', (address, shown) => {
    expect(maskedAddress(address)).toBe(shown);
  });

  it('keeps the domain whole, so a typo there shows', () => {
    expect(maskedAddress('eva@gmial.com')).toBe('e•••\u200b@gmial.com');
    expect(maskedAddress('eva@example.c')).toBe('e•••\u200b@example.c');
  });

  it('shows nothing of an address it cannot split, and splits at the last @', () => {
    expect(maskedAddress('eva')).toBe('•••');
    expect(maskedAddress('@example.ch')).toBe('•••');
    expect(maskedAddress('eva@')).toBe('•••');
    expect(maskedAddress('"a@b"@example.ch')).toBe('"•••"\u200b@example.ch');
  });

  it('counts a letter outside the basic plane as one', () => {
    expect(maskedAddress('𝒜bc@example.ch')).toBe('𝒜•••\u200b@example.ch');
  });
});
