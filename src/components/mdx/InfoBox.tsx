import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export function InfoBox({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <Box>
      {title && <p className="title">{title}</p>}
      {children}
    </Box>
  );
}

const Box = styled.aside`
  margin: ${({ theme }) => theme.space.l} 0;
  padding: ${({ theme }) => theme.space.l};
  border-left: 5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.tones.sky};
  .title {
    font-weight: 700;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
