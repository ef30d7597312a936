import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { useLanguage } from '../i18n/LanguageContext';
import { theme } from '../styles/theme';
import { telHref, useSiteMetadata } from './useSiteMetadata';

/** Email, phone and address as a definition list; email and phone are links. */
export function ContactDetails() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts } = useSiteMetadata();
  return (
    <dl css={list}>
      <div>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${facts.email}`}>{facts.email}</a>
        </dd>
      </div>
      <div>
        <dt>{t('contact.phone')}</dt>
        <dd>
          <a href={telHref(facts.phone)}>{facts.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{t('contact.location')}</dt>
        <dd>
          {facts.street}, {facts.postalCode} {facts.city}, {facts.country[language]}
        </dd>
      </div>
    </dl>
  );
}

const list = css`
  margin: 0 0 ${theme.space.l};
  display: grid;
  gap: ${theme.space.m};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;
