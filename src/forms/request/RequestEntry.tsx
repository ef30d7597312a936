import { css } from '@emotion/react';
import { useTranslation } from '../../i18n/translation';
import { requestPaths } from '../../site/routes';
import { theme } from '../../styles/theme';
import { ButtonLink } from '../../components/ButtonLink';
import { LocalizedLink } from '../../components/LocalizedLink';

/**
 * The way into the first-consultation request from /contact and the home page's contact section: for
 * those a blank message box keeps from writing at all.
 */
export function RequestEntry({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div css={box}>
      <Heading>{t('requestEntry.title')}</Heading>
      <p>{t('requestEntry.text')}</p>
      <div className="links">
        <ButtonLink to={requestPaths.form}>{t('requestEntry.cta')}</ButtonLink>
        <LocalizedLink to={requestPaths.whatToExpect}>{t('requestEntry.expect')}</LocalizedLink>
      </div>
    </div>
  );
}

const box = css`
  background: ${theme.colors.tones.sage};
  border-radius: ${theme.radii.l};
  padding: ${theme.space.l} ${theme.inset.xl};
  margin: 0 0 ${theme.space.xl};
  ${theme.breakpoints.smallPhone} {
    padding: ${theme.space.l} ${theme.inset.m};
  }
  h2,
  h3 {
    margin: 0 0 ${theme.space.s};
    font-size: ${theme.fontSizes.h3};
  }
  p {
    margin: 0 0 ${theme.space.m};
    max-width: ${theme.layout.textWidth};
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.m} ${theme.space.l};
  }
`;
