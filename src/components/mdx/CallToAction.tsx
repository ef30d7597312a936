import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { LocalizedLink } from '../LocalizedLink';

export function CallToAction({ to, label, title, children }: { to: string; label: string; title?: string; children?: ReactNode }) {
  return (
    <Block>
      {title && <h2>{title}</h2>}
      {children && <div>{children}</div>}
      <ButtonLink to={to}>{label}</ButtonLink>
    </Block>
  );
}

const Block = styled.section`
  margin: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.tones.sand};
  text-align: center;
  h2 {
    margin-top: 0;
  }
`;

export const ButtonLink = styled(LocalizedLink)`
  display: inline-block;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  padding: 0.85rem 1.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
