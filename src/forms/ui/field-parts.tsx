import { errorIdOf } from './FieldError';

/** What every field of both forms has: its texts, and how its label and descriptions are tied to it. */
export interface FieldTexts {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** Shown after the label: "(Pflicht)". */
  marker?: string;
  error?: string;
}

export function describedBy(id: string, hint: string | undefined): string {
  return [hint ? `${id}-hint` : '', errorIdOf(id)].filter(Boolean).join(' ');
}

export function Label({ label, marker }: { label: string; marker?: string }) {
  return (
    <>
      {label}
      {marker && <span className="marker"> ({marker})</span>}
    </>
  );
}
