import { css } from '@emotion/react';
import { Container } from '../components/Container';
import { PageHeading } from '../components/PageHeading';
import type { Language } from '../i18n/languages';
import { theme } from '../styles/theme';
import { reviewTexts } from './review-texts';
import type { UncomparedReview } from './uncompared-review';

/**
 * The changes page of a preview whose changes could not be listed (src/templates/review-changes-page.tsx):
 * that they could not, why, and that the preview itself is complete.
 */
export function ChangesNotListed({ review, language }: { review: UncomparedReview; language: Language }) {
  const texts = reviewTexts[language];
  return (
    <>
      <PageHeading title={texts.pageTitle} lead={texts.uncompared.notListed} />
      <Container styles={body}>
        <p>
          {texts.uncompared.why} {review.reason[language]}
        </p>
        {review.detail && (
          <p css={detail}>
            {texts.uncompared.gitSaid} <code>{review.detail}</code>
          </p>
        )}
        <p>{texts.uncompared.rest}</p>
      </Container>
    </>
  );
}

const body = css`
  padding-bottom: ${theme.space.xxl};
`;

const detail = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
  overflow-wrap: anywhere;
`;
