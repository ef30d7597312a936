import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { theme } from '../../styles/theme';

/**
 * The one sentence that says where a draft is kept, and the button that deletes it. Shown only once
 * the page's script runs (without it nothing is kept), but rendered hidden before, so its styles come
 * with the page instead of being added while it starts.
 */
export function DraftNote({ onClear, hidden }: { onClear: () => void; hidden: boolean }) {
  const { t } = useTranslation();
  const [cleared, setCleared] = useState(false);
  return (
    <div css={note} hidden={hidden}>
      <p>
        {t('draft.note')}{' '}
        <button
          type="button"
          onClick={() => {
            onClear();
            setCleared(true);
          }}
        >
          {t('draft.clear')}
        </button>
      </p>
      <p role="status">{cleared ? t('draft.cleared') : ''}</p>
    </div>
  );
}

const note = css`
  font-size: ${theme.fontSizes.small};
  color: ${theme.colors.muted};
  margin-top: ${theme.space.m};
  &[hidden] {
    display: none;
  }
  p {
    margin: 0;
  }
  button {
    font: inherit;
    color: ${theme.colors.primary};
    background: none;
    border: 0;
    padding: 0.25rem 0;
    min-height: 1.5rem;
    text-decoration: underline;
    cursor: pointer;
  }
`;
