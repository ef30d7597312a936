/**
 * GET/POST /.netlify/functions/booking: free times for the request form, and the private links of a
 * booked time (see, add to a calendar, cancel, release). The logic lives in netlify/booking/booking-handler.ts.
 */
import type { Config, Context } from '@netlify/functions';
import { handleBookingRequest } from '../booking/booking-handler';
import { clockOf } from '../booking/local-clock';

export default async (req: Request, context: Context): Promise<Response> =>
  handleBookingRequest(req, {
    deployContext: context?.deploy?.context,
    // Local development only: `?at=` answers as if it were then (netlify/booking/local-clock.ts), as the scheduled run does.
    now: clockOf(req, context?.deploy?.context),
    siteUrl: context?.site?.url,
    // "Times shown" counts the visitor's network once a day: keyed, never kept (netlify/booking/client-network.ts).
    ...(context?.ip ? { clientIp: context.ip } : {}),
    // The counts (netlify/counting) are written after the answer.
    ...(context?.waitUntil ? { waitUntil: (promise: Promise<unknown>) => context.waitUntil(promise) } : {}),
  });

export const config: Config = {
  // Per visitor IP and per domain; the form asks for free times once per visit, a page with a link a few times.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
