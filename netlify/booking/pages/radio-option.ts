/**
 * One radio button with its label, as the pages the functions fill write them (the free times of the
 * request form without JavaScript, the times and places of a change): the markup the form components
 * render, `<div class="option">`, so the site's styles apply to both.
 */
import { escapeHtml } from '../../../src/html/escape-html';

/** `name` is one of the forms' own field names, never the visitor's text. */
export function radioOption(name: string, id: string, value: string, label: string, checked: boolean): string {
  return `<div class="option"><input type="radio" id="${escapeHtml(id)}" name="${name}" value="${escapeHtml(value)}"${checked ? ' checked=""' : ''}/><label for="${escapeHtml(id)}">${escapeHtml(label)}</label></div>`;
}
