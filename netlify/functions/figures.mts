/**
 * GET /.netlify/functions/figures?key=…: the owner's private page of the site's figures (weeks, charts,
 * CSV). The logic lives in netlify/counting/figures-handler.ts; the weekly mail carries the link.
 */
import type { Config, Context } from '@netlify/functions';
import { handleFiguresRequest } from '../counting/figures-handler';

export default async (req: Request, context: Context): Promise<Response> =>
  handleFiguresRequest(req, { deployContext: context?.deploy?.context });

export const config: Config = {
  // Per visitor IP and per domain: the owner opens it a few times; a guess at the key gets nowhere faster.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
