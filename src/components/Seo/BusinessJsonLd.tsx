import type { Language } from '../../i18n/languages';
import { localizedPath } from '../../i18n/languages';
import { useSiteMetadata } from '../useSiteMetadata';

/** Structured data for search engines: who the business is and how to reach it (home page only). */
export function BusinessJsonLd({ language, description }: { language: Language; description: string }) {
  const { siteUrl, facts } = useSiteMetadata();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: facts.company,
    alternateName: facts.brand,
    description,
    url: `${siteUrl}${localizedPath('/', language)}`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/og-image.png`,
    email: facts.email,
    telephone: facts.phone,
    inLanguage: language,
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.street,
      postalCode: facts.postalCode,
      addressLocality: facts.city,
      addressCountry: 'CH',
    },
    areaServed: 'CH',
    knowsAbout: ['ADHD', 'Autism', 'Dyscalculia', 'Giftedness', 'Neurodiversity'],
  };
  // JSON in a data block is not executed, so the page's CSP does not need to allow it.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
