import styled from '@emotion/styled';
import { forwardRef } from 'react';

export interface NoticeContent {
  kind: 'error' | 'success';
  title: string;
  text: string;
}

/**
 * A message about the form. Errors are alerts (read out at once), success a status. Focusable, so
 * the page can move focus to it when it appears without JavaScript having placed it.
 */
export const Notice = forwardRef<HTMLDivElement, { notice: NoticeContent }>(function Notice({ notice }, ref) {
  return (
    <Box ref={ref} tabIndex={-1} role={notice.kind === 'error' ? 'alert' : 'status'} data-kind={notice.kind}>
      <strong>{notice.title}</strong>
      <p>{notice.text}</p>
    </Box>
  );
});

const Box = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.l};
  padding: ${({ theme }) => theme.space.m} ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.m};
  border-left: 6px solid;
  &[data-kind='error'] {
    background: ${({ theme }) => theme.colors.dangerSurface};
    border-color: ${({ theme }) => theme.colors.danger};
    strong {
      color: ${({ theme }) => theme.colors.danger};
    }
  }
  &[data-kind='success'] {
    background: ${({ theme }) => theme.colors.successSurface};
    border-color: ${({ theme }) => theme.colors.success};
    strong {
      color: ${({ theme }) => theme.colors.success};
    }
  }
  strong {
    display: block;
    font-size: 1.125rem;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  &:focus {
    outline: none;
  }
`;
