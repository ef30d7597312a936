import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { languages, type Language } from '../../../src/i18n/languages';
import { SitePreview, type PreviewEntry } from './SitePreview';

/**
 * Decap renders previews with its own React (inside decap-cms.js); ours is React 18, as on the
 * site. The preview template is therefore a Decap component (made with Decap's createClass and h)
 * holding one element, into which our React renders the site's components.
 */

interface ImmutableLike {
  getIn: (path: string[]) => { toJS?: () => unknown } | undefined;
}

interface TemplateProps {
  entry: ImmutableLike;
  document: Document;
}

interface TemplateInstance {
  props: TemplateProps;
  element?: HTMLElement | null;
  root?: Root;
}

type CreateClass = (spec: Record<string, unknown>) => unknown;
type CreateElement = (type: string, props: Record<string, unknown>) => unknown;

export interface PreviewApi {
  registerPreviewTemplate: (collection: string, component: unknown) => void;
}

declare global {
  interface Window {
    createClass?: CreateClass;
    h?: CreateElement;
  }
}

function dataOf(entry: ImmutableLike, language: Language): PreviewEntry | undefined {
  const path = language === languages[0] ? ['data'] : ['i18n', language, 'data'];
  const data = entry.getIn(path)?.toJS?.();
  return data && typeof data === 'object' ? (data as PreviewEntry) : undefined;
}

function renderSite(instance: TemplateInstance) {
  if (!instance.element) return;
  instance.root ??= createRoot(instance.element);
  const versions = Object.fromEntries(languages.map((language) => [language, dataOf(instance.props.entry, language)]));
  instance.root.render(<SitePreview versions={versions} document={instance.props.document ?? instance.element.ownerDocument} />);
}

export function registerPreviews(cms: PreviewApi) {
  const { createClass, h } = window;
  if (!createClass || !h) throw new Error('Decap CMS did not provide createClass and h');
  const template = createClass({
    componentDidMount(this: TemplateInstance) {
      renderSite(this);
    },
    componentDidUpdate(this: TemplateInstance) {
      renderSite(this);
    },
    componentWillUnmount(this: TemplateInstance) {
      // Unmount after Decap's own commit, as React asks for roots unmounted during a render.
      const root = this.root;
      setTimeout(() => root?.unmount(), 0);
    },
    render(this: TemplateInstance) {
      return h('div', { ref: (element: HTMLElement | null) => (this.element = element) });
    },
  });
  cms.registerPreviewTemplate('pages', template);
  cms.registerPreviewTemplate('team', template);
}
