import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { theme } from '../../styles/theme';

/** Puts back what a deletion took: the answers, and for the request its step. */
export type UndoDeletion = () => void;
type Phase = 'idle' | 'asking' | 'deleted' | 'restored';

/**
 * Deleting a draft: asked once ("Alles löschen?"), then said at the top of the form with a way back
 * ("Rückgängig machen") that stays for as long as the page is open. One tap below "Termin buchen"
 * must never erase five steps of answers. `remove` deletes and returns how to undo it.
 */
export function useDraftDeletion(remove: () => UndoDeletion) {
  const [phase, setPhase] = useState<Phase>('idle');
  const undo = useRef<UndoDeletion | null>(null);
  return {
    phase,
    ask: () => setPhase('asking'),
    keep: () => setPhase('idle'),
    confirm: () => {
      undo.current = remove();
      setPhase('deleted');
    },
    undo: () => {
      undo.current?.();
      undo.current = null;
      setPhase('restored');
    },
  };
}
export type DraftDeletion = ReturnType<typeof useDraftDeletion>;

/**
 * The one sentence that says where a draft is kept, and the button that deletes it (after asking).
 * Shown only once the page's script runs (without it nothing is kept), but rendered hidden before,
 * so its styles come with the page instead of being added while it starts.
 */
export function DraftNote({ deletion, hidden }: { deletion: DraftDeletion; hidden: boolean }) {
  const { t } = useTranslation();
  const question = useRef<HTMLParagraphElement>(null);
  const asking = deletion.phase === 'asking';
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  return (
    <div css={note} hidden={hidden}>
      {asking ? (
        <div className="asking" role="group" aria-labelledby="draft-question">
          <p id="draft-question" ref={question} tabIndex={-1}>
            {t('draft.question')}
          </p>
          <button type="button" className="confirm" onClick={deletion.confirm}>
            {t('draft.confirm')}
          </button>
          <button type="button" onClick={deletion.keep}>
            {t('draft.keep')}
          </button>
        </div>
      ) : (
        <p>
          {t('draft.note')}{' '}
          <button type="button" onClick={deletion.ask}>
            {t('draft.clear')}
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * At the top of the form, where the visitor is taken after deleting: what happened, and the undo.
 * Focused as it appears, so it is read out and in view. After the undo it says so (a status, read
 * out) and focus is the form's: back at the step the answers were on.
 */
export function DraftDeleted({ deletion }: { deletion: DraftDeletion }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const { phase } = deletion;
  useEffect(() => {
    if (phase !== 'deleted') return;
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'start' });
  }, [phase]);
  if (phase !== 'deleted' && phase !== 'restored') return null;
  return (
    <div css={deleted} ref={box} tabIndex={-1} role="status" className="draft-deleted">
      {phase === 'deleted' ? (
        <p>
          {t('draft.cleared')}{' '}
          <button type="button" onClick={deletion.undo}>
            {t('draft.undo')}
          </button>
        </p>
      ) : (
        <p>{t('draft.restored')}</p>
      )}
    </div>
  );
}

const linkButton = css`
  font: inherit;
  color: ${theme.colors.primary};
  background: none;
  border: 0;
  padding: 0.25rem 0;
  min-height: 1.5rem;
  text-decoration: underline;
  cursor: pointer;
`;

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
    ${linkButton};
  }
  .asking {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs} ${theme.space.m};
    color: ${theme.colors.ink};
  }
  .asking p {
    flex-basis: 100%;
    font-weight: 700;
  }
  .asking p:focus {
    outline: none;
  }
  .asking .confirm {
    font-weight: 700;
  }
`;

const deleted = css`
  margin: 0 0 ${theme.space.l};
  padding: ${theme.space.s} ${theme.space.m};
  border-left: 4px solid ${theme.colors.primary};
  background: ${theme.colors.background};
  scroll-margin-top: calc(${theme.layout.headerHeight} + ${theme.space.m});
  p {
    margin: 0;
  }
  button {
    ${linkButton};
    font-weight: 700;
  }
`;
