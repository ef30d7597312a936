/**
 * How the launch check (scripts/check-launch/) recognises what scripts/make-placeholder-assets.ts made.
 * The PDFs carry the script's name as their Creator, whatever facts they were made with; the portraits
 * carry no marker (the script writes none), so they are known by their SHA-256. A new placeholder portrait
 * adds its hash here (`sha256sum content/team/<id>/photo.jpg` right after generating it).
 */
export const placeholderPdfCreator = 'scripts/make-placeholder-assets.ts';

export const placeholderAssetHashes: ReadonlySet<string> = new Set([
  // content/team/<id>/photo.jpg as generated: mara, jonas, lea, david
  '3ff77c909b7d9fcea9cc48f28379905c2132bcf85ea6f9ec1991ff811210716b',
  'e2bb1e364c183b5f76756b8d0846d2baa8fd29a224f84f2f1716964181d01076',
  'b6fcaef8387a4d2c19ba92fa030a3ceb95efffa8fb8a7d9759623dd45449a6ce',
  'f6f95dbde181cd4b702a07af4c8b896208c9e57ecac4cd319eeb3591c9ed53a4',
]);
