import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/LanguageContext';
import { telHref, useSiteMetadata } from './useSiteMetadata';

/** Email, phone and address as a definition list; email and phone are links. */
export function ContactDetails() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts } = useSiteMetadata();
  return (
    <List>
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
    </List>
  );
}

const List = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space.l};
  display: grid;
  gap: ${({ theme }) => theme.space.m};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;
