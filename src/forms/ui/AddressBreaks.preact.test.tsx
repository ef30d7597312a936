/**
 * @jest-environment jsdom
 *
 * An address in the check step's answers and sentences may break before its @ and each dot, and nowhere else is
 * anything added: the text reads and copies as typed.
 */
import { render } from 'preact';
import { AddressBreaks } from './AddressBreaks';

function shown(text: string) {
  const place = document.createElement('p');
  render(<AddressBreaks text={text} />, place);
  return { html: place.innerHTML, text: place.textContent };
}

describe('AddressBreaks', () => {
  it('offers a break before the @ and each dot of every address, and keeps the text as it was', () => {
    const sentence = 'Bestätigung an anna-k.schweizer@beispiel-gemeinde.ch. Und an eva@example.ch, bitte.';
    const { html, text } = shown(sentence);
    expect(html).toBe('Bestätigung an anna-k<wbr>.schweizer<wbr>@beispiel-gemeinde<wbr>.ch<wbr>. Und an eva<wbr>@example<wbr>.ch, bitte.');
    expect(text).toBe(sentence);
  });

  it('leaves text without an address alone', () => {
    expect(shown('Montag, 2. Dezember. Per E-Mail @ Zuhause').html).toBe('Montag, 2. Dezember. Per E-Mail @ Zuhause');
  });
});
