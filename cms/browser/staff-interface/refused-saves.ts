import { defaultLanguage, languageName, languages, type Language } from '../../../src/i18n/languages';
import type { ImmutableEntry } from '../../decap-types';
import { refusalIn } from '../../refusals';

/**
 * A text the site could not read (cms/refusals.ts) is refused on saving, in Decap's preSave event:
 * the notification names the language, block and field, and the refused text is scrolled into view.
 */

/** The top-level rich-text editor of one language (German left, English right). */
function textEditorOf(language: Language): Element | undefined {
  const editors = [...document.querySelectorAll('[data-slate-editor="true"]')].filter(
    (editor) => !editor.parentElement?.closest('[data-slate-editor="true"]'),
  );
  return editors[languages.indexOf(language)];
}

/** Scrolls to the refused text in a language's editor (a block's field or the running text). */
function revealText(language: Language, snippet: string) {
  const editor = textEditorOf(language);
  if (!editor) return;
  const field = [...editor.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].find((input) =>
    input.value.includes(snippet),
  );
  if (field) {
    field.scrollIntoView({ block: 'center' });
    field.focus();
    return;
  }
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    if (node.data.includes(snippet)) {
      node.parentElement?.scrollIntoView({ block: 'center' });
      return;
    }
  }
  editor.scrollIntoView({ block: 'center' });
}

/**
 * A refused save. Decap 3.16.3 shows what a preSave listener throws in its notification
 * ("Nicht gespeichert: %{details}") as the thrown value's text, so it is the message alone.
 */
class RefusedText extends Error {
  override toString() {
    return this.message;
  }
}

export function refuseUnreadableText({ entry }: { entry: ImmutableEntry }): unknown {
  for (const language of languages) {
    // Decap keeps the default language's fields in `data`, the others' under `i18n.<language>`.
    const body = entry.getIn(language === defaultLanguage ? ['data', 'body'] : ['i18n', language, 'data', 'body']);
    if (typeof body !== 'string') continue;
    const refusal = refusalIn(body);
    if (!refusal) continue;
    revealText(language, refusal.snippet);
    const where = [languageName(language, 'de'), ...(refusal.where.length > 0 ? refusal.where : ['Text'])].join(' › ');
    throw new RefusedText(`${where}: ${refusal.message}`);
  }
  return undefined;
}
