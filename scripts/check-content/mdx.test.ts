import { kitNames } from '../../src/content-model/kit';
import { checkContent, formatProblem } from './index';
import { lines, removeTrees, treeWith, validTree } from './test-tree';

afterAll(removeTrees);

const impressum = 'content/pages/impressum/index.de.mdx';
const impressumText = validTree()[impressum] ?? '';
/** The test tree's German impressum has 8 lines, then a line break. */
const lastLine = 8;

/** What the check prints for the test tree with `text` added at the end of the German impressum. */
const reportWith = async (text: string) => (await checkContent(treeWith({ [impressum]: `${impressumText}${text}` }))).map(formatProblem);

/** Lines appended after an empty line, as a new paragraph; the first of them is line 10. */
const reportFor = (...added: string[]) => reportWith(`\n${lines(...added)}`);
const at = (offset: number, message: string) => `${impressum}:${lastLine + 2 + offset}: ${message}`;

describe('the four lines that passed the old check and broke the build, each appended to the impressum', () => {
  const appended = (line: string) => reportWith(lines(line));
  const onLine9 = (message: string) => `${impressum}:${lastLine + 1}: ${message}`;

  it('a "<" in running text', async () => {
    expect(await appended('Für Kinder <12 Jahre bieten wir mehr.')).toEqual([
      onLine9(
        'a "<" starts a component tag such as <Card>, and "<12" is not one: to write the sign itself, write "weniger als" (or "less than") or &lt;',
      ),
    ]);
  });

  it('braces in running text', async () => {
    expect(await appended('Preise {ab 100 CHF} auf Anfrage.')).toEqual([
      onLine9('MDX reads "{ab 100 CHF}" as code because of the "{": write \\{ instead of { to show the brace, or use round brackets'),
    ]);
  });

  it('a component that is not in the kit, found by its German name', async () => {
    expect(await appended('<Karten>Hallo</Karten>')).toEqual([onLine9('unknown component <Karten>, did you mean <Cards> (Karten)?')]);
  });

  it('a call to action without its label', async () => {
    expect(await appended('<CallToAction to="/contact" />')).toEqual([
      onLine9('<CallToAction> has no "label" (Text auf dem Knopf): add label="…"'),
    ]);
  });
});

describe('MDX the build cannot compile', () => {
  it('an HTML comment', async () => {
    expect(await reportFor('<!-- Entwurf -->')).toEqual([
      at(0, 'HTML comments <!-- … --> do not work in MDX: write a note that is not shown as {/* … */}'),
    ]);
  });

  it('an address in angle brackets', async () => {
    expect(await reportFor('Mehr unter <https://example.ch>.')).toEqual([
      at(0, 'addresses in < > do not work in MDX: write a link as [text](https://…) or [info@example.ch](mailto:info@example.ch)'),
    ]);
  });

  it('a "<" before a word, on the line of the "<" even when the paragraph goes on', async () => {
    expect(await reportFor('Für Kinder <zehn Jahre', 'und ihre Eltern.')).toEqual([
      at(
        0,
        '"<zehn …" is read as the start of a component tag, but it is not one: a tag is written like <SiteFact name="email" />; to write the sign itself, write "weniger als" (or "less than") or &lt;',
      ),
    ]);
  });

  it('an attribute value without quotes', async () => {
    expect(await reportFor('<InfoBox title=Hinweis>', 'Text', '</InfoBox>')).toEqual([
      at(0, 'the value of "title" must be in quotes: write title="…"'),
    ]);
  });

  it('a "{" that is never closed, on the line of the "{"', async () => {
    expect(await reportFor('Preise {ab 100 CHF', '', 'Mehr Text.')).toEqual([
      at(
        0,
        'a "{" is never closed with "}", so MDX reads the rest as code: write \\{ instead of { to show the brace, or use round brackets',
      ),
    ]);
  });

  it('a component opened in a sentence and closed in another paragraph', async () => {
    expect(await reportFor('<InfoBox title="Hinweis">Erster Absatz.', '', 'Zweiter Absatz.</InfoBox>')).toEqual([
      at(
        0,
        '<InfoBox> is not closed before the paragraph ends: close it with </InfoBox> in the same paragraph, or put <InfoBox …> and </InfoBox> on lines of their own around the paragraphs',
      ),
    ]);
  });

  it('a component that is never closed', async () => {
    expect(await reportFor('<Cards>', '<Card title="Team">Unser Team</Card>')).toEqual([
      at(0, '<Cards> is never closed: add </Cards> on a line of its own after its content'),
    ]);
  });

  it('a closing tag that does not match', async () => {
    expect(await reportFor('<Cards>', '<Card title="Team">Unser Team</Card>', '</Card>')).toEqual([
      at(2, '</Card> does not close <Cards> (line 10): close <Cards> with </Cards> first, or check the spelling of both tags'),
    ]);
  });

  it('a closing tag without an opening one', async () => {
    expect(await reportFor('<Card title="Team">Unser Team</Card>', '</Cards>')).toEqual([
      at(1, '</Cards> closes a component that is not open: remove it, or add <Cards …> before its content'),
    ]);
  });

  it('a sentence that starts with "import"', async () => {
    expect(await reportFor('import von Daten ist möglich.')).toEqual([
      at(
        0,
        'a line that starts with "import" or "export" is read as code: if it is text, start the line differently (e.g. "Import" with a capital letter)',
      ),
    ]);
  });
});

