/**
 * An SMS the functions send to a visitor (../booking/mails/visitor-sms.ts makes them), as every SMS
 * transport takes it (./sms-transport.ts). One message, never a concatenated one: at most 160 characters
 * of the GSM 03.38 alphabet (3GPP TS 23.038: the basic set, a character of its extension table counting
 * twice). A text outside it would go as UCS-2, at most 70 characters, and a longer one as two or more
 * paid parts that some phones show apart: `smsProblem` refuses both before anything leaves.
 */

export interface Sms {
  /** E.164: `+41791234567` (src/booking/phone-number.ts: readPhoneNumber). */
  to: string;
  /** The sender shown on the phone: the practice's short name, at most 11 letters or digits (content/booking.yaml: smsSender). */
  from: string;
  text: string;
}

/** GSM 03.38's basic character set (one septet each), as Unicode. */
const gsmBasic = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: each is sent as an escape and the character, two septets. */
const gsmExtension = new Set('^{}\\[~]|€\f');

export const smsMaxSeptets = 160;

/** The septets a text takes in GSM 03.38, or undefined when a character is not in it. */
export function gsmSeptets(text: string): number | undefined {
  let septets = 0;
  for (const character of text) {
    if (gsmBasic.has(character)) septets += 1;
    else if (gsmExtension.has(character)) septets += 2;
    else return undefined;
  }
  return septets;
}

/** Why a text cannot go as one SMS (a character outside GSM 03.38, or too long), or undefined when it can. */
export function smsProblem(text: string): string | undefined {
  const septets = gsmSeptets(text);
  if (septets === undefined) {
    const outside = [...text].find((character) => gsmSeptets(character) === undefined) ?? '';
    return `the SMS has a character outside the GSM 03.38 alphabet (U+${(outside.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`;
  }
  if (septets > smsMaxSeptets) return `the SMS takes ${septets} of at most ${smsMaxSeptets} characters`;
  return undefined;
}

/** An E.164 number: `+`, a country code and at most 15 digits in all. */
export function isE164(number: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(number);
}

/** An alphanumeric sender as networks show it: 1 to 11 letters, digits or spaces, starting with a letter. */
export function isSmsSender(sender: string): boolean {
  return /^[A-Za-z][A-Za-z0-9 ]{0,10}$/.test(sender) && sender.trim() === sender;
}
