import { css } from '@emotion/react';
import { forwardRef } from 'react';
import { theme } from '../../styles/theme';

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
    <div css={box} ref={ref} tabIndex={-1} role={notice.kind === 'error' ? 'alert' : 'status'} data-kind={notice.kind}>
      <strong>{notice.title}</strong>
      <p>{notice.text}</p>
    </div>
  );
});

const box = css`
  margin: 0 0 ${theme.space.l};
  padding: ${theme.space.m} ${theme.inset.l};
  border-radius: ${theme.radii.m};
  border-left: 6px solid;
  &[data-kind='error'] {
    background: ${theme.colors.dangerSurface};
    border-color: ${theme.colors.danger};
    strong {
      color: ${theme.colors.danger};
    }
  }
  &[data-kind='success'] {
    background: ${theme.colors.successSurface};
    border-color: ${theme.colors.success};
    strong {
      color: ${theme.colors.success};
    }
  }
  strong {
    display: block;
    font-size: 1.125rem;
  }
  p {
    margin: ${theme.space.xs} 0 0;
  }
  &:focus {
    outline: none;
  }
`;
