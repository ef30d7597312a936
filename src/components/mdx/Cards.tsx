import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';

export const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.l};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  margin: ${({ theme }) => theme.space.l} 0 ${({ theme }) => theme.space.xl};
`;

/** A card; with `to` the whole card is one link and shows the "Mehr erfahren..." cue. */
export function Card({ title, to, children }: { title: string; to?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!to) {
    return (
      <Box>
        <h3>{title}</h3>
        <div>{children}</div>
      </Box>
    );
  }
  return (
    <LinkBox to={to}>
      <h3>{title}</h3>
      <div>{children}</div>
      <Cue aria-hidden="true">{t('common.learnMore')}</Cue>
    </LinkBox>
  );
}

const boxStyle = ({ theme }: { theme: import('@emotion/react').Theme }) => `
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.l};
  padding: ${theme.space.l};
  box-shadow: ${theme.shadows.card};
  color: ${theme.colors.ink};
  h3 {
    margin-bottom: ${theme.space.s};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

const Box = styled.div(boxStyle);

const LinkBox = styled(LocalizedLink)`
  ${boxStyle};
  text-decoration: none;
  transition: border-color 0.2s ease, transform 0.2s ease;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.primary};
    transform: translateY(-2px);
  }
  h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Cue = styled.span`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.m};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;
