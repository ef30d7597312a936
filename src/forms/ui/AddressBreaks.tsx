import type { ReactNode } from 'react';
import { addressInText, addressPieces } from '../../html/address-breaks';

/**
 * `text` as typed or said, each e-mail address in it free to break before its @ and each dot
 * (../../html/address-breaks.ts) by a <wbr>, which copying leaves out.
 */
export function AddressBreaks({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(addressInText)) {
    parts.push(text.slice(from, match.index));
    addressPieces(match[0]).forEach((piece, index) => {
      if (index > 0) parts.push(<wbr key={`${match.index}-${index}`} />);
      parts.push(piece);
    });
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
