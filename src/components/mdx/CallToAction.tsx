import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { theme } from '../../styles/theme';
import { LocalizedLink } from '../LocalizedLink';
import type { KitProps } from '../../content-model/kit';

export function CallToAction({ to, label, title, children }: KitProps<'CallToAction'>) {
  return (
    <section css={block}>
      {title && <h2>{title}</h2>}
      {children && <div>{children}</div>}
      <ButtonLink to={to}>{label}</ButtonLink>
    </section>
  );
}

export function ButtonLink(props: ComponentPropsWithoutRef<typeof LocalizedLink>) {
  return <LocalizedLink css={buttonLink} {...props} />;
}

const block = css`
  margin: ${theme.space.xxl} 0 ${theme.space.xl};
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.tones.sand};
  text-align: center;
  h2 {
    margin-top: 0;
  }
`;

const buttonLink = css`
  display: inline-block;
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  padding: 0.85rem 1.6rem;
  border-radius: ${theme.radii.pill};
  &:hover {
    background: ${theme.colors.primaryHover};
    color: ${theme.colors.onPrimary};
  }
`;
