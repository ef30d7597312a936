import type { CreateClass, CreateElement, DecapField, ImmutableEntry, PageOption } from '../../decap-types';
import { imageWidget } from '../image-widget';
import { pageAddressWidget } from '../page-address';
import { switchStyles, switchWidget } from '../switch-widget';
import { overrideGermanTexts, type LocaleApi } from './decap-texts';
import { fixUpDecapDom } from './dom-fixups';
import { refuseUnreadableText } from './refused-saves';
import { silenceRefusalRejections } from './refusal-rejections';
import { addStyles, decapStylePatches } from './style-patches';
import { teamFolderFromName } from './team-folder';

/**
 * How Decap speaks to staff, changed where its defaults mislead: its German texts, its styles and
 * what it draws, refusals on saving, a new team member's folder, the page-address field and the
 * widgets that replace Decap's own. Runs in the browser before Decap starts; each part is a module
 * of its own, with the Decap version and upstream issue it works around.
 */
export interface StaffInterfaceApi extends LocaleApi {
  registerEventListener: (listener: { name: string; handler: (data: { entry: ImmutableEntry }) => unknown }) => void;
  registerWidget: (name: string, control: unknown, preview?: unknown) => void;
  getWidget: (name: string) => { control: unknown; preview?: unknown } | undefined;
}

export function setUpStaffInterface(cms: StaffInterfaceApi, fields: readonly DecapField[], pages: readonly PageOption[]) {
  overrideGermanTexts(cms);
  const { createClass, h } = window as unknown as { createClass?: CreateClass; h?: CreateElement };
  if (!createClass || !h) throw new Error('Decap CMS did not provide createClass and h');
  const address = pageAddressWidget(createClass, h, pages);
  addStyles(decapStylePatches, address.styles, switchStyles);
  fixUpDecapDom(fields);

  cms.registerEventListener({ name: 'preSave', handler: refuseUnreadableText });
  cms.registerEventListener({ name: 'preSave', handler: teamFolderFromName });
  silenceRefusalRejections();

  cms.registerWidget(address.name, address.controlComponent, address.previewComponent);
  // Decap 3.16.3's own switch shows the value it was first drawn with: the English pane's copy of a
  // switch written to both languages stayed off (decaporg/decap-cms#7086). Its preview is kept.
  cms.registerWidget('boolean', switchWidget(createClass, h), cms.getWidget('boolean')?.preview);
  const image = cms.getWidget('image');
  if (image) cms.registerWidget('image', imageWidget(createClass, h, image.control), image.preview);
}
