import { css } from '@emotion/react';
import { useTranslation } from '../../i18n/translation';
import { hasDelayedFlag, parseContactResult } from '../protocol';
import { contactProblemText } from './texts';
import { contactPaths } from '../../site/routes';
import { useLanguage } from '../../i18n/LanguageContext';
import { theme } from '../../styles/theme';
import { Container } from '../../components/Container';
import { ButtonLink } from '../../components/ButtonLink';
import { useLocationSearch } from '../../components/useLocationSearch';
import { useSiteMetadata } from '../../components/useSiteMetadata';
import { Notice, type NoticeContent } from './Notice';

/**
 * Where the function sends a form posted without JavaScript. The page itself is static, so the
 * generic text is in the HTML; with JavaScript the exact reason from the address is added.
 */
export function ContactResultPage({ outcome }: { outcome: 'sent' | 'error' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts } = useSiteMetadata();
  const search = useLocationSearch();
  const result = parseContactResult(search);
  const detail = result?.kind === 'invalid' ? contactProblemText(t, language, result.field, result.code) : null;

  const notice: NoticeContent =
    outcome === 'sent'
      ? hasDelayedFlag(search)
        ? { kind: 'success', title: t('contactResult.delayedTitle'), text: t('contactResult.delayedText') }
        : { kind: 'success', title: t('contactResult.sentTitle'), text: t('contactResult.sentText') }
      : {
          kind: 'error',
          title: t('contactResult.errorTitle'),
          // Sent from another site's page: nothing of the visitor's is in our form to go back to.
          text:
            result?.kind === 'failed' && result.error === 'cross_site'
              ? t('contactResult.crossSite')
              : detail
                ? `${detail} ${t('contactResult.errorText')}`
                : t('contactResult.errorText'),
        };

  return (
    <Container styles={wrapper}>
      <h1>{notice.title}</h1>
      <Notice notice={notice} />
      {outcome === 'error' && (
        <p>
          {t('contactResult.errorMail')} <a href={`mailto:${facts.email}`}>{facts.email}</a>
        </p>
      )}
      <ButtonLink to={outcome === 'sent' ? '/' : contactPaths.form}>
        {outcome === 'sent' ? t('contactResult.home') : t('contactResult.backToForm')}
      </ButtonLink>
    </Container>
  );
}

const wrapper = css`
  max-width: ${theme.layout.textWidth};
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.xxl};
`;
