import { defaultLanguage } from '../../src/i18n/languages';
import { cmsConfig, formats, type BuiltSettings } from '../config';
import { installDecapStore } from './decap-store';
import { jsonFormat, yamlFormat } from '../data-formats';
import type { DecapEditorComponent, DecapField, DecapFormatter } from '../decap-types';
import { editorComponents } from '../editor-components';
import { mdxFormat } from '../mdx-format';
import { registerPreviews, type PreviewApi } from './preview/index';
import { trackSavedEntry } from './saved-entry';
import { interfaceTexts } from './preview/site-data';
import { setUpStaffInterface, type StaffInterfaceApi } from './staff-interface/index';

/**
 * The CMS at /admin: Decap CMS (its own bundle, decap-cms.js, loaded after this file) configured
 * from the content model. This file runs first and tells Decap to wait, so it starts only once
 * the formats, editor components and previews below are registered.
 */
interface DecapApi extends PreviewApi, StaffInterfaceApi {
  init: (options: { config: Record<string, unknown> }) => void;
  registerCustomFormat: (name: string, extension: string, formatter: DecapFormatter) => void;
  registerEditorComponent: (component: DecapEditorComponent) => void;
}

declare global {
  interface Window {
    CMS?: DecapApi;
    CMS_MANUAL_INIT?: boolean;
    /** Set by `npm run cms` (its /admin/backend.js): the local backend's API on this origin. */
    CMS_LOCAL_BACKEND?: string;
  }
}

// Replaced at build time by cms/node/build.ts with the pages, the repository and the site's address.
declare const CMS_SETTINGS: BuiltSettings;

window.CMS_MANUAL_INIT = true;
// Decap builds its store as its bundle loads, so this comes first.
installDecapStore(trackSavedEntry);

window.addEventListener('DOMContentLoaded', () => {
  const cms = window.CMS;
  if (!cms) throw new Error('Decap CMS (decap-cms.js) did not load');
  cms.registerCustomFormat(formats.mdx, 'mdx', mdxFormat);
  cms.registerCustomFormat(formats.yaml, 'yaml', yamlFormat);
  cms.registerCustomFormat(formats.json, 'json', jsonFormat);
  const components = editorComponents(CMS_SETTINGS.pages);
  components.forEach((component) => cms.registerEditorComponent(component));
  registerPreviews(cms);
  // The German texts give the interface-text forms their shape; the preview carries them already.
  const config = cmsConfig({ ...CMS_SETTINGS, interfaceTexts: interfaceTexts(defaultLanguage), localBackend: window.CMS_LOCAL_BACKEND });
  const collections = config.collections as { fields?: DecapField[] }[];
  setUpStaffInterface(
    cms,
    [...collections.flatMap((collection) => collection.fields ?? []), ...components.flatMap((c) => c.fields)],
    CMS_SETTINGS.pages,
  );
  cms.init({ config });
});
