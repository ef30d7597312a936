import { cmsConfig } from '../../cms/config';
import type { ContentKind } from '../../src/content-model/content-files';
import { fieldsByKind, type FieldSpec } from '../../src/content-model/frontmatter';
import type { ContentFolder } from './content-tree';
import { checkSameInAllLanguages, type ParsedFrontmatter } from './frontmatter';

/**
 * The content model marks once which fields hold one value for every language; the CMS (which writes
 * them to both files) and the content check (which reports files that differ) both follow the mark.
 */

/** Two valid values of each kind of field, different from each other. */
const twoValues: Record<FieldSpec['type'], [unknown, unknown]> = {
  text: ['Mara', 'Lena'],
  integer: [1, 2],
  boolean: [true, false],
  addresses: [['/a'], ['/b']],
  breadcrumb: [[{ label: 'A' }], [{ label: 'B' }]],
  link: [
    { label: 'A', to: '/a' },
    { label: 'B', to: '/b' },
  ],
  httpsOrEmpty: ['https://www.linkedin.com/in/a', 'https://www.linkedin.com/in/b'],
  emailOrEmpty: ['a@example.ch', 'b@example.ch'],
  image: ['photo.jpg', 'other.jpg'],
};

const parsedWith = (data: Record<string, unknown>): ParsedFrontmatter => ({ data, lineOf: () => 1, bodyOffset: 0 });

/** The fields the check reports when each field alone differs between German and English. */
function fieldsTheCheckCompares(kind: ContentKind): string[] {
  const folder: ContentFolder = {
    kind,
    slug: 'x',
    dir: `content/x`,
    entries: ['photo.jpg', 'other.jpg'],
    files: {
      de: { kind, slug: 'x', language: 'de', file: 'content/x/index.de.mdx', text: '' },
      en: { kind, slug: 'x', language: 'en', file: 'content/x/index.en.mdx', text: '' },
    },
  };
  return Object.entries(fieldsByKind[kind]).flatMap(([name, spec]) => {
    const [de, en] = twoValues[spec.type];
    const problems = checkSameInAllLanguages(folder, { de: parsedWith({ [name]: de }), en: parsedWith({ [name]: en }) });
    return problems.length > 0 ? [name] : [];
  });
}

type Field = { name: string; widget: string; i18n?: unknown };
const collection = (name: string) =>
  (
    cmsConfig({ repo: 'o/s', branch: 'main', siteUrl: 'https://www.example.ch', pages: [], interfaceTexts: {} }).collections as {
      name: string;
      fields: Field[];
    }[]
  ).find((c) => c.name === name);

const marked = (kind: ContentKind) =>
  Object.entries(fieldsByKind[kind])
    .filter(([, spec]) => 'sameInAllLanguages' in spec && spec.sameInAllLanguages)
    .map(([name]) => name);

describe('fields with one value in every language', () => {
  it.each([
    ['page', 'pages', ['aliases', 'noindex']],
    ['team', 'team', ['name', 'linkedin', 'email', 'order', 'hidden', 'placeholder', 'photo']],
  ] as const)('are marked in the content model, and the check and the CMS follow the mark (%s)', (kind, collectionName, expected) => {
    expect(marked(kind)).toEqual(expected);
    expect(fieldsTheCheckCompares(kind)).toEqual(marked(kind));

    const fields = (collection(collectionName)?.fields ?? []).filter((field) => field.name in fieldsByKind[kind]);
    expect(fields.map((field) => field.name)).toEqual(Object.keys(fieldsByKind[kind]));
    // Decap 3.16.3 duplicates single values only; a list stays per language and the check compares it.
    const duplicated = fields.filter((field) => field.i18n === 'duplicate').map((field) => field.name);
    const lists = fields.filter((field) => field.widget === 'list').map((field) => field.name);
    expect(duplicated).toEqual(marked(kind).filter((name) => !lists.includes(name)));
    expect(fields.filter((field) => !duplicated.includes(field.name)).every((field) => field.i18n === true)).toBe(true);
  });
});
