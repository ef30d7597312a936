/**
 * Where an e-mail address may break across lines: before its @ and before each dot, as a printed address is
 * broken. As one word an address is wider than a phone's line at large text, and the browser broke it inside a
 * name ("anna-katharina.schweize / r", "example.c / h"). The request form marks the places with <wbr>
 * (src/forms/ui/AddressBreaks.tsx), the booking's page, rendered as a string, with a zero-width space
 * (netlify/booking/pages/masked-address.ts), the mails, the team's and the visitors', with <wbr>
 * (netlify/outbox/mail-layout.ts: valueHtml).
 */

/** An e-mail address in running text: letters, digits and marks without a space, an @, a domain with a dot. */
export const addressInText = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

/** The address in the pieces between which it may break: "eva.k@example.ch" → "eva", ".k", "@example", ".ch". */
export function addressPieces(address: string): string[] {
  return address.split(/(?=[@.])/);
}
