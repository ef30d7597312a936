/**
 * The text of static/agb.pdf, the sample terms in German (the binding version). Company name and
 * contact details come from content/site.yaml. Regenerate with
 * `npx tsx scripts/make-placeholder-assets.ts --pdf`.
 */
import type { SiteFacts } from '../../src/content-model/site-facts';
import type { TermsDocument } from './terms-document';

export function germanTerms(f: SiteFacts): TermsDocument {
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
          'Das erste Gespräch ist kostenlos und unverbindlich. Es dient dem Kennenlernen und der Klärung ' + 'Ihres Anliegens.',
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
          'Müssen wir einen Termin absagen, informieren wir Sie so früh wie möglich und bieten Ihnen einen ' + 'Ersatztermin an.',
          'Für Workshops und Weiterbildungen gelten die Absagebedingungen der jeweiligen Offerte.',
        ],
      },
      {
        heading: 'Honorare und Zahlung',
        clauses: [
          'Es gilt die zum Zeitpunkt der Leistung aktuelle Preisliste. Wir stellen sie Ihnen vor Beginn der ' + 'Zusammenarbeit zu.',
          'Wir stellen Rechnung in Schweizer Franken (CHF). Rechnungen sind innert 30 Tagen ohne Abzug ' + 'zahlbar.',
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
          'Sie entscheiden selbst, welche Empfehlungen Sie umsetzen, und tragen die Verantwortung für ' + 'Ihre Entscheidungen.',
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
          'Vorbehalten bleiben gesetzliche Pflichten zur Auskunft oder Meldung, zum Beispiel zum Schutz ' + 'eines Kindes.',
          'Einzelheiten stehen in unserer Datenschutzerklärung auf unserer Website.',
        ],
      },
      {
        heading: 'Haftung',
        clauses: [
          'Wir haften für Schäden, die wir absichtlich oder grobfahrlässig verursachen. Die Haftung für ' +
            'leichte Fahrlässigkeit ist ausgeschlossen, soweit das Gesetz dies erlaubt.',
          'Für Online-Sitzungen nutzen wir verbreitete Dienste. Für Störungen ausserhalb unseres ' + 'Einflussbereichs haften wir nicht.',
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
