/**
 * Every kind of message the site sends, registered with the outbox (../outbox/outbox.ts): the two forms'
 * mails to the team (a contact message, a first-consultation request, made from the answers as validated,
 * a request's booking read again from the ledger when it waited) and booking's (../booking/mails/messages.ts).
 * The contact function sends with them, and the scheduled delivery delivers what waited with them.
 */
import { submissionTypes } from '../../src/forms/protocol';
import { defaultLanguage, isLanguage } from '../../src/i18n/languages';
import { type BookingContext, type BookingDeps, openBooking } from '../booking/booking-context';
import type { MailBooking } from '../booking/mails/booking-mail';
import { bookingMessageKinds } from '../booking/mails/messages';
import { currentMailBooking } from '../booking/mails/team-notices';
import { type MessageKind, type MessageKinds, MessageRefused } from '../outbox/message';
import type { OutboxDeps } from '../outbox/outbox';
import { kindOf } from './submission-kinds';

/** The forms' kinds: the mail is made from the validated answers (`fields`); a request's booking as the ledger has it then. */
function formKind(booking: () => Promise<BookingContext | undefined>): MessageKind {
  return {
    saysWhenLate: true,
    async render(message, addresses, firstTry) {
      const check = kindOf(message.type, false)?.check(message.fields ?? {});
      if (!check?.ok) throw new MessageRefused(`a ${message.type} message that no longer passes validation`);
      const kept = message.booking as MailBooking | undefined;
      // The first try has the booking just made; a message that waited reads it again (it may have moved or been freed).
      const context = kept?.bookingId && !firstTry ? await booking() : undefined;
      const current = context && kept ? await currentMailBooking(context, kept.bookingId) : undefined;
      const language = isLanguage(message.language) ? message.language : defaultLanguage;
      return { mail: check.accepted.mail(addresses, language, current ?? kept) };
    },
  };
}

/** What opening booking takes where no booking context is at hand yet (the delivery run, a contact message). */
export type KindsDeps = Omit<OutboxDeps, 'waitingStore' | 'waitingCapacity'> & {
  booking?: Pick<BookingDeps, 'siteUrl' | 'requestUrl' | 'store' | 'fetch' | 'root'>;
};

/** All kinds, over booking opened once, when a message first needs it. */
export function siteMessageKinds(deps: KindsDeps, opened?: () => Promise<BookingContext | undefined>): MessageKinds {
  const log = deps.log ?? console;
  let context: Promise<BookingContext | undefined> | undefined;
  const booking =
    opened ??
    (() =>
      (context ??= openBooking(
        {
          ...deps.booking,
          ...(deps.env ? { env: deps.env } : {}),
          ...(deps.now ? { now: deps.now } : {}),
          log,
          ...(deps.transport ? { transport: deps.transport } : {}),
          ...(deps.smsTransport ? { smsTransport: deps.smsTransport } : {}),
          ...(deps.deployContext ? { deployContext: deps.deployContext } : {}),
          ...(deps.cwd ? { cwd: deps.cwd } : {}),
        },
        deps.booking?.requestUrl ?? 'http://localhost/',
      ).then((opened) => {
        if (opened.ok) return opened.context;
        log.error(`outbox: booking's ledger cannot be read: ${opened.problem}`);
        return undefined;
      })));
  const form = formKind(booking);
  return { [submissionTypes.contact]: form, [submissionTypes.request]: form, ...bookingMessageKinds(booking) };
}
