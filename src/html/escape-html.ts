/**
 * Text made safe to stand in HTML, as element content or inside a quoted attribute: the one escaping
 * of the site, used by the functions' pages and mails, the preview's notices and the CMS's editor.
 */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
