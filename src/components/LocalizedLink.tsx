import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLanguage } from '../i18n/LanguageContext';
import { isInternalPath, localizedPath } from '../i18n/languages';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  children: ReactNode;
  /** Marks the link as the current page when the visitor is on it. */
  currentPath?: string;
};

/**
 * A link written with the unprefixed path (/team) that points to the page in the current language.
 * Every link is a plain anchor: a page change is a page load (faded by the browser's view
 * transition, fetched ahead by the speculation rules), since the pages carry no router.
 */
export function LocalizedLink({ to, children, currentPath, ...rest }: Props) {
  const language = useLanguage();
  const target = isInternalPath(to) ? localizedPath(to, language) : to;
  const isCurrent = currentPath !== undefined && currentPath === target;
  return (
    <a href={target} aria-current={isCurrent ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
}
