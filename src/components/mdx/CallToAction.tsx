import { css } from '@emotion/react';
import { theme } from '../../styles/theme';
import { ButtonLink } from '../ButtonLink';
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

const block = css`
  margin: ${theme.space.xxl} 0 ${theme.space.xl};
  padding: ${theme.space.xl} ${theme.inset.l};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.tones.sand};
  text-align: center;
  h2 {
    margin-top: 0;
  }
  p {
    margin-inline: auto;
  }
`;
