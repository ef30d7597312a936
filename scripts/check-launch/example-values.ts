/**
 * The safety net under the marks staff set: values that are obviously examples, whatever their mark
 * says. Narrow on purpose (addresses, numbers and names, not running text, where "zum Beispiel" is
 * a plain phrase), so it never lists a real value.
 */
const exampleValues: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bexample\.(com|ch|org|net)\b/i, why: 'an example.com address' },
  { pattern: /\b0{2,3} 0{2} 0{2}\b/, why: 'a made-up number (000 00 00)' },
  { pattern: /\bCHE-0{3}\.0{3}\.0{3}\b/, why: 'a made-up UID (CHE-000.000.000)' },
  { pattern: /linkedin\.com\/in\/example/i, why: 'an example LinkedIn profile' },
  { pattern: /\b(Platzhalter|Muster|Beispiel|Vorlage|placeholder)\b/i, why: 'a placeholder name' },
];

/** Why a value looks like an example, or undefined when it looks real. */
export function exampleReason(value: string): string | undefined {
  return exampleValues.find(({ pattern }) => pattern.test(value))?.why;
}
