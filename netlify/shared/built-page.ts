/**
 * A page of this deploy's build, read from the function's own bundle: the forms' answers without
 * JavaScript (../submissions/form-page.ts) and the booking's pages (../booking/pages/booking-page.ts) are
 * built pages with parts filled in.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface FormPage {
  html: string;
  /** The Content-Security-Policy the answer is sent with. */
  policy: string;
}

/**
 * The policy of every page this module answers with, fixed here rather than taken from anywhere:
 * the answer has no scripts at all (they are taken out), so none may run.
 */
export const formAnswerPolicy =
  "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The folder that holds the built site's public/: the function's own bundle on Netlify (netlify.toml
 * includes the form pages in it, and Lambda runs a bundle from LAMBDA_TASK_ROOT), else the project
 * (npm run serve runs the function from the project's folder).
 */
export function bundleRoot(env: Readonly<Record<string, string | undefined>>): string {
  return env.LAMBDA_TASK_ROOT?.trim() || process.cwd();
}

/**
 * The form's page as this deploy's build wrote it (`/en/contact` → public/en/contact.html), read
 * from the function's bundle, never fetched: an address built from the request (its Host header)
 * could make the function fetch and pass on another server's page. Null when it is not there.
 */
export async function readFormPage(root: string, pagePath: string): Promise<FormPage | null> {
  if (!/^(\/[a-z0-9-]+)+$/.test(pagePath)) return null;
  try {
    return { html: await readFile(path.join(root, 'public', `${pagePath}.html`), 'utf8'), policy: formAnswerPolicy };
  } catch {
    return null;
  }
}