describe('code in the content', () => {
  it('an expression that is valid code', async () => {
    expect(await reportFor('Das kostet {preis} Franken.')).toEqual([
      at(
        0,
        '"{preis}" is read as code, not as text: write \\{ instead of { to show the brace, or use round brackets. A note that is not shown on the page is written {/* … */}',
      ),
    ]);
  });

  it('a note in {/* … */} is fine', async () => {
    expect(await reportFor('{/* Vor dem Livegang prüfen */}', '', 'Text {/* auch hier */} geht weiter.')).toEqual([]);
  });

  it('import and export lines', async () => {
    expect(await reportFor('import { Card } from "../components"', '', 'export const title = "Impressum"')).toEqual([
      at(
        0,
        '"import" lines are code and not allowed in the content: remove this line; the site\'s components (<Cards>, <InfoBox> …) work without it',
      ),
      at(
        2,
        '"export" lines are code and not allowed in the content: remove this line; a page\'s title and other fields go between the --- lines at the top',
      ),
    ]);
  });
});

describe('components and their attributes, as the kit describes them', () => {
  it('a component with no close name lists the kit', async () => {
    expect(await reportFor('<Zauberei />')).toEqual([
      at(0, `unknown component <Zauberei>: the site's components are ${kitNames.map((n) => `<${n}>`).join(', ')}`),
    ]);
  });

  it('HTML tags, with what to write instead', async () => {
    expect(await reportFor('<div>Text</div>', '', 'Siehe <a href="/contact">Kontakt</a>.', '', '<infobox>Text</infobox>')).toEqual([
      at(0, 'HTML tags such as <div> are not supported in the content: use markdown, or a component of the site such as <InfoBox>'),
      at(2, 'HTML tags such as <a> are not supported in the content: write a link as [text](/contact) or [text](https://…)'),
      at(4, 'write <InfoBox> with a capital letter: <infobox> is read as an HTML tag'),
    ]);
  });

  it('an unknown attribute close to a known one, reported once (not also as missing)', async () => {
    expect(await reportFor('<Cards>', '<Card titel="Team">Unser Team</Card>', '</Cards>')).toEqual([
      at(1, 'unknown attribute "titel" on <Card>, did you mean "title"?'),
    ]);
  });

  it('an unknown attribute far from any known one, and attributes on a component that takes none', async () => {
    expect(await reportFor('<Cards farbe="rot">', '<Card title="Team" farbe="rot">Unser Team</Card>', '</Cards>')).toEqual([
      at(0, '<Cards> takes no attributes: remove "farbe"'),
      at(1, 'unknown attribute "farbe" on <Card>: it takes title, to'),
    ]);
  });

  it('a colour tone that is not one of the choices, on its line in a tag over several lines', async () => {
    expect(
      await reportFor(
        '<ColorSection',
        '  tone="sgae"',
        '  title="Coaching"',
        '>',
        'Text',
        '</ColorSection>',
        '',
        '<ColorSection tone="grün" title="Coaching">',
        'Text',
        '</ColorSection>',
      ),
    ).toEqual([
      at(1, '"tone" on <ColorSection> cannot be "sgae", did you mean "sage"?'),
      at(7, '"tone" on <ColorSection> cannot be "grün": use one of sage, sky, sand, rose, lavender'),
    ]);
  });

  it('a choice given by its German name in the CMS', async () => {
    expect(await reportFor('<ColorSection tone="Salbeigrün" title="Coaching">', 'Text', '</ColorSection>')).toEqual([
      at(0, '"tone" on <ColorSection> cannot be "Salbeigrün", did you mean "sage"?'),
    ]);
  });

  it('a missing required choice names the choices', async () => {
    expect(await reportFor('<ColorSection title="Coaching">', 'Text', '</ColorSection>')).toEqual([
      at(0, '<ColorSection> has no "tone" (Farbe): add tone="…", one of sage, sky, sand, rose, lavender'),
    ]);
  });

  it('a page that does not exist, with the usual link message (not twice)', async () => {
    expect(await reportFor('<CallToAction to="/kontakt" label="Schreiben Sie uns" />')).toEqual([
      at(0, 'the link "/kontakt" goes to a page that does not exist. Did you mean "/contact"?'),
    ]);
  });

  it('a page attribute given a file or another website', async () => {
    expect(
      await reportFor('<CallToAction to="/agb.pdf" label="AGB" />', '', '<CallToAction to="https://example.ch" label="Mehr" />'),
    ).toEqual([
      at(0, '"to" on <CallToAction> must be a page, not a file: offer a file with <Download href="/agb.pdf" title="…" />'),
      at(
        2,
        '"to" on <CallToAction> must be a page of this site such as "/contact": link to other websites in the text, as [text](https://…)',
      ),
    ]);
  });

  it('a file attribute that is not the address of a file', async () => {
    expect(await reportFor('<Download href="agb" title="AGB" />')).toEqual([
      at(0, '"href" on <Download> must be the address of a file saved in static/, such as "/agb.pdf"'),
    ]);
  });

  it('a value written as code, a flag given a value, a value left out, an attribute given twice', async () => {
    expect(
      await reportFor(
        '<Cards>',
        '<Card title={"Team"}>Unser Team</Card>',
        '<Card title="Team" title="Wir">Unser Team</Card>',
        '<Card title>Unser Team</Card>',
        '</Cards>',
        '',
        'E-Mail: <SiteFact name="email" link="true" />',
      ),
    ).toEqual([
      at(1, 'write title="Team", in quotes without { }'),
      at(2, '"title" is given twice on <Card>: keep one'),
      at(3, '"title" on <Card> has no value: write title="…"'),
      at(6, 'write link alone to switch it on, without ="…"'),
    ]);
  });

  it('a site fact that does not exist', async () => {
    expect(await reportFor('E-Mail: <SiteFact name="mail" />')).toEqual([
      at(0, '"name" on <SiteFact> cannot be "mail", did you mean "email"?'),
    ]);
  });

  it('a link label without a link, and a link without its label', async () => {
    expect(
      await reportFor(
        '<ColorSection tone="sage" title="Coaching" linkLabel="Zum Coaching">',
        'Text',
        '</ColorSection>',
        '',
        '<ColorSection tone="sky" title="Coaching" to="/contact">',
        'Text',
        '</ColorSection>',
      ),
    ).toEqual([
      at(0, '"linkLabel" on <ColorSection> only works together with "to" (Verlinkte Seite): add to="…" or remove linkLabel'),
      at(4, '"to" on <ColorSection> needs "linkLabel" (Text des Links) as well: add linkLabel="…"'),
    ]);
  });
});

