import { useTranslation } from '../../i18n/translation';
import { useLanguage } from '../../i18n/LanguageContext';
import { localizedPath } from '../../i18n/languages';
import { LocalizedLink } from '../LocalizedLink';
import { headerLinks } from '../../site/routes';

/** The header's entries as a list, the current page marked; the bar and the mobile menu each show it in their own style. */
export function NavigationList({ path }: { path: string }) {
  const { t } = useTranslation();
  const currentPath = localizedPath(path, useLanguage());
  return (
    <ul>
      {headerLinks.map((item) => (
        <li key={item.to}>
          <LocalizedLink to={item.to} currentPath={currentPath}>
            {t(item.label)}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}

/** What the entries look like in both places. */
export const navLink = `
  text-decoration: none;
  font-weight: 600;
`;
