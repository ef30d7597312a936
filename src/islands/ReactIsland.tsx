import { createElement, type ComponentType, type ReactElement } from 'react';
import './island-files';
import { islandAttributes, islandElement, type IslandWhen } from '../html/dom-contracts';
import { useLanguage } from '../i18n/LanguageContext';

/** A React island as a page places it: the component's props, and when it wakes (`visible` unless said). */
export interface ReactIslandComponent<Props extends object> {
  (props: Props & { when?: IslandWhen }): ReactElement;
  /** The component itself, which the browser hydrates inside the island's element. */
  component: ComponentType<Props>;
}

/** The addresses of the island's modules and of the chunks they import, as the build wrote them (none in develop and tests). */
function modulesOf(name: string, language: string): { modules: string[]; chunks: string[] } | undefined {
  const files = typeof __PAGE_SCRIPTS__ === 'undefined' ? undefined : __PAGE_SCRIPTS__?.islands;
  if (!files) return undefined;
  const island = files.islands[name];
  const texts = files.texts[language];
  if (!island || !texts) throw new Error(`The build made no modules for the island "${name}" in ${language}`);
  const lists = [files.runtime, island, texts];
  return { modules: lists.map(([module]) => module!), chunks: [...new Set(lists.flatMap((list) => list.slice(1)))] };
}

/**
 * Makes a component an island (plugins/react-islands/README.md): on the server it renders as the
 * component's HTML inside `<react-island>`, whose attributes say which island it is, when it wakes
 * and which modules wake it; in the browser that element wakes it on its own, with Preact, and the
 * rest of the page stays the server's HTML. `name` is the name of the island's file in
 * src/islands/react/, the one place islands are listed (a test holds the two together). Props must
 * be JSON: they travel in the page.
 */
export function reactIsland<Props extends object>(name: string, component: ComponentType<Props>): ReactIslandComponent<Props> {
  function Island({ when = 'visible', ...props }: Props & { when?: IslandWhen }) {
    const built = modulesOf(name, useLanguage());
    const attributes = {
      [islandAttributes.name]: name,
      [islandAttributes.when]: when,
      [islandAttributes.props]: JSON.stringify(props),
      ...(built && { [islandAttributes.modules]: built.modules.join(' '), [islandAttributes.chunks]: built.chunks.join(' ') }),
    };
    return createElement(islandElement, attributes, createElement(component, props as unknown as Props));
  }
  return Object.assign(Island, { component });
}
