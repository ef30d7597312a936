import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { kit, type KitName } from '../src/content-model/kit';
import { blockComponentNames, editorComponents, fromBlock, toBlock } from './editor-components';
import { splitMdx } from './mdx-format';

const root = path.resolve(__dirname, '..');
const components = editorComponents([{ path: '/contact', label: 'Kontakt' }]);
const contentFiles = execFileSync('git', ['ls-files', 'content/*.mdx'], { cwd: root, encoding: 'utf8' }).trim().split('\n');

/** Every block of every body in content/, in order, as Decap's block tokenizer sees them. */
function usages(): { file: string; id: string; text: string }[] {
  const found: { file: string; id: string; text: string }[] = [];
  for (const file of contentFiles) {
    let rest = splitMdx(readFileSync(path.join(root, file), 'utf8')).body;
    while (rest.length > 0) {
      const component = components.find((c) => c.pattern.test(rest));
      const match = component && rest.match(component.pattern);
      if (component && match) {
        found.push({ file, id: component.id, text: match[0] });
        rest = rest.slice(match[0].length);
      } else {
        const end = rest.search(/\n\n/);
        rest = end < 0 ? '' : rest.slice(end);
      }
      rest = rest.replace(/^\n+/, '');
    }
  }
  return found;
}

const all = usages();

describe('editor components on every kit usage in content/', () => {
  it('find the kit where the content uses it', () => {
    const used = new Set(all.map((usage) => usage.id));
    expect([...used].sort()).toEqual([...blockComponentNames, 'Note'].sort());
    expect(all.length).toBeGreaterThan(60);
  });

  it.each(all.map((usage) => [`${usage.file}: ${usage.text.split('\n')[0]?.slice(0, 60) ?? ''}`, usage] as const))(
    '%s reads into a form and writes back byte for byte',
    (_name, usage) => {
      const component = components.find((c) => c.id === usage.id);
      const match = usage.text.match(component?.pattern ?? /$^/);
      expect(match).not.toBeNull();
      if (!component || !match) return;
      expect(component.toBlock(component.fromBlock(match))).toBe(usage.text);
    },
  );
});

describe('editor components, written from a form', () => {
  const write = (name: KitName, data: Record<string, unknown>) => toBlock(name, data as Parameters<typeof toBlock>[1]);

  it('writes attributes in the order of the kit, flags bare, empty ones left out', () => {
    expect(write('CallToAction', { title: 'Reden wir', label: 'Erstgespräch', to: '/contact', body: '' })).toBe(
      '<CallToAction to="/contact" label="Erstgespräch" title="Reden wir">\n</CallToAction>',
    );
    expect(write('SiteFact', { name: 'email', link: true })).toBe('<SiteFact name="email" link />');
    expect(write('SiteFact', { name: 'phone', link: false })).toBe('<SiteFact name="phone" />');
    expect(write('Address', {})).toBe('<Address />');
  });

  it('writes items one per line inside their container', () => {
    const cards = write('Cards', {
      items: [
        { title: 'Coaching', to: '/contact', body: 'Für alle.' },
        { title: 'Ohne Link', body: 'Text' },
      ],
    });
    expect(cards).toBe('<Cards>\n<Card title="Coaching" to="/contact">Für alle.</Card>\n<Card title="Ohne Link">Text</Card>\n</Cards>');
    expect(write('Stats', { items: [{ value: "9'000+", label: 'Coachingstunden' }] })).toBe(
      '<Stats>\n<Stat value="9\'000+" label="Coachingstunden" />\n</Stats>',
    );
  });

  it('keeps quotes and ampersands in titles readable by MDX and reads them back', () => {
    const text = write('InfoBox', { title: 'Sagen Sie "Hallo" & mehr', body: 'Text' });
    expect(text).toBe('<InfoBox title="Sagen Sie &quot;Hallo&quot; & mehr">\nText\n</InfoBox>');
    const match = text.match(components.find((c) => c.id === 'InfoBox')?.pattern ?? /$^/);
    expect(match && fromBlock('InfoBox', match)).toEqual({ title: 'Sagen Sie "Hallo" & mehr', body: 'Text' });
  });

  it('keeps attributes the kit does not know, so a hand-written file loses nothing', () => {
    const match = '<InfoBox title="A" tone="sky">\nText\n</InfoBox>'.match(components.find((c) => c.id === 'InfoBox')?.pattern ?? /$^/);
    expect(match && write('InfoBox', fromBlock('InfoBox', match))).toBe('<InfoBox title="A" tone="sky">\nText\n</InfoBox>');
  });

  it('does not take a tag followed by more text on its line as a block', () => {
    const siteFact = components.find((c) => c.id === 'SiteFact');
    expect(siteFact?.pattern.test('<SiteFact name="company" /> ist unser Name.')).toBe(false);
    expect(siteFact?.pattern.test('<SiteFact name="company" />\n\nWeiter')).toBe(true);
  });

  it('writes the internal note as an MDX comment', () => {
    const note = components.find((c) => c.id === 'Note');
    expect(note?.toBlock({ text: 'Vor dem Livegang ersetzen.' })).toBe('{/* Vor dem Livegang ersetzen. */}');
  });

  it('offers one editor component per kit component that stands alone, with the kit labels', () => {
    expect(components.map((c) => c.id)).toEqual([...blockComponentNames, 'Note']);
    for (const component of components.slice(0, -1)) expect(component.label).toBe(kit[component.id as KitName].label);
  });
});
