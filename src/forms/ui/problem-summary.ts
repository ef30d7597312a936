/**
 * What a form says when it cannot be sent: a title and the problems, each linking to its field where
 * it has one (the error summary at the top of a form, as GOV.UK's design system has it). The form in
 * the browser and the send-contact-email function, answering a form sent without JavaScript, build it
 * the same way: src/forms/ui/ProblemSummary.tsx shows it, netlify/submissions/form-page.ts
 * writes it into the page.
 */
export interface ProblemItem {
  /** The id of the field to jump to, without `#`. */
  fieldId?: string;
  text: string;
}

export interface ProblemSummary {
  title: string;
  items: ProblemItem[];
}
