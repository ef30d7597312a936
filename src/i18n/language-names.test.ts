import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languageInfo, languages } from './languages';

/**
 * The languages' names are written once, in languages.ts. A second table of them (`{ de: 'Deutsch',
 * en: 'Englisch' }`, `['de', 'en', 'English']`) would be forgotten when a language is added: this
 * looks for any of the names written as a value (after ":", "," or "[") in src/, cms/ and scripts/.
 */
const root = path.resolve(__dirname, '../..');
/** The registry, and this test, which shows what it looks for. */
const allowed = ['src/i18n/languages.ts', 'src/i18n/language-names.test.ts'];

const names = [...new Set(languages.flatMap((language) => Object.values(languageInfo[language].names)))];
const nameAsValue = new RegExp(`[:,[]\\s*(['"\`])(${names.join('|')})\\1`);

function filesWithNameTables(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'cms', 'scripts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|js|mjs)$/.test(file) && !allowed.includes(file));
  return files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return []; // deleted in the working tree
    }
    return text.split('\n').flatMap((line, index) => (nameAsValue.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
  });
}

describe('language names', () => {
  it('are read from the registry: no other file writes a table of them', () => {
    expect(names).toEqual(expect.arrayContaining(['Deutsch', 'Englisch', 'German', 'English']));
    expect(filesWithNameTables()).toEqual([]);
  });

  it('recognises a table of names as one', () => {
    expect(nameAsValue.test("const names = { de: 'Deutsch', en: 'Englisch' };")).toBe(true);
    expect(nameAsValue.test("  ['de', 'en', 'English'],")).toBe(true);
    expect(nameAsValue.test("getByText('English', { exact: true })")).toBe(false);
  });
});
