import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { placeholderAssetHashes, placeholderPdfCreator } from '../placeholder-assets/marks';
import type { StandIn } from './stand-in';

/** Where images and PDFs live: team photos next to their member, downloads in static/. */
const assetFolders = ['content', 'static'];
const assetFile = /\.(jpe?g|png|webp|pdf)$/i;

function filesUnder(rootDir: string, folder: string): string[] {
  const absolute = path.join(rootDir, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute).flatMap((name) => {
    const relative = `${folder}/${name}`;
    return statSync(path.join(rootDir, relative)).isDirectory() ? filesUnder(rootDir, relative) : [relative];
  });
}

function whatToPut(file: string): string {
  if (/\.pdf$/i.test(file)) return 'replace it with the reviewed PDF (same file name)';
  if (/\/photo\.[a-z]+$/i.test(file)) return 'replace it with a real portrait (4:5, at least 800 × 1000 px)';
  return 'replace it with the real file';
}

/** Each photo or PDF that scripts/make-placeholder-assets.ts made and nobody has replaced yet. */
export function assetStandIns(rootDir: string): StandIn[] {
  return assetFolders
    .flatMap((folder) => filesUnder(rootDir, folder))
    .filter((file) => assetFile.test(file))
    .sort()
    .flatMap((file) => {
      const bytes = readFileSync(path.join(rootDir, file));
      const generated =
        placeholderAssetHashes.has(createHash('sha256').update(bytes).digest('hex')) ||
        // pdfkit writes the Creator as a plain string object: "(scripts/make-placeholder-assets.ts)".
        (/\.pdf$/i.test(file) && bytes.includes(`(${placeholderPdfCreator})`));
      return generated
        ? [{ file, line: 1, message: `a generated placeholder (scripts/make-placeholder-assets.ts): ${whatToPut(file)}` }]
        : [];
    });
}
