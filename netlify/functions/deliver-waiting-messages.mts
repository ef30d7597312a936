/**
 * Scheduled (every 15 minutes, on the published deploy only, as Netlify runs scheduled functions):
 * delivers the messages send-contact-email kept because SendGrid did not take them. The logic lives
 * in netlify/submissions/deliver-waiting.ts.
 */
import type { Config, Context } from '@netlify/functions';
import { withSecurityHeaders } from '../submissions/answer-headers';
import { deliverWaitingMessages } from '../submissions/deliver-waiting';

// Netlify ignores a scheduled function's answer; the counts help whoever runs it by hand locally.
export default async (_req: Request, context: Context): Promise<Response> =>
  withSecurityHeaders(Response.json(await deliverWaitingMessages({ deployContext: context?.deploy?.context })));

export const config: Config = {
  schedule: '*/15 * * * *',
};