describe('where components may stand and what they hold', () => {
  it('a <Card> outside <Cards>', async () => {
    expect(await reportFor('<Card title="Team">Unser Team</Card>')).toEqual([
      at(0, '<Card> can only stand inside <Cards>: put a line <Cards> before it and a line </Cards> after it'),
    ]);
  });

  it('text inside <Cards>', async () => {
    expect(await reportFor('<Cards>', '<Card title="Team">Unser Team</Card>', '', 'Und noch etwas.', '</Cards>')).toEqual([
      at(3, 'only <Card> can stand inside <Cards>: move this out of <Cards>, or write it as <Card title="…">…</Card>'),
    ]);
  });

  it('an item of another list inside <Cards> is reported once, as out of place', async () => {
    expect(await reportFor('<Cards>', '<Step title="Erstgespräch">Wir lernen uns kennen.</Step>', '</Cards>')).toEqual([
      at(1, '<Step> can only stand inside <Steps>: put a line <Steps> before it and a line </Steps> after it'),
    ]);
  });

  it('content in a component that takes none', async () => {
    expect(await reportFor('<Stats>', '<Stat value="25" label="Jahre">Erfahrung</Stat>', '</Stats>')).toEqual([
      at(1, '<Stat> takes no content between tags: write it as one tag ending in />, e.g. <Stat value="…" label="…" />'),
    ]);
  });

  it('a component that needs content but has none', async () => {
    expect(await reportFor('<InfoBox title="Hinweis"></InfoBox>')).toEqual([
      at(0, '<InfoBox> has no content (Text): write it between <InfoBox> and </InfoBox>'),
    ]);
  });

  it('a block component inside a sentence; a site fact inside a sentence is fine', async () => {
    expect(
      await reportFor('Schreiben Sie uns: <CallToAction to="/contact" label="Kontakt" /> oder an <SiteFact name="email" link />.'),
    ).toEqual([
      at(0, '<CallToAction> cannot stand inside a sentence: put <CallToAction …> on its own line, with an empty line before and after'),
    ]);
  });
});

