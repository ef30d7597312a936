/**
 * POST /.netlify/functions/send-contact-email (the default route; a custom path under /.netlify is
 * rejected by the local emulator). The logic lives in netlify/submissions/submission-handler.ts.
 */
import type { Config, Context } from '@netlify/functions';
import { handleSubmission } from '../submissions/submission-handler';

export default async (req: Request, context: Context): Promise<Response> =>
  // CONTEXT is a build-time variable; at run time Netlify tells the deploy context here.
  handleSubmission(req, {
    deployContext: context?.deploy?.context,
    // A request that books a time: links on the site's own address; the visitor's network counted, never kept.
    booking: { siteUrl: context?.site?.url, clientIp: context?.ip },
    // The counts (netlify/counting) are written after the answer.
    ...(context?.waitUntil ? { waitUntil: (promise: Promise<unknown>) => context.waitUntil(promise) } : {}),
  });

export const config: Config = {
  // Per visitor IP and per domain: 5 requests a minute, answered 429 by Netlify beyond that.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
