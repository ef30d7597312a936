// Gatsby's runtime (Link, navigate, graphql) only exists inside a Gatsby build; unit tests of
// components get plain stand-ins that render the same HTML.
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export const navigate = jest.fn();
export const graphql = (): never => {
  throw new Error('graphql`` is compiled away by Gatsby and cannot run in a unit test');
};
export const useStaticQuery = jest.fn();
export function Link({ to, children, ...rest }: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
