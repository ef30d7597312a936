/**
 * The confirmation page's address: what the request form and the function send the visitor to once
 * a request is sent, and what the page reads back (the rest of the protocol: ../protocol.ts).
 */
import { type Language, localizedPath } from '../../i18n/languages';
import { requestPaths } from '../../site/routes';
import { type OptionOf, type RequestAnswers, choiceQuestions, isOption } from './questions';

/** What the confirmation page repeats: the way and the times the visitor chose. Codes only, never their words. */
export interface Confirmation {
  channel: OptionOf<'channel'>;
  noCalls: boolean;
  days: OptionOf<'days'>[];
  times: OptionOf<'times'>[];
  place?: OptionOf<'place'>;
}

export function confirmationOf(answers: RequestAnswers): Confirmation {
  const { channel, noCalls, days, times, place } = answers;
  return { channel, noCalls, days, times, ...(place ? { place } : {}) };
}

/** `?channel=email&days=mon,tue&times=morning&place=online&noCalls=1` */
export function confirmationSearch(confirmation: Confirmation): string {
  const params = new URLSearchParams({ channel: confirmation.channel });
  if (confirmation.days.length) params.set('days', confirmation.days.join(','));
  if (confirmation.times.length) params.set('times', confirmation.times.join(','));
  if (confirmation.place) params.set('place', confirmation.place);
  if (confirmation.noCalls) params.set('noCalls', '1');
  return `?${params.toString()}`;
}

/** `/erstgespraech/danke?channel=email&…`, `/en/erstgespraech/danke?…` */
export function confirmationPath(language: Language, confirmation: Confirmation): string {
  return localizedPath(requestPaths.confirmation, language) + confirmationSearch(confirmation);
}

function listOf<Q extends 'days' | 'times'>(question: Q, value: string | null): OptionOf<Q>[] {
  const given = (value ?? '').split(',');
  return choiceQuestions[question].options.filter((option) => given.includes(option)) as OptionOf<Q>[];
}

/** Reads the confirmation page's address back; unknown codes are dropped, so a crafted link shows only our own texts. */
export function parseConfirmation(search: string): Confirmation | null {
  const params = new URLSearchParams(search);
  const channel = params.get('channel');
  if (!isOption('channel', channel)) return null;
  const place = params.get('place');
  return {
    channel,
    noCalls: channel !== 'phone' && params.get('noCalls') === '1',
    days: listOf('days', params.get('days')),
    times: listOf('times', params.get('times')),
    ...(isOption('place', place) ? { place } : {}),
  };
}
