/**
 * Generates the placeholder assets the site ships with until the real ones exist:
 *   static/agb.pdf, static/gct.pdf                 sample terms (German / English), text-bearing
 *   content/team/<id>/photo.jpg                    abstract portraits, not photos of people
 * Run: npx tsx scripts/make-placeholder-assets.ts [--pdf] [--photos]   (no flag: both)
 * The output is deterministic, so re-running it only changes files when this script changes.
 * Company name and contact details come from content/site.yaml (the one place for them).
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { loadSiteFacts, type SiteFacts } from '../src/site/site-facts';

const rootDir = path.resolve(__dirname, '..');

// ---------------------------------------------------------------------------------------------
// Terms PDFs
// ---------------------------------------------------------------------------------------------

interface TermsSection {
  heading: string;
  clauses: string[];
}

interface TermsDocument {
  file: string;
  lang: string;
  title: string;
  subtitle: string;
  version: string;
  notice: string;
  intro: string;
  sections: TermsSection[];
  footer: (page: number, pages: number) => string;
}

const versionDate = new Date('2025-10-01T00:00:00Z');

function germanTerms(f: SiteFacts): TermsDocument {
  return {
    file: 'static/agb.pdf',
    lang: 'de-CH',
    title: 'Allgemeine Geschäftsbedingungen (AGB)',
    subtitle: `${f.company}, ${f.street}, ${f.postalCode} ${f.city}, ${f.country.de}`,
    version: 'Stand: Oktober 2025',
    notice:
      'Muster – vor der Veröffentlichung durch die geprüfte Fassung ersetzen. ' +
      `Der Firmenname «${f.company}» und die Kontaktangaben sind Platzhalter.`,
    intro:
      'Diese Bedingungen regeln, wie wir zusammenarbeiten. Wir haben sie möglichst einfach formuliert. ' +
      'Wenn etwas unklar ist, fragen Sie uns gerne, bevor Sie einen Termin vereinbaren.',
    sections: [
      {
        heading: 'Geltungsbereich',
        clauses: [
          `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Leistungen der ${f.company}, ${f.street}, ` +
            `${f.postalCode} ${f.city} (nachfolgend «wir»), gegenüber Klientinnen und Klienten, Eltern und ` +
            'Erziehungsberechtigten sowie Schulen, Institutionen und Unternehmen (nachfolgend «Sie»).',
          'Abweichende Vereinbarungen gelten nur, wenn wir sie schriftlich festhalten. Eine E-Mail genügt.',
          'Für Kinder und Jugendliche unter 18 Jahren schliessen die Erziehungsberechtigten den Vertrag ab. ' +
            'Wir beziehen das Kind oder den Jugendlichen altersgerecht in alle Schritte ein.',
        ],
      },
      {
        heading: 'Unsere Leistungen',
        clauses: [
          'Wir bieten insbesondere an: Coaching für Kinder, Jugendliche, Erwachsene, Eltern und Familien ' +
            '(unter anderem ADHS-Coaching und Begleitung bei Autismus); Psychoedukation in Einzelberatung, ' +
            'Gruppen und Schulungen; interdisziplinäre Fallaufbereitung; Potentialanalyse mit ' +
            'Auswertungsgespräch; Peer-to-Peer-Begleitung; Workshops und Weiterbildungen für Institutionen ' +
            'und Unternehmen.',
          'Inhalt, Umfang und Ziel einer Leistung besprechen wir mit Ihnen im Erstgespräch. Auf Wunsch ' +
            'bestätigen wir die Vereinbarung schriftlich; für Organisationen erstellen wir eine Offerte.',
          'Bei der Fallaufbereitung fassen wir die vorhandenen Informationen in der Regel in zwei Gesprächen ' +
            'zusammen und übergeben ein Dossier an ein ärztliches Team. Wir geben das Dossier nur mit Ihrer ' +
            'schriftlichen Einwilligung weiter.',
          'Wir arbeiten sorgfältig und nach bestem Wissen. Einen bestimmten Erfolg können wir nicht ' +
            'versprechen, denn Coaching lebt von der Zusammenarbeit.',
        ],
      },
      {
        heading: 'Keine medizinische Diagnose oder Behandlung',
        clauses: [
          'Unsere Leistungen sind Beratung, Begleitung und Bildung. Sie sind keine medizinische oder ' +
            'psychotherapeutische Diagnose oder Behandlung und ersetzen diese nicht.',
          'Eine Potentialanalyse beschreibt Stärken und Lernstand eines Kindes. Sie ist keine ärztliche ' +
            'oder schulpsychologische Abklärung.',
          'Bei gesundheitlichen Beschwerden wenden Sie sich bitte an Ihre Ärztin oder Ihren Arzt, in einem ' +
            'Notfall an die Sanitätsnotrufnummer 144.',
        ],
      },
      {
        heading: 'Kostenloses Erstgespräch',
        clauses: [
          'Das erste Gespräch ist kostenlos und unverbindlich. Es dient dem Kennenlernen und der Klärung ' +
            'Ihres Anliegens.',
          'Ein Vertrag kommt erst zustande, wenn Sie nach dem Erstgespräch einen weiteren Termin vereinbaren ' +
            'oder eine Offerte annehmen.',
        ],
      },
      {
        heading: 'Termine und Absagen',
        clauses: [
          'Termine vereinbaren wir persönlich, telefonisch oder per E-Mail. Sitzungen finden in unseren ' +
            'Räumen in Dietikon, nach Absprache bei Ihnen vor Ort oder online statt.',
          'Sie können einen Termin bis 24 Stunden vorher kostenlos absagen oder verschieben.',
          'Bei einer späteren Absage oder wenn Sie nicht erscheinen, dürfen wir die reservierte Zeit gemäss ' +
            'der aktuellen Preisliste verrechnen. Müssen Sie wegen Krankheit oder aus einem anderen ' +
            'wichtigen Grund kurzfristig absagen, suchen wir gemeinsam eine faire Lösung.',
          'Müssen wir einen Termin absagen, informieren wir Sie so früh wie möglich und bieten Ihnen einen ' +
            'Ersatztermin an.',
          'Für Workshops und Weiterbildungen gelten die Absagebedingungen der jeweiligen Offerte.',
        ],
      },
      {
        heading: 'Honorare und Zahlung',
        clauses: [
          'Es gilt die zum Zeitpunkt der Leistung aktuelle Preisliste. Wir stellen sie Ihnen vor Beginn der ' +
            'Zusammenarbeit zu.',
          'Wir stellen Rechnung in Schweizer Franken (CHF). Rechnungen sind innert 30 Tagen ohne Abzug ' +
            'zahlbar.',
          'Ob eine Versicherung, eine Behörde oder eine andere Stelle Kosten übernimmt, klären Sie bitte ' +
            'vorab mit dieser Stelle. Wir helfen Ihnen gerne mit Unterlagen. Ihre Zahlungspflicht uns ' +
            'gegenüber bleibt davon unberührt.',
          'Bleibt eine Rechnung trotz Mahnung offen, dürfen wir weitere Termine aussetzen, bis sie bezahlt ist.',
        ],
      },
      {
        heading: 'Ihre Mitwirkung',
        clauses: [
          'Damit wir Sie gut begleiten können, geben Sie uns die nötigen Informationen vollständig und ' +
            'teilen uns wichtige Veränderungen mit.',
          'Sie entscheiden selbst, welche Empfehlungen Sie umsetzen, und tragen die Verantwortung für ' +
            'Ihre Entscheidungen.',
        ],
      },
      {
        heading: 'Vertraulichkeit und Datenschutz',
        clauses: [
          'Wir behandeln alles, was Sie uns anvertrauen, vertraulich. Diese Pflicht gilt auch nach dem Ende ' +
            'der Zusammenarbeit und für alle Personen, die für uns arbeiten.',
          'Wir bearbeiten Personendaten nach dem schweizerischen Bundesgesetz über den Datenschutz (DSG). ' +
            'Gesundheitsdaten sind besonders schützenswert: Wir bearbeiten sie nur, soweit es für unsere ' +
            'Leistung nötig ist, und geben sie nur mit Ihrer ausdrücklichen Einwilligung weiter, etwa an ' +
            'Schulen, Ärztinnen und Ärzte oder Behörden.',
          'Vorbehalten bleiben gesetzliche Pflichten zur Auskunft oder Meldung, zum Beispiel zum Schutz ' +
            'eines Kindes.',
          'Einzelheiten stehen in unserer Datenschutzerklärung auf unserer Website.',
        ],
      },
      {
        heading: 'Haftung',
        clauses: [
          'Wir haften für Schäden, die wir absichtlich oder grobfahrlässig verursachen. Die Haftung für ' +
            'leichte Fahrlässigkeit ist ausgeschlossen, soweit das Gesetz dies erlaubt.',
          'Für Online-Sitzungen nutzen wir verbreitete Dienste. Für Störungen ausserhalb unseres ' +
            'Einflussbereichs haften wir nicht.',
        ],
      },
      {
        heading: 'Beendigung der Zusammenarbeit',
        clauses: [
          'Sie und wir können die Zusammenarbeit jederzeit beenden. Bereits erbrachte Leistungen und ' +
            'Absagen nach Ziffer 5.3 werden verrechnet.',
        ],
      },
      {
        heading: 'Anwendbares Recht und Gerichtsstand',
        clauses: [
          'Es gilt schweizerisches Recht.',
          'Gerichtsstand ist Dietikon, Kanton Zürich, soweit das Gesetz keinen anderen zwingenden ' +
            'Gerichtsstand vorsieht, etwa für Konsumentinnen und Konsumenten.',
        ],
      },
      {
        heading: 'Schlussbestimmungen',
        clauses: [
          'Ist eine Bestimmung dieser AGB unwirksam, bleiben die übrigen Bestimmungen gültig.',
          'Wir können diese AGB anpassen. Für laufende Aufträge gilt die neue Fassung erst, wenn wir sie ' +
            'Ihnen mitgeteilt haben. Die aktuelle Fassung finden Sie jederzeit auf unserer Website.',
          `Kontakt: ${f.company}, ${f.street}, ${f.postalCode} ${f.city}, ${f.email}, ${f.phone}.`,
        ],
      },
    ],
    footer: (page, pages) => `${f.company} · AGB · Stand: Oktober 2025 · Seite ${page} von ${pages}`,
  };
}

function englishTerms(f: SiteFacts): TermsDocument {
  return {
    file: 'static/gct.pdf',
    lang: 'en',
    title: 'General Terms and Conditions (General Conditions)',
    subtitle: `${f.company}, ${f.street}, ${f.postalCode} ${f.city}, ${f.country.en}`,
    version: 'Version: October 2025',
    notice:
      'Template – replace with the reviewed version before launch. ' +
      `The company name "${f.company}" and the contact details are placeholders.`,
    intro:
      'These conditions set out how we work together. We have written them as plainly as we can. ' +
      'This English version is a translation; if the two versions differ, the German version applies.',
    sections: [
      {
        heading: 'Scope',
        clauses: [
          `These General Terms and Conditions apply to all services of ${f.company}, ${f.street}, ` +
            `${f.postalCode} ${f.city} ("we", "us") for clients, parents and legal guardians, and for ` +
            'schools, institutions and companies ("you").',
          'Different arrangements apply only if we confirm them in writing. An e-mail is sufficient.',
          'For children and young people under 18, the legal guardians enter into the contract. We involve ' +
            'the child or young person in every step in a way that suits their age.',
        ],
      },
      {
        heading: 'Our services',
        clauses: [
          'We offer in particular: coaching for children, young people, adults, parents and families ' +
            '(including ADHD coaching and autism support); psychoeducation in individual advice, groups and ' +
            'trainings; interdisciplinary case preparation; potential analysis with an evaluation ' +
            'discussion; peer-to-peer support; workshops and training for institutions and companies.',
          'We agree on the content, scope and goal of a service with you in the first consultation. On ' +
            'request we confirm this in writing; for organisations we prepare a quote.',
          'For case preparation we usually summarise the available information in two meetings and hand a ' +
            'dossier to a team of doctors. We pass on the dossier only with your written consent.',
          'We work carefully and to the best of our knowledge. We cannot promise a particular result, ' +
            'because coaching depends on working together.',
        ],
      },
      {
        heading: 'No medical diagnosis or treatment',
        clauses: [
          'Our services are advice, support and education. They are not a medical or psychotherapeutic ' +
            'diagnosis or treatment and do not replace one.',
          "A potential analysis describes a child's strengths and learning status. It is not a medical or " +
            'school-psychological assessment.',
          'For health problems, please contact your doctor; in an emergency, call 144.',
        ],
      },
      {
        heading: 'Free first consultation',
        clauses: [
          'The first consultation is free of charge and without obligation. It lets us get to know each ' +
            'other and understand what you need.',
          'A contract is formed only when you book a further appointment after the first consultation or ' +
            'accept a quote.',
        ],
      },
      {
        heading: 'Appointments and cancellation',
        clauses: [
          'We arrange appointments in person, by phone or by e-mail. Sessions take place at our premises in ' +
            'Dietikon, at your place by arrangement, or online.',
          'You may cancel or move an appointment free of charge up to 24 hours before it starts.',
          'If you cancel later or do not attend, we may charge the reserved time according to the current ' +
            'price list. If you have to cancel at short notice because of illness or another important ' +
            'reason, we will look for a fair solution together.',
          'If we have to cancel an appointment, we will tell you as early as possible and offer you a new ' +
            'date.',
          'For workshops and training, the cancellation terms of the respective quote apply.',
        ],
      },
      {
        heading: 'Fees and payment',
        clauses: [
          'The price list current at the time of the service applies. We send it to you before we start ' +
            'working together.',
          'We invoice in Swiss francs (CHF). Invoices are payable within 30 days without deduction.',
          'Whether an insurer, an authority or another body covers costs is for you to clarify with them in ' +
            'advance. We are glad to help with documents. Your obligation to pay us remains unaffected.',
          'If an invoice remains unpaid after a reminder, we may suspend further appointments until it is paid.',
        ],
      },
      {
        heading: 'Your part',
        clauses: [
          'So that we can support you well, please give us the information we need in full and tell us ' +
            'about important changes.',
          'You decide which recommendations you put into practice and are responsible for your decisions.',
        ],
      },
      {
        heading: 'Confidentiality and data protection',
        clauses: [
          'We treat everything you entrust to us as confidential. This duty continues after our work ' +
            'together ends and applies to everyone who works for us.',
          'We process personal data in accordance with the Swiss Federal Act on Data Protection (FADP). ' +
            'Health data is sensitive personal data: we process it only as far as our service requires and ' +
            'pass it on only with your express consent, for example to schools, doctors or authorities.',
          'Legal duties to provide information or to report, for example to protect a child, remain reserved.',
          'Details are set out in the privacy policy on our website.',
        ],
      },
      {
        heading: 'Liability',
        clauses: [
          'We are liable for damage we cause intentionally or through gross negligence. Liability for slight ' +
            'negligence is excluded as far as the law permits.',
          'For online sessions we use widely used services. We are not liable for disruptions beyond our ' +
            'control.',
        ],
      },
      {
        heading: 'Ending our work together',
        clauses: [
          'You and we may end our work together at any time. Services already provided and cancellations ' +
            'under clause 5.3 are charged.',
        ],
      },
      {
        heading: 'Applicable law and place of jurisdiction',
        clauses: [
          'Swiss law applies.',
          'The place of jurisdiction is Dietikon, Canton of Zurich, unless the law prescribes another ' +
            'mandatory place of jurisdiction, for example for consumers.',
        ],
      },
      {
        heading: 'Final provisions',
        clauses: [
          'If any provision of these conditions is invalid, the remaining provisions remain valid.',
          'We may amend these conditions. For ongoing assignments the new version applies only once we have ' +
            'informed you of it. The current version is always available on our website.',
          `Contact: ${f.company}, ${f.street}, ${f.postalCode} ${f.city}, ${f.email}, ${f.phone}.`,
        ],
      },
    ],
    footer: (page, pages) => `${f.company} · General Conditions · Version: October 2025 · Page ${page} of ${pages}`,
  };
}

const ink = '#1f2a2a';
const primary = '#1f6b66';
const muted = '#5b6b6a';

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
      Creator: 'scripts/make-placeholder-assets.ts',
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

  const noticePadding = 9;
  doc.font('Helvetica-Bold').fontSize(10);
  const noticeHeight = doc.heightOfString(terms.notice, { width: width - 2 * noticePadding }) + 2 * noticePadding;
  const noticeTop = doc.y;
  doc.save().roundedRect(left, noticeTop, width, noticeHeight, 4).fillAndStroke('#f6e3e1', '#b5524a').restore();
  doc.fillColor('#7a2620').text(terms.notice, left + noticePadding, noticeTop + noticePadding, { width: width - 2 * noticePadding });
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
    doc.save().moveTo(left, footerY - 8).lineTo(left + width, footerY - 8).lineWidth(0.5).stroke('#c9d4d3').restore();
    doc.font('Helvetica').fontSize(8.5).fillColor(muted).text(terms.footer(i + 1, range.count), left, footerY, { width, align: 'center', lineBreak: false });
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

const portraits: Portrait[] = [
  { id: 'team-mara', tone: '#e3ede4', figure: '#7f9f86', accent: '#1f6b66' },
  { id: 'team-jonas', tone: '#e1ecf4', figure: '#7d9bb3', accent: '#3d6f96' },
  { id: 'team-lea', tone: '#f6e3e1', figure: '#b98f8a', accent: '#a3605a' },
  { id: 'team-david', tone: '#ebe6f3', figure: '#958aae', accent: '#62568a' },
];

function portraitSvg({ tone, figure, accent }: Portrait): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="#ffffff"/>
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
