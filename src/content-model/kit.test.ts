import { mdxComponents } from '../components/mdx';
import { kit, kitNames, type KitComponentSpec } from './kit';

describe('the MDX kit', () => {
  it('describes exactly the components MDX pages can use (markdown links aside)', () => {
    const provided = Object.keys(mdxComponents).filter((name) => name !== 'a');
    expect(provided.sort()).toEqual([...kitNames].sort());
  });

  it('pairs every container with its items both ways', () => {
    for (const name of kitNames) {
      const spec: KitComponentSpec = kit[name];
      if (spec.children.kind === 'items') expect((kit as Record<string, KitComponentSpec>)[spec.children.of]?.within).toBe(name);
      if (spec.within) {
        const container: KitComponentSpec | undefined = (kit as Record<string, KitComponentSpec>)[spec.within];
        expect(container?.children).toMatchObject({ kind: 'items', of: name });
      }
    }
  });

  it('names every prop a "needs" refers to', () => {
    for (const name of kitNames) {
      const props: KitComponentSpec['props'] = kit[name].props;
      for (const prop of Object.values(props)) if (prop.needs) expect(Object.keys(props)).toContain(prop.needs);
    }
  });
});
