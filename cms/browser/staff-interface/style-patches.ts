/**
 * CSS over Decap 3.16.3's own styles, where they mislead staff. Decap names its elements with
 * generated classes ending in the component's name (`…-ControlErrorsList`), which these match.
 */

/**
 * Cards, Steps and Stats are a list and nothing else. Decap draws a block as a group with its own
 * bar (a fold with nothing but an arrow) and the list inside it as a second framed group: the
 * list's bar ("5 Karten", "Karte hinzufügen") becomes the block's, and the cards sit right in it.
 * No upstream issue found as of Decap 3.16.3.
 */
const listBlock = '[class*="-Shortcode"][aria-label="object field"] > div';
const onlyList = '[aria-label="list field"]:only-child';
const listBlockStyles = `
${listBlock} > [class*="-TopBarContainer"]:has(+ div > ${onlyList}) { display: none; }
${listBlock}:has(> div > ${onlyList}) { padding: 0; }
${listBlock} > div > ${onlyList} { margin: 0; }
${listBlock} > div > ${onlyList} > [id] { border: 0; }
`;

/**
 * Decap writes field errors in capitals (no upstream issue found as of Decap 3.16.3); staff read
 * them as written. The add button's first letter is put back in capitals (Decap lower-cases list
 * labels: decaporg/decap-cms#3856). The address is "optional" to Decap only because existing pages
 * have none in their form: that word is hidden. The list inside Cards, Steps and Stats would repeat
 * the block's name as a second heading: its count says it.
 */
export const decapStylePatches = `
[class*="-ControlErrorsList"] { text-transform: none !important; font-size: 14px !important; }
[class*="-AddButton"]::first-letter { text-transform: uppercase; }
label[for^="address-field"] span { display: none; }
label[for^="items-field-"] { display: none; }
${listBlockStyles}`;

/** One style element at the end of <head>, after Decap's own. */
export function addStyles(...sheets: string[]) {
  const style = document.createElement('style');
  style.textContent = sheets.join('');
  document.head.append(style);
}
