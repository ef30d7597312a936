/**
 * Scheduled (every 15 minutes, on the published deploy only, as Netlify runs scheduled functions):
 * delivers the mails send-contact-email and booking kept because SendGrid did not take them
 * (netlify/submissions/deliver-waiting.ts; a booking's read again from its ledger), and sweeps the booking stores of passed times and
 * expired holds (netlify/booking/sweep-bookings.ts), which the privacy page promises.
 */
import type { Config, Context } from '@netlify/functions';
import { sweepBookings } from '../booking/sweep-bookings';
import { withSecurityHeaders } from '../shared/answers';
import { deliverWaitingMessages } from '../submissions/deliver-waiting';

// Netlify ignores a scheduled function's answer; the counts help whoever runs it by hand locally.
export default async (_req: Request, context: Context): Promise<Response> => {
  const delivery = await deliverWaitingMessages({ deployContext: context?.deploy?.context, booking: { siteUrl: context?.site?.url } });
  const bookings = await sweepBookings();
  return withSecurityHeaders(Response.json({ ...delivery, bookings }));
};

export const config: Config = {
  schedule: '*/15 * * * *',
};