describe('every kit component written as the kit describes it', () => {
  const everyComponent = [
    '<Cards>',
    '<Card title="Einzelberatung" to="/team#team-mara">Im persönlichen Gespräch.</Card>',
    '<Card title="Workshops">In kleinen Gruppen.</Card>',
    '</Cards>',
    '',
    '<Steps>',
    '<Step title="Erstgespräch">Wir lernen uns kennen.</Step>',
    '</Steps>',
    '',
    '<CallToAction to="/#contact" label="Kontakt aufnehmen" title="Fragen?">',
    'Das Erstgespräch ist kostenlos.',
    '</CallToAction>',
    '',
    '<InfoBox title="Hinweis">',
    'Für Kinder unter 12 Jahren bieten wir mehr \\{ab 100 CHF\\}.',
    '</InfoBox>',
    '',
    '<ColorSection tone="sage" title="Coaching" to="/contact" linkLabel="Zum Coaching">',
    'Coaching für Familien.',
    '</ColorSection>',
    '',
    '<Testimonial title="Endlich verstanden" author="Mutter eines Sohnes">',
    'Die Morgen sind ruhiger geworden.',
    '</Testimonial>',
    '',
    '<Download href="/agb.pdf" title="AGB (PDF)" />',
    '',
    '<Stats>',
    '<Stat value="25" label="Jahre Erfahrung" />',
    '</Stats>',
    '',
    'E-Mail: <SiteFact name="email" link />, Firma: <SiteFact name="company" />',
    '',
    '<Address withContact />',
    '',
    '<Memberships>',
    '',
    '- Mitglied eines Berufsverbands',
    '',
    '</Memberships>',
    '',
    '{/* Eine Notiz, die nicht gezeigt wird */}',
  ];

  it('uses every component of the kit', () => {
    const text = everyComponent.join('\n');
    expect(kitNames.filter((name) => !text.includes(`<${name} `) && !text.includes(`<${name}>`))).toEqual([]);
  });

  it('passes', async () => {
    expect(await reportFor(...everyComponent)).toEqual([]);
  });
});
