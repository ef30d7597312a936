import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The memberships at the end of a biography: the heading bold, the entries italic and grey (spec). */
export function Memberships({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Block>
      <strong>{t('team.memberships')}</strong>
      {children}
    </Block>
  );
}

const Block = styled.div`
  margin-top: ${({ theme }) => theme.space.m};
  ul {
    list-style: none;
    padding: 0;
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  li {
    font-style: italic;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
