import { useLanguage } from '../../i18n/LanguageContext';
import { telHref, useSiteMetadata } from '../useSiteMetadata';
import type { KitProps } from '../../content-model/kit';

/** A value from content/site.yaml, so legal texts never repeat (and drift from) the company details. */
export function SiteFact({ name, link = false }: KitProps<'SiteFact'>) {
  const { facts } = useSiteMetadata();
  const language = useLanguage();
  const fact = facts[name];
  // Facts with a value per language (country, answer time) hold an object: the page's language picks.
  const value = typeof fact === 'object' ? fact[language] : fact;
  if (value === undefined) throw new Error(`SiteFact: "${name}" is not a field of content/site.yaml`);
  if (link && name === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  if (link && name === 'phone') return <a href={telHref(value)}>{value}</a>;
  return <>{value}</>;
}

/** The postal address block; the footer adds email and phone above it, legal texts the company. */
// withCompany is for the site's own code (the footer leaves the name out); content uses the kit's props.
export function Address({ withCompany = true, withContact = false }: KitProps<'Address'> & { withCompany?: boolean }) {
  const { facts } = useSiteMetadata();
  const language = useLanguage();
  return (
    <address>
      {withContact && (
        <>
          <a href={`mailto:${facts.email}`}>{facts.email}</a>
          <br />
          <a href={telHref(facts.phone)}>{facts.phone}</a>
          <br />
        </>
      )}
      {withCompany && (
        <>
          {facts.company}
          <br />
        </>
      )}
      {facts.street}
      <br />
      {facts.postalCode} {facts.city}
      <br />
      {facts.country[language]}
    </address>
  );
}
