import { splitFrontmatter, textBlocks, visibleText } from './text-blocks';

describe('textBlocks', () => {
  it('gives paragraphs, headings, list items and building blocks one block each, as a reader sees them', () => {
    const body = [
      '## Was ist **Psychoedukation**?',
      '',
      'Ein Absatz mit einem [Link](/contact)',
      'über zwei Zeilen.',
      '',
      '* ADHS',
      '* Autismus und *mehr*',
      '',
      '<Cards>',
      '<Card title="Einzelberatung" to="/contact">Im Gespräch.</Card>',
      '</Cards>',
      '',
      '{/* eine Notiz, nie auf der Seite */}',
      '<SiteFact name="email" link />',
    ].join('\n');
    expect(textBlocks(body).map((block) => block.text)).toEqual([
      'Was ist Psychoedukation?',
      'Ein Absatz mit einem Link über zwei Zeilen.',
      'ADHS',
      'Autismus und mehr',
      'Einzelberatung Im Gespräch.',
    ]);
  });

  it("decodes entities and keeps a call to action's label", () => {
    expect(visibleText('<CallToAction to="/contact" label="Jetzt anfragen">Weniger als 12 &lt; 13 &amp; mehr</CallToAction>')).toBe(
      'Jetzt anfragen Weniger als 12 < 13 & mehr',
    );
  });

  it('splits a file into frontmatter and body', () => {
    expect(splitFrontmatter('---\ntitle: A\n---\n\nText\n')).toEqual({ yaml: 'title: A', body: '\nText\n' });
    expect(splitFrontmatter('Text')).toEqual({ yaml: '', body: 'Text' });
  });
});
