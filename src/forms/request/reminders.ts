/**
 * How a booked time's confirmation and reminders come, as the check step asks it (./ReminderChoice.tsx):
 * which ways it offers, how it starts where the visitor has not chosen, and what the form sends. Pure, so
 * the rules are tested without a page; validation (./validate.ts) holds the function to the same.
 */
import type { DraftValues } from '../ui/form-draft';
import { type CheckField, type OptionOf, checkFields, choiceQuestions, isOption } from './questions';

export type ReminderChannel = OptionOf<'reminders'>;
export type ReminderTime = OptionOf<'reminderWhen'>;

/** What the visitor said before the check that the reminders follow. */
export interface ReminderSituation {
  /** The e-mail address given ('' for none). */
  email: string;
  /** The way they chose to be reached. */
  channel: string;
  /** Whether SMS can go to the number given (false for none, and until the form knows). */
  smsNumber: boolean;
}

/** The visitor's own choice of each of the check step's questions, once they touched it; left out: as the defaults say. */
export type ReminderChoice = Partial<Record<CheckField, readonly string[]>>;

export interface Reminders {
  reminders: ReminderChannel[];
  reminderWhen: ReminderTime[];
}

/** The ways the check offers: e-mail with an address, SMS with a number that takes them. */
export function offeredChannels({ email, smsNumber }: ReminderSituation): ReminderChannel[] {
  return choiceQuestions.reminders.options.filter((channel) => (channel === 'email' ? email.trim() !== '' : smsNumber));
}

/**
 * Where the visitor has not chosen: by e-mail where they gave an address, by SMS where they asked to be
 * called at a number that takes them (a call is their way, a text before it the nearest), at both times.
 */
export function defaultReminders(situation: ReminderSituation): Reminders {
  const reminders = offeredChannels(situation).filter((channel) => channel === 'email' || situation.channel === 'phone');
  return { reminders, reminderWhen: [...choiceQuestions.reminderWhen.options] };
}

/** What the check shows ticked and the form sends: the visitor's choice (else the defaults), of the ways offered now. */
export function chosenReminders(choice: ReminderChoice, situation: ReminderSituation): Reminders {
  const defaults = defaultReminders(situation);
  const offered = offeredChannels(situation);
  const reminders = (choice.reminders ?? defaults.reminders).filter((channel): channel is ReminderChannel =>
    offered.includes(channel as ReminderChannel),
  );
  const reminderWhen = (choice.reminderWhen ?? defaults.reminderWhen).filter((when) => isOption('reminderWhen', when));
  return { reminders, reminderWhen };
}

/**
 * The choice as a draft keeps it: each question's ticked answers once touched (an empty list is a choice:
 * nothing), and nothing for an untouched one, so that it follows the defaults again after a reload.
 */
export function choiceOfDraft(draft: DraftValues | null | undefined): ReminderChoice {
  const choice: ReminderChoice = {};
  for (const field of checkFields) {
    const kept = draft?.[field];
    if (Array.isArray(kept)) choice[field] = kept.filter((option) => isOption(field, option));
  }
  return choice;
}

/** Whether to hear of an earlier time, as the check shows it and the form sends it. */
export interface Earlier {
  earlier: OptionOf<'earlier'>[];
  earlierWhen: OptionOf<'earlierWhen'>;
}

/**
 * The check's "Falls früher ein Termin frei wird…": off unless ticked, any time of day unless chosen, and only with
 * a way to reach the visitor (the reminders by e-mail or SMS: an offer comes the same ways).
 */
export function chosenEarlier(choice: ReminderChoice, reminders: Reminders): Earlier {
  const when = choice.earlierWhen?.[0];
  return {
    earlier: reminders.reminders.length > 0 && choice.earlier?.includes('yes') ? ['yes'] : [],
    earlierWhen: isOption('earlierWhen', when) ? when : 'any',
  };
}
