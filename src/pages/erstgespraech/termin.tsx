import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { Container } from '../../components/Container';
import { LocalizedLink } from '../../components/LocalizedLink';
import { pageHead } from '../../components/Seo/pageHead';
import { useTranslation } from '../../i18n/translation';
import { requestPaths } from '../../site/routes';
import { theme } from '../../styles/theme';
import { choiceGroup } from '../../forms/ui/ChoiceField';
import { buttonStyle } from '../../components/ButtonLink';

/**
 * A booked first consultation. Nobody reaches this page by itself: the booking function answers a
 * private link (after booking, from the calendar entry, from the team's mail, from the visitor's own
 * mails where they asked for them) with this page as the build wrote it, the `data-booking` part replaced
 * by the booking, its date, place, calendar file and the way to cancel (netlify/booking/pages/booking-page.ts).
 * Opened as it is, it says where to find the link: the visitor's bookmark, calendar entry or confirmation mail.
 */
export default function BookingPage() {
  const { t } = useTranslation();
  return (
    <Container styles={content}>
      {/* All of it the booking function's to replace: a booked time's page ends with what the visitor does next, not with a new request. */}
      <div data-booking="">
        <h1>{t('booking.page.title')}</h1>
        <p>{t('booking.page.withoutLink')}</p>
        <p>
          <LocalizedLink to={requestPaths.form}>{t('booking.page.again')}</LocalizedLink>
        </p>
      </div>
    </Container>
  );
}

export const Head = pageHead('meta.booking');

export const query = graphql`
  query BookingPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;

// Also the booking function's markup inside [data-booking]: plain elements, styled here.
const content = css`
  max-width: ${theme.layout.textWidth};
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.xxl};
  h2 {
    font-size: ${theme.fontSizes.h3};
  }
  dl {
    margin: 0 0 ${theme.space.l};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${theme.space.m};
  }
  .booking-actions h2 {
    margin-top: 0;
  }
  .booking-actions form {
    margin-bottom: ${theme.space.m};
  }
  .booking-actions {
    margin: ${theme.space.l} 0;
    /* The sides shrink with the screen (as the form's card does): at 320 px and 150 % text they left a label a third of it. */
    padding: ${theme.space.m} ${theme.inset.m};
    border: 1px solid ${theme.colors.border};
    border-radius: 12px;
  }
  .choices {
    ${choiceGroup}
  }
  .hint {
    color: ${theme.colors.muted};
    margin-top: 0;
  }
  .booking-problem {
    font-weight: 700;
    padding: ${theme.space.s} ${theme.space.m};
    border-left: 4px solid ${theme.colors.danger};
    background: ${theme.colors.dangerSurface};
  }
  .booking-notice {
    padding: ${theme.space.s} ${theme.space.m};
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.surface};
  }
  input[readonly],
  input[type='tel'],
  input[type='date'] {
    box-sizing: border-box;
    width: 100%;
    margin-top: ${theme.space.xs};
    padding: 0.6rem 0.75rem;
    font: inherit;
    color: inherit;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: 8px;
  }
  /* The browser's own date field keeps its picker's icon beside the text: at 150 % text it needs the row's height. */
  input[type='date'] {
    min-height: 2.75rem;
  }
  /* The change form's phone number (a booking without one, for a time on the phone) and "Früher kommen?"'s earliest
     day: label, hint, field, one under the other. */
  .booking-phone label,
  .booking-phone .hint,
  .booking-date label,
  .booking-date .hint {
    display: block;
  }
  .booking-phone label,
  .booking-date label {
    font-weight: 700;
  }
  button {
    font: inherit;
    font-weight: 700;
    padding: 0.75rem min(1.4rem, 5vw);
    border-radius: ${theme.radii.button};
    border: 2px solid ${theme.colors.primary};
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    cursor: pointer;
  }
  /* The page's one main action (an offer's "Diese Zeit nehmen"), filled as the site's buttons; the others stay outlined. */
  button.primary {
    ${buttonStyle};
  }
  /* Take and decline side by side where they fit, one under the other on a phone at large text. */
  .booking-offer-buttons {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.m};
    margin: 0 0 ${theme.space.l};
    form {
      margin: 0;
    }
  }
`;
