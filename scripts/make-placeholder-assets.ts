/**
 * Generates the placeholder assets the site ships with until the real ones exist:
 *   static/agb.pdf, static/gct.pdf                 sample terms (German / English), text-bearing
 *   content/team/<id>/photo.jpg                    abstract portraits, not photos of people
 * Run: npx tsx scripts/make-placeholder-assets.ts [--pdf] [--photos]   (no flag: both)
 * The output is deterministic, so re-running it only changes files when this script changes.
 * The terms' text is in scripts/placeholder-assets/terms-template.{de,en}.ts; company name and
 * contact details come from content/site.yaml (the one place for them); colours from the site's
 * theme (src/styles/theme.ts).
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { loadSiteFacts } from '../src/site/load-site-facts';
import { theme } from '../src/styles/theme';
import { placeholderPdfCreator } from './placeholder-assets/marks';
import { type TermsDocument, versionDate } from './placeholder-assets/terms-document';
import { germanTerms } from './placeholder-assets/terms-template.de';
import { englishTerms } from './placeholder-assets/terms-template.en';

const rootDir = path.resolve(__dirname, '..');

// ---------------------------------------------------------------------------------------------
// Terms PDFs
// ---------------------------------------------------------------------------------------------

const { ink, primary, muted } = theme.colors;

function renderTerms(terms: TermsDocument, company: string): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 62, right: 62 },
    bufferPages: true,
    lang: terms.lang,
    displayTitle: true,
    info: {
      Title: terms.title,
      Author: company,
      Subject: terms.version,
      Creator: placeholderPdfCreator,
      Producer: 'PDFKit',
      CreationDate: versionDate,
      ModDate: versionDate,
    },
  });
  const out = path.join(rootDir, terms.file);
  mkdirSync(path.dirname(out), { recursive: true });
  const written = new Promise<void>((resolve, reject) => {
    const stream = createWriteStream(out);
    stream.on('finish', resolve);
    stream.on('error', reject);
    doc.pipe(stream);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  doc.font('Helvetica-Bold').fontSize(10).fillColor(primary).text(company.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(19).fillColor(ink).text(terms.title);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor(muted).text(terms.subtitle);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(muted).text(terms.version);
  doc.moveDown(0.8);

  // The placeholder warning looks like the site's error notice (src/forms/contact/Notice.tsx).
  const noticePadding = 9;
  doc.font('Helvetica-Bold').fontSize(10);
  const noticeHeight = doc.heightOfString(terms.notice, { width: width - 2 * noticePadding }) + 2 * noticePadding;
  const noticeTop = doc.y;
  doc.save().roundedRect(left, noticeTop, width, noticeHeight, 4).fillAndStroke(theme.colors.dangerSurface, theme.colors.danger).restore();
  doc
    .fillColor(theme.colors.danger)
    .text(terms.notice, left + noticePadding, noticeTop + noticePadding, { width: width - 2 * noticePadding });
  doc.x = left;
  doc.y = noticeTop + noticeHeight + 12;

  doc.font('Helvetica').fontSize(10.5).fillColor(ink).text(terms.intro, left, doc.y, { width, lineGap: 2 });
  doc.moveDown(0.6);

  const numberWidth = 30;
  terms.sections.forEach((section, sectionIndex) => {
    const number = sectionIndex + 1;
    doc.font('Helvetica-Bold').fontSize(12);
    const headingHeight = doc.heightOfString(section.heading, { width });
    doc.font('Helvetica').fontSize(10.5);
    const firstClauseHeight = doc.heightOfString(section.clauses[0] ?? '', { width: width - numberWidth, lineGap: 2 });
    if (doc.y + headingHeight + 6 + firstClauseHeight > bottom()) doc.addPage();
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(primary).text(`${number}. ${section.heading}`, left, doc.y, { width });
    doc.moveDown(0.25);
    section.clauses.forEach((clause, clauseIndex) => {
      doc.font('Helvetica').fontSize(10.5).fillColor(ink);
      const height = doc.heightOfString(clause, { width: width - numberWidth, lineGap: 2 });
      if (doc.y + height > bottom()) doc.addPage();
      const top = doc.y;
      doc.fillColor(muted).text(`${number}.${clauseIndex + 1}`, left, top, { width: numberWidth, lineBreak: false });
      doc.fillColor(ink).text(clause, left + numberWidth, top, { width: width - numberWidth, lineGap: 2 });
      doc.moveDown(0.35);
    });
  });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const footerY = doc.page.height - 40;
    // Writing inside the bottom margin would make pdfkit start a new page; lift the margin while drawing.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .save()
      .moveTo(left, footerY - 8)
      .lineTo(left + width, footerY - 8)
      .lineWidth(0.5)
      .stroke(theme.colors.border)
      .restore();
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(muted)
      .text(terms.footer(i + 1, range.count), left, footerY, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = savedBottom;
  }
  doc.end();
  return written;
}

// ---------------------------------------------------------------------------------------------
// Placeholder portraits
// ---------------------------------------------------------------------------------------------

interface Portrait {
  id: string;
  /** light background tone from the site palette */
  tone: string;
  /** deeper shade of the same hue for the silhouette */
  figure: string;
  /** accent for the soft shapes behind the figure */
  accent: string;
}

// Backgrounds are the theme's tones. The theme has no deeper shades of them, so the silhouettes and
// accents are set here (only Mara's accent is the theme's primary).
const { sage, sky, rose, lavender } = theme.colors.tones;
const portraits: Portrait[] = [
  { id: 'team-mara', tone: sage, figure: '#7f9f86', accent: theme.colors.primary },
  { id: 'team-jonas', tone: sky, figure: '#7d9bb3', accent: '#3d6f96' },
  { id: 'team-lea', tone: rose, figure: '#b98f8a', accent: '#a3605a' },
  { id: 'team-david', tone: lavender, figure: '#958aae', accent: '#62568a' },
];

function portraitSvg({ tone, figure, accent }: Portrait): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${theme.colors.surface}"/>
      <stop offset="0.55" stop-color="${tone}"/>
      <stop offset="1" stop-color="${tone}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.16"/>
      <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="figure" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${figure}" stop-opacity="0.85"/>
      <stop offset="1" stop-color="${figure}"/>
    </linearGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  <circle cx="640" cy="190" r="260" fill="url(#glow)"/>
  <circle cx="120" cy="760" r="300" fill="url(#glow)"/>
  <circle cx="400" cy="400" r="150" fill="url(#figure)"/>
  <path d="M130 1000 C130 780 250 630 400 630 C550 630 670 780 670 1000 Z" fill="url(#figure)"/>
</svg>`;
}

async function renderPortrait(portrait: Portrait): Promise<void> {
  const dir = path.join(rootDir, 'content', 'team', portrait.id);
  mkdirSync(dir, { recursive: true });
  await sharp(Buffer.from(portraitSvg(portrait)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(dir, 'photo.jpg'));
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const all = !args.has('--pdf') && !args.has('--photos');
  if (all || args.has('--pdf')) {
    const facts = loadSiteFacts();
    for (const terms of [germanTerms(facts), englishTerms(facts)]) {
      await renderTerms(terms, facts.company);
      console.log(`wrote ${terms.file}`);
    }
  }
  if (all || args.has('--photos')) {
    for (const portrait of portraits) {
      await renderPortrait(portrait);
      console.log(`wrote content/team/${portrait.id}/photo.jpg`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
