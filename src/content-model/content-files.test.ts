import { describeContentFile, slugify } from './content-files';
import { missingFrontmatter } from './frontmatter';

describe('describeContentFile', () => {
  it('reads kind, slug and language from the path', () => {
    expect(describeContentFile('pages', 'impressum', 'index.en.mdx')).toEqual({ kind: 'page', slug: 'impressum', language: 'en' });
    expect(describeContentFile('team', 'team-mara', 'index.de.mdx')).toEqual({ kind: 'team', slug: 'team-mara', language: 'de' });
  });
  it('explains misnamed and misplaced files', () => {
    expect(describeContentFile('pages', 'impressum', 'index.fr.mdx')).toEqual({
      error: 'the file must be named index.de.mdx or index.en.mdx',
    });
    expect(describeContentFile('pages', 'a/b', 'index.de.mdx')).toEqual({
      error: 'the file must sit in its own folder directly under content/pages/',
    });
    expect(describeContentFile('blog', 'a', 'index.de.mdx')).toEqual({ error: 'content folder "blog" is not one the site knows' });
  });
});

describe('missingFrontmatter', () => {
  it('lists the required fields that are empty or absent', () => {
    expect(missingFrontmatter('page', { title: 'Impressum', description: '' })).toEqual(['description']);
    expect(missingFrontmatter('team', { name: 'Mara', role: 'Leitung', order: 1, photo: 'photo.jpg' })).toEqual([]);
    expect(missingFrontmatter('team', undefined)).toEqual(['name', 'role', 'order', 'photo']);
  });
});

describe('slugify', () => {
  it('writes umlauts and ß the German way and keeps only letters, digits and dashes', () => {
    expect(slugify('Workshops für Schulen')).toBe('workshops-fuer-schulen');
    expect(slugify('Über uns: Grösse & Maß')).toBe('ueber-uns-groesse-mass');
    expect(slugify('  Café Neurodivergenz!  ')).toBe('cafe-neurodivergenz');
  });
});
