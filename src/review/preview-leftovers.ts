import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { languages, localizedPath } from '../i18n/languages';
import { reviewChangesPath } from './review-build';

/**
 * What a deploy preview build wrote into public/ that a later build in the same folder would keep:
 * the changes page (moved to `<path>.html`, which Gatsby does not know to delete), its page data
 * and its template's script. A fresh clone, as on Netlify's production builds, has none of it;
 * a developer's folder after `CONTEXT=deploy-preview npm run build` does.
 */
export async function removePreviewLeftovers(publicDir: string): Promise<void> {
  for (const language of languages) {
    const page = localizedPath(reviewChangesPath, language).slice(1);
    await rm(path.join(publicDir, `${page}.html`), { force: true });
    await rm(path.join(publicDir, page), { recursive: true, force: true });
    await rm(path.join(publicDir, 'page-data', page), { recursive: true, force: true });
  }
  const files = await readdir(publicDir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.includes('review-changes-page'))) {
    await rm(path.join(publicDir, file), { force: true });
  }
}
