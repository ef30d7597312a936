import type { AnchorHTMLAttributes } from 'react';
import { LocalizedLink } from '../LocalizedLink';

/** Markdown links: site paths are localized; external links open in a new tab safely. */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <LocalizedLink to={href} {...rest}>
      {children}
    </LocalizedLink>
  );
}
