import type { GatsbySSR } from 'gatsby';
import { draftName as requestDraft } from '../../forms/request/draft-name';
import { draftsHeadScript } from '../../forms/ui/form-draft';
import { unlocalizedPath } from '../../i18n/languages';
import { requestPaths } from '../../site/routes';

/**
 * On the request's page only: a few lines that mark <html> when a draft of the request is kept on
 * this device, before the first paint (src/forms/ui/form-draft.ts says why).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  if (unlocalizedPath(pathname).replace(/\/$/, '') !== requestPaths.form) return;
  setHeadComponents([<script key="drafts" dangerouslySetInnerHTML={{ __html: draftsHeadScript([requestDraft]) }} />]);
};
