import { Link } from 'gatsby';
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
 * External links, mail and phone links and files (PDFs) are plain anchors.
 */
export function LocalizedLink({ to, children, currentPath, ...rest }: Props) {
  const language = useLanguage();
  if (!isInternalPath(to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  const target = localizedPath(to, language);
  const isCurrent = currentPath !== undefined && currentPath === target;
  return (
    <Link to={target} aria-current={isCurrent ? 'page' : undefined} {...rest}>
      {children}
    </Link>
  );
}
