import type { ReactNode } from 'react';

/** An e-mail address in running text: letters, digits and marks without a space, an @, a domain with a dot. */
const address = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

/**
 * `text` as typed or said, each e-mail address in it free to break before its @ and each dot (<wbr>, which copying
 * leaves out): the address as one word is wider than a phone's line at large text, and the browser broke it inside a
 * name ("anna-katharina.schweize / r-…"). The booking's page does the same to the address it shows
 * (netlify/booking/pages/masked-address.ts).
 */
export function AddressBreaks({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(address)) {
    parts.push(text.slice(from, match.index));
    match[0].split(/(?=[@.])/).forEach((piece, index) => {
      if (index > 0) parts.push(<wbr key={`${match.index}-${index}`} />);
      parts.push(piece);
    });
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
