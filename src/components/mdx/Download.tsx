import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A file to download, opened in a new tab (PDF viewers show it there). */
export function Download({ href, title, children }: { href: string; title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box>
      <a href={href} target="_blank" rel="noopener noreferrer" type="application/pdf">
        {title} <span className="hint">{t('common.opensInNewTab')}</span>
      </a>
      {children && <div>{children}</div>}
    </Box>
  );
}

const Box = styled.div`
  margin: ${({ theme }) => theme.space.m} 0;
  padding: ${({ theme }) => theme.space.l};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.surface};
  a {
    font-weight: 700;
    font-size: 1.125rem;
  }
  .hint {
    font-weight: 400;
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
