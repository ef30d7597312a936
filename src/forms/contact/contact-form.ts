/**
 * The contact form as data (the spec's four fields, in its order: the first problem in this order is
 * the one shown). Its texts are under `form` in content/locales/<language>/translation.json: the
 * label `form.<field>`, the messages `form.errors.<field>.<code>`.
 */
import type { TextFieldSpec } from '../model';

export const contactQuestions = {
  name: { kind: 'text', limit: 100, required: true, autoComplete: 'name' },
  email: { kind: 'text', limit: 254, required: true, input: 'email', autoComplete: 'email' },
  subject: { kind: 'text', limit: 150, required: true },
  message: { kind: 'text', limit: 5000, required: true, multiline: true },
} as const satisfies Record<string, TextFieldSpec>;

export type ContactField = keyof typeof contactQuestions;
export const contactFields = Object.keys(contactQuestions) as ContactField[];

export type ContactInput = Record<ContactField, string>;

/** The id of a field of the contact form, which a problem links to. */
export const contactFieldId = (field: ContactField) => `contact-${field}`;
