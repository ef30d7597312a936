import { describeContentFile, missingFrontmatter, parseTeamBody } from './content-node';

describe('describeContentFile', () => {
  it('reads kind, slug and language from the path', () => {
    expect(describeContentFile('pages', 'impressum', 'index.en')).toEqual({ kind: 'page', slug: 'impressum', language: 'en' });
    expect(describeContentFile('team', 'team-mara', 'index.de')).toEqual({ kind: 'team', slug: 'team-mara', language: 'de' });
  });
  it('explains misnamed and misplaced files', () => {
    expect(describeContentFile('pages', 'impressum', 'index.fr')).toEqual({ error: 'the file must be named index.de.mdx or index.en.mdx' });
    expect(describeContentFile('pages', 'a/b', 'index.de')).toEqual({ error: 'the file must sit in its own folder directly under content/pages/' });
  });
});

describe('missingFrontmatter', () => {
  it('lists the required fields that are empty or absent', () => {
    expect(missingFrontmatter('page', { title: 'Impressum', description: '' })).toEqual(['description']);
    expect(missingFrontmatter('team', { name: 'Mara', role: 'Leitung', order: 1, photo: 'photo.jpg' })).toEqual([]);
    expect(missingFrontmatter('team', undefined)).toEqual(['name', 'role', 'order', 'photo']);
  });
});

describe('parseTeamBody', () => {
  it('splits the biography into paragraphs and reads the memberships list', () => {
    const body = 'Erster Absatz,\nmit Umbruch.\n\nZweiter Absatz.\n\n<Memberships>\n\n- Verband A\n- Verband B\n\n</Memberships>\n';
    expect(parseTeamBody(body)).toEqual({ bio: 'Erster Absatz, mit Umbruch.\n\nZweiter Absatz.', memberships: ['Verband A', 'Verband B'] });
  });
  it('works without memberships', () => {
    expect(parseTeamBody('Nur ein Absatz.\n')).toEqual({ bio: 'Nur ein Absatz.', memberships: [] });
  });
});
