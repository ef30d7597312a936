import path from 'node:path';
import { checkContent, formatProblem, runContentCheck } from './index';
import { lines, removeTrees, treeWith, withLine, writeTree, validTree } from './test-tree';

afterAll(removeTrees);

/** The check's output for a tree, as the CLI prints it. */
const report = async (root: string) => (await checkContent(root)).map(formatProblem);

describe('checkContent on a correct tree', () => {
  it('finds nothing (aliases, /en/ prefixes, /#contact, team anchors, code blocks all fine) and counts the files', async () => {
    const root = writeTree(validTree());
    expect(await report(root)).toEqual([]);
    expect((await runContentCheck(root)).stats).toEqual({ pageFiles: 4, teamFiles: 2, localeFiles: 2 });
  });
});

describe('checkContent on the real content/', () => {
  it('finds nothing', async () => {
    expect(await report(path.join(__dirname, '..', '..'))).toEqual([]);
  });
});

describe('checkContent plants one mistake at a time', () => {
  it('reports a missing translation on the path of the file that should exist', async () => {
    const root = treeWith({ 'content/pages/impressum/index.en.mdx': null });
    expect(await report(root)).toEqual([
      'content/pages/impressum/index.en.mdx:1: the English version of this page is missing: create this file (copy index.de.mdx and translate it)',
    ]);
  });

  it('reports a missing team translation', async () => {
    const root = treeWith({ 'content/team/team-mara/index.de.mdx': null });
    expect(await report(root)).toEqual([
      'content/team/team-mara/index.de.mdx:1: the German version of this team member is missing: create this file (copy index.en.mdx and translate it)',
    ]);
  });

  it('reports a missing title', async () => {
    const root = treeWith(withLine('content/pages/impressum/index.de.mdx', 2, 'lead: Kurz gesagt'));
    expect(await report(root)).toEqual([
      'content/pages/impressum/index.de.mdx:1: the page has no "title": add a line like  title: "Impressum"  between the --- lines at the top',
    ]);
  });

  it('reports an empty description', async () => {
    const root = treeWith(withLine('content/pages/impressum/index.en.mdx', 3, 'description: ""'));
    expect(await report(root)).toEqual(['content/pages/impressum/index.en.mdx:3: "description" is empty: the page needs one']);
  });

  it('reports a wrong type: order written as a word', async () => {
    const root = treeWith(withLine('content/team/team-mara/index.de.mdx', 7, 'order: "one"'));
    expect(await report(root)).toEqual([
      'content/team/team-mara/index.de.mdx:7: "order" must be a whole number such as 1, 2 or 3, not "one"',
    ]);
  });

  it('reports a number in quotes and a boolean in quotes with the fix', async () => {
    const root = treeWith({
      ...withLine('content/team/team-mara/index.de.mdx', 7, 'order: "1"'),
      ...withLine('content/pages/fallaufbereitung-lang/index.de.mdx', 15, 'noindex: "true"'),
    });
    expect(await report(root)).toEqual([
      'content/pages/fallaufbereitung-lang/index.de.mdx:15: "noindex" must be true or false without quotes: write noindex: true',
      'content/team/team-mara/index.de.mdx:7: "order" must be a number without quotes: write order: 1',
    ]);
  });

  it('reports a title that is not text', async () => {
    const root = treeWith(withLine('content/pages/impressum/index.de.mdx', 2, 'title: 2025'));
    expect(await report(root)).toEqual([
      'content/pages/impressum/index.de.mdx:2: "title" must be text: put the value in quotes, e.g. title: "2025"',
    ]);
  });

  it('reports an unknown field close to a known one as a likely typo', async () => {
    const root = treeWith(withLine('content/pages/impressum/index.de.mdx', 3, 'descripton: Angaben zum Unternehmen'));
    expect(await report(root)).toEqual(['content/pages/impressum/index.de.mdx:3: unknown field "descripton", did you mean "description"?']);
  });

  it('reports an unknown field far from any known one with the allowed fields', async () => {
    const root = treeWith(withLine('content/team/team-mara/index.en.mdx', 5, 'email: mara@example.com\ninstagram: "@mara"'));
    expect(await report(root)).toEqual([
      'content/team/team-mara/index.en.mdx:6: unknown field "instagram": the site ignores it. Allowed fields: name, role, subtitle, linkedin, email, order, hidden, placeholder, photo',
    ]);
  });

  it('reports a frontmatter block that YAML cannot read, on its line', async () => {
    const root = treeWith(withLine('content/pages/impressum/index.de.mdx', 3, 'description: Angaben: "zum" Unternehmen'));
    const problems = await report(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/pages\/impressum\/index\.de\.mdx:3: the block of fields at the top cannot be read \(.+\)\. Check the indentation/,
    );
  });

  it('reports a file without frontmatter', async () => {
    const root = treeWith({ 'content/pages/impressum/index.en.mdx': lines('', '---', 'title: Legal notice', '---') });
    expect(await report(root)).toEqual([
      'content/pages/impressum/index.en.mdx:2: the file does not start with the block of fields (frontmatter): remove the empty lines above the first ---',
    ]);
  });

  it('reports a broken internal link in markdown with a suggestion', async () => {
    const root = treeWith(withLine('content/pages/impressum/index.de.mdx', 8, 'Schreiben Sie uns über das [Kontaktformular](/kontakt).'));
    expect(await report(root)).toEqual([
      'content/pages/impressum/index.de.mdx:8: the link "/kontakt" goes to a page that does not exist. Did you mean "/contact"?',
    ]);
  });

  it('reports broken links in to= attributes and in frontmatter to: values', async () => {
    const root = treeWith({
      ...withLine('content/pages/fallaufbereitung-lang/index.de.mdx', 10, '    to: /angebot'),
    });
    const withAttribute = treeWith({
      ...withLine('content/pages/fallaufbereitung-lang/index.de.mdx', 20, '<Card title="Team" to="/tem">Unser Team</Card>'),
    });
    expect(await report(root)).toEqual([
      'content/pages/fallaufbereitung-lang/index.de.mdx:10: the link "/angebot" goes to a page that does not exist',
    ]);
    expect(await report(withAttribute)).toEqual([
      'content/pages/fallaufbereitung-lang/index.de.mdx:20: the link "/tem" goes to a page that does not exist. Did you mean "/team"?',
    ]);
  });

  it('reports a fragment on the home page other than #contact', async () => {
    const root = treeWith(
      withLine('content/pages/fallaufbereitung-lang/index.de.mdx', 18, '<CallToAction to="/#kontakt" label="Kontakt" />'),
    );
    expect(await report(root)).toEqual([
      'content/pages/fallaufbereitung-lang/index.de.mdx:18: the link "/#kontakt" goes to a part of the home page that does not exist: the home page only has "/#contact"',
    ]);
  });

  it('reports a team anchor that is not a team member', async () => {
    const root = treeWith(
      withLine('content/pages/fallaufbereitung-lang/index.de.mdx', 20, '<Card title="Team" to="/team#team-marra">Team</Card>'),
    );
    expect(await report(root)).toEqual([
      'content/pages/fallaufbereitung-lang/index.de.mdx:20: the link "/team#team-marra" goes to a team member that does not exist. Did you mean "/team#team-mara"?',
    ]);
  });

  it('reports a relative link that should start with /', async () => {
    const root = treeWith(withLine('content/pages/impressum/index.en.mdx', 8, 'Write to us through the [contact form](contact).'));
    expect(await report(root)).toEqual([
      'content/pages/impressum/index.en.mdx:8: the link "contact" must start with "/": write "/contact"',
    ]);
  });

  it('reports a missing team photo with the file that is there', async () => {
    const root = treeWith(withLine('content/team/team-mara/index.de.mdx', 9, 'photo: foto.jpg'));
    expect(await report(root)).toEqual([
      'content/team/team-mara/index.de.mdx:9: the photo "foto.jpg" is not in the folder content/team/team-mara/. Did you mean "photo.jpg"?',
    ]);
  });

  it('reports a missing image in the text', async () => {
    const root = treeWith(withLine('content/pages/impressum/index.en.mdx', 6, '![Our office](/images/office.jpg)'));
    expect(await report(root)).toEqual([
      'content/pages/impressum/index.en.mdx:6: the image "/images/office.jpg" does not exist: it must be saved as static/images/office.jpg',
    ]);
  });

  it('reports a missing PDF, suggesting one with a similar name', async () => {
    const root = treeWith({
      ...withLine('content/pages/impressum/index.en.mdx', 6, '<Download href="/gtc.pdf" title="General conditions (PDF)" />'),
      'static/gct.pdf': '%PDF-1.7',
    });
    expect(await report(root)).toEqual([
      'content/pages/impressum/index.en.mdx:6: the PDF "/gtc.pdf" does not exist: it must be saved as static/gtc.pdf. Did you mean "/gct.pdf"?',
    ]);
  });

  it('reports a missing PDF without a far-fetched suggestion', async () => {
    const root = treeWith(
      withLine('content/pages/impressum/index.en.mdx', 6, '<Download href="/gct.pdf" title="General conditions (PDF)" />'),
    );
    expect(await report(root)).toEqual([
      'content/pages/impressum/index.en.mdx:6: the PDF "/gct.pdf" does not exist: it must be saved as static/gct.pdf',
    ]);
  });

  it('reports ß in German content and German texts, not in English ones', async () => {
    const root = treeWith({
      ...withLine('content/pages/impressum/index.de.mdx', 6, '## Kontakt an der Riedstraße'),
      ...withLine('content/locales/de/translation.json', 4, '    "closeMenu": "Menü schließen"'),
      ...withLine('content/pages/impressum/index.en.mdx', 6, '## Contact us in Riedstraße (the German spelling is fine here)'),
    });
    expect(await report(root)).toEqual([
      'content/locales/de/translation.json:4: German text uses Swiss spelling: write "ss" instead of "ß" ("schliessen")',
      'content/pages/impressum/index.de.mdx:6: German text uses Swiss spelling: write "ss" instead of "ß" ("Riedstrasse")',
    ]);
  });

  it('reports placeholders that differ between the languages, in the translated file', async () => {
    const root = treeWith({
      ...withLine('content/locales/de/translation.json', 6, '  "footer": { "rights": "© {{year}} {{company}}" }'),
      ...withLine('content/locales/en/translation.json', 6, '  "footer": { "rights": "© {{year}} {{firma}}" }'),
    });
    expect(await report(root)).toEqual([
      'content/locales/en/translation.json:6: "footer.rights" has the placeholders {{firma}}, {{year}} here but {{company}}, {{year}} in the German file (line 6): use the same ones, the site fills them in',
    ]);
  });

  it('reports i18next syntax the site cannot show', async () => {
    const root = treeWith({
      ...withLine('content/locales/de/translation.json', 6, '  "footer": { "rights": "{{year, datetime}} $t(nav.home)" }'),
      ...withLine('content/locales/en/translation.json', 6, '  "footer": { "rights": "See $t(nav.home)" }'),
    });
    expect(await report(root)).toEqual([
      'content/locales/de/translation.json:6: "footer.rights": "{{year, datetime}}" is not a placeholder the site can fill: write a name in double braces, like {{name}}',
      'content/locales/en/translation.json:6: "footer.rights": texts cannot include other texts with "$t(…)": write the words out',
    ]);
  });

  it('reports a value that is not text, and i18next syntax inside a list', async () => {
    const root = treeWith({
      ...withLine('content/locales/de/translation.json', 6, '  "footer": { "rights": 2026, "list": ["Gut", "{{n, number}}"] }'),
      ...withLine('content/locales/en/translation.json', 6, '  "footer": { "rights": "2026", "list": ["Fine", "{{n, number}}"] }'),
    });
    expect(await report(root)).toEqual([
      'content/locales/de/translation.json:6: "footer.list": "{{n, number}}" is not a placeholder the site can fill: write a name in double braces, like {{name}}',
      'content/locales/de/translation.json:6: "footer.rights": 2026 is not a text: write it in quotes, like "2026"',
      'content/locales/en/translation.json:6: "footer.list": "{{n, number}}" is not a placeholder the site can fill: write a name in double braces, like {{name}}',
    ]);
  });

  it('reports a text that is a group in the other language without a placeholder complaint', async () => {
    const root = treeWith(
      withLine('content/locales/en/translation.json', 6, '  "footer": { "rights": { "text": "All rights reserved {{year}}" } }'),
    );
    expect(await report(root)).toEqual([
      'content/locales/de/translation.json:6: the text "footer.rights.text" is missing here (the English file has it on line 6)',
      'content/locales/en/translation.json:6: "footer.rights" is a group of texts here but a single text in the German file (line 6)',
    ]);
  });

  it('reports a locale key missing in English on the line of its group', async () => {
    const root = treeWith(withLine('content/locales/en/translation.json', 4, '    "close": "Close menu"'));
    expect(await report(root)).toEqual([
      'content/locales/de/translation.json:2: the text "nav.close" is missing here (the English file has it on line 4)',
      'content/locales/en/translation.json:2: the text "nav.closeMenu" is missing here (the German file has it on line 4)',
    ]);
  });

  it('reports a missing group of texts once', async () => {
    const root = treeWith(withLine('content/locales/en/translation.json', 6, '  "foot": { "rights": "All rights reserved" }'));
    expect(await report(root)).toEqual([
      'content/locales/de/translation.json:1: the group of texts "foot" is missing here (the English file has it on line 6)',
      'content/locales/en/translation.json:1: the group of texts "footer" is missing here (the German file has it on line 6)',
    ]);
  });

  it('reports invalid JSON on its line', async () => {
    const root = treeWith(withLine('content/locales/en/translation.json', 3, '    "home": "Home"'));
    const problems = await report(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/locales\/en\/translation\.json:4: the file is not valid JSON \(.+\): check for a missing comma or quote near this line$/,
    );
  });

  it('reports a locale file that exists in one language only', async () => {
    const root = treeWith({ 'content/locales/de/contact.json': '{ "title": "Kontakt" }\n' });
    expect(await report(root)).toEqual([
      'content/locales/en/contact.json:1: the English texts file is missing: copy content/locales/de/contact.json here and translate the texts',
    ]);
  });

  it('reports a bad team id', async () => {
    const files = validTree();
    const moved = Object.fromEntries(
      Object.entries(files).map(([file, text]) => [
        file.replace('team/team-mara/', 'team/Mara_Muster/'),
        text?.replace('/team#team-mara', '/team') ?? null,
      ]),
    );
    const root = writeTree(moved);
    expect(await report(root)).toEqual([
      'content/team/Mara_Muster/index.de.mdx:1: the folder name "Mara_Muster" is not a valid team id: it must be "team-" followed by lowercase letters, digits or dashes, e.g. "team-mara-muster"',
    ]);
  });

  it('reports a page folder whose name is not a usable address', async () => {
    const root = treeWith({
      'content/pages/Über uns/index.de.mdx': lines('---', 'title: Über uns', 'description: Wer wir sind', '---'),
      'content/pages/Über uns/index.en.mdx': lines('---', 'title: About us', 'description: Who we are', '---'),
    });
    expect(await report(root)).toEqual([
      'content/pages/Über uns/index.de.mdx:1: the folder name "Über uns" becomes the page address "/Über uns": use only lowercase letters, digits and dashes, e.g. "ueber-uns"',
    ]);
  });

  it('reports a misnamed content file', async () => {
    const root = treeWith({ 'content/pages/impressum/index.de.md': 'x' });
    expect(await report(root)).toEqual([
      'content/pages/impressum/index.de.md:1: the site only reads files named index.de.mdx (German) and index.en.mdx (English), so this file is ignored: rename it to index.de.mdx',
    ]);
  });

  it('reports a page folder that takes the address of a file page', async () => {
    const root = treeWith({
      'content/pages/team/index.de.mdx': lines('---', 'title: Team', 'description: Unser Team', '---'),
      'content/pages/team/index.en.mdx': lines('---', 'title: Team', 'description: Our team', '---'),
    });
    expect(await report(root)).toEqual([
      'content/pages/team/index.de.mdx:1: there is already a page at "/team" (src/pages/team.tsx): rename the folder content/pages/team/',
    ]);
  });

  it('reports an alias listed in one language only', async () => {
    const root = treeWith(withLine('content/pages/fallaufbereitung-lang/index.en.mdx', 5, '  - /case-preparation'));
    expect(await report(root)).toEqual([
      'content/pages/fallaufbereitung-lang/index.de.mdx:4: the English version lists the extra address "/case-preparation" under "aliases" but this German version does not: add it so the address works in both languages',
      'content/pages/fallaufbereitung-lang/index.en.mdx:4: the German version lists the extra address "/fallaufbereitung" under "aliases" but this English version does not: add it so the address works in both languages',
    ]);
  });

  it('reports an alias without a leading slash', async () => {
    const root = treeWith({
      ...withLine('content/pages/fallaufbereitung-lang/index.de.mdx', 5, '  - fallaufbereitung'),
      ...withLine('content/pages/fallaufbereitung-lang/index.en.mdx', 5, '  - fallaufbereitung'),
    });
    expect(await report(root)).toEqual([
      'content/pages/fallaufbereitung-lang/index.de.mdx:5: each address under "aliases" must start with "/", e.g. /fallaufbereitung; found "fallaufbereitung" (write "/fallaufbereitung")',
      'content/pages/fallaufbereitung-lang/index.en.mdx:5: each address under "aliases" must start with "/", e.g. /fallaufbereitung; found "fallaufbereitung" (write "/fallaufbereitung")',
      // ... and so the short address linked from the English text does not exist:
      'content/pages/fallaufbereitung-lang/index.en.mdx:12: the link "/en/fallaufbereitung" goes to a page that does not exist. Did you mean "/fallaufbereitung-lang"?',
    ]);
  });

  it('reports a breadcrumb entry without label and with a misspelt key', async () => {
    const root = treeWith({
      ...withLine('content/pages/fallaufbereitung-lang/index.de.mdx', 9, '  - lable: Angebot'),
    });
    expect(await report(root)).toEqual([
      'content/pages/fallaufbereitung-lang/index.de.mdx:9: breadcrumb entry 2 has no "label" (the text shown)',
      'content/pages/fallaufbereitung-lang/index.de.mdx:9: unknown field "lable" in breadcrumb entry 2, did you mean "label"?',
    ]);
  });

  it('reports a back link without a target', async () => {
    const root = treeWith(withLine('content/pages/fallaufbereitung-lang/index.de.mdx', 14, '  link: /impressum'));
    expect(await report(root)).toEqual([
      'content/pages/fallaufbereitung-lang/index.de.mdx:12: "back" has no "to"',
      'content/pages/fallaufbereitung-lang/index.de.mdx:14: unknown field "link" in "back": the site ignores it. Allowed fields: label, to',
    ]);
  });

  it('reports a LinkedIn address without https and an e-mail that is not one', async () => {
    const text = (validTree()['content/team/team-mara/index.de.mdx'] ?? '')
      .replace('linkedin: https://www.linkedin.com/in/mara', 'linkedin: www.linkedin.com/in/mara')
      .replace('email: mara@example.com', 'email: mara at example.com');
    const root = treeWith({ 'content/team/team-mara/index.de.mdx': text });
    expect(await report(root)).toEqual([
      'content/team/team-mara/index.de.mdx:5: "linkedin" must be a full web address starting with https:// (e.g. https://www.linkedin.com/in/name), or "" when there is none; found "www.linkedin.com/in/mara"',
      'content/team/team-mara/index.de.mdx:6: "email" does not look like an e-mail address (name@example.ch); write "" when there is none; found "mara at example.com"',
    ]);
  });

  it('reports a team member hidden in one language only', async () => {
    const root = treeWith(withLine('content/team/team-mara/index.de.mdx', 8, 'hidden: true'));
    expect(await report(root)).toEqual([
      'content/team/team-mara/index.en.mdx:1: "hidden" is false here but true in the German file: both languages must use the same value',
    ]);
  });

  it('reports a site fact that is missing, on the line of the field', async () => {
    const root = treeWith(withLine('content/site.yaml', 9, 'email: ""'));
    expect(await report(root)).toEqual(['content/site.yaml:9: "email" is missing or not text']);
  });

  it('stays fast on a tree of realistic size', async () => {
    const files = validTree();
    for (let i = 0; i < 40; i += 1) {
      files[`content/pages/page-${i}/index.de.mdx`] = files['content/pages/impressum/index.de.mdx'] ?? '';
      files[`content/pages/page-${i}/index.en.mdx`] = files['content/pages/impressum/index.en.mdx'] ?? '';
    }
    const root = writeTree(files);
    const started = Date.now();
    expect(await report(root)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
