/**
 * Scheduled (every 15 minutes, on the published deploy only, as Netlify runs scheduled functions):
 * delivers the mails send-contact-email and booking kept because SendGrid did not take them
 * (netlify/outbox/deliver-waiting.ts, with every kind of message: netlify/submissions/message-kinds.ts; a booking's read again from its ledger), sends the visitors'
 * reminders whose hour has come (netlify/booking/mails/visitor-mails.ts), sweeps the booking stores of
 * passed times and expired holds (netlify/booking/sweep-bookings.ts), which the privacy page promises, offers
 * the times whose hold or offer ran out to the next in line (netlify/booking/offer-freed.ts), and
 * folds the site's counts of days that can no longer change (netlify/counting/day-counts.ts). From 07:00 in
 * Zurich it asks the team once a day whether yesterday's visitors came (netlify/booking/attendance.ts), and
 * on Mondays sends the owner the last week's figures (netlify/counting/weekly-mail.ts).
 *
 * Locally (`npm run serve`, context dev) `?at=<ISO time>` runs it at that time instead of now, so a reminder
 * can be seen without waiting a day (`npm run scheduled -- --at …`); the sweep keeps the real clock, but for the
 * holds and offers run out by then, which are freed and offered on. Anywhere else the clock is the real one.
 */
import type { Config, Context } from '@netlify/functions';
import { clockOf } from '../booking/local-clock';
import { remindVisitors } from '../booking/reminders';
import { askWhoCameScheduled } from '../booking/who-came';
import { freeRunOutAt, sweepBookings } from '../booking/sweep-bookings';
import { offerSweptTimes } from '../booking/offer-freed';
import { foldCounts } from '../counting/open-counts';
import { sendWeeklyMail } from '../counting/weekly-mail';
import { counterFor } from '../counting/request-counter';
import { withSecurityHeaders } from '../shared/answers';
import { deliverWaitingMessages } from '../outbox/deliver-waiting';
import { siteMessageKinds } from '../submissions/message-kinds';

// Netlify ignores a scheduled function's answer; the counts help whoever runs it by hand locally.
export default async (req: Request, context: Context): Promise<Response> => {
  const deployContext = context?.deploy?.context;
  // Where no variable names the site (only on this machine) the links in mails go where this run was called, port and all.
  const site = { ...(context?.site?.url ? { siteUrl: context.site.url } : {}), requestUrl: req.url };
  const now = clockOf(req, deployContext);
  const delivery = await deliverWaitingMessages({
    deployContext,
    now,
    kinds: siteMessageKinds({ deployContext, now, booking: site }),
  });
  const counter = counterFor({ deployContext, now });
  const reminders = await remindVisitors({ deployContext, now, counter, ...site });
  const whoCame = await askWhoCameScheduled({ deployContext, now, ...site });
  const weeklyFigures = await sendWeeklyMail({ deployContext, now, ...site });
  await counter.settled();
  // The sweep deletes what has passed, the folding what is counted: always on the real clock, so a local
  // run at a later hour never deletes a booking whose time has not come, nor folds a day still open.
  const { offerable, ...bookings } = await sweepBookings();
  // A local run at a later clock: the holds and offers run out by then too (./sweep-bookings.ts: freeRunOutAt).
  const ranOut = now() > Date.now() + 60_000 ? await freeRunOutAt(now, offerable) : offerable;
  // The times whose hold or offer ran out go to the next in line (on this run's clock, like the reminders).
  const offers = await offerSweptTimes({ deployContext, now, counter, ...site }, ranOut);
  await counter.settled();
  const counts = await foldCounts();
  return withSecurityHeaders(Response.json({ ...delivery, reminders, whoCame, weeklyFigures, bookings, offers, counts }));
};

export const config: Config = {
  schedule: '*/15 * * * *',
};
