/**
 * The text of static/gct.pdf, the English translation of the sample terms (terms-template.de.ts).
 * Company name and contact details come from content/site.yaml. Regenerate with
 * `npx tsx scripts/make-placeholder-assets.ts --pdf`.
 */
import type { SiteFacts } from '../../src/content-model/site-facts';
import type { TermsDocument } from './terms-document';

export function englishTerms(f: SiteFacts): TermsDocument {
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
          'A contract is formed only when you book a further appointment after the first consultation or ' + 'accept a quote.',
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
          'If we have to cancel an appointment, we will tell you as early as possible and offer you a new ' + 'date.',
          'For workshops and training, the cancellation terms of the respective quote apply.',
        ],
      },
      {
        heading: 'Fees and payment',
        clauses: [
          'The price list current at the time of the service applies. We send it to you before we start ' + 'working together.',
          'We invoice in Swiss francs (CHF). Invoices are payable within 30 days without deduction.',
          'Whether an insurer, an authority or another body covers costs is for you to clarify with them in ' +
            'advance. We are glad to help with documents. Your obligation to pay us remains unaffected.',
          'If an invoice remains unpaid after a reminder, we may suspend further appointments until it is paid.',
        ],
      },
      {
        heading: 'Your part',
        clauses: [
          'So that we can support you well, please give us the information we need in full and tell us ' + 'about important changes.',
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
          'For online sessions we use widely used services. We are not liable for disruptions beyond our ' + 'control.',
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
