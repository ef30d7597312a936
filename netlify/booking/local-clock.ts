/**
 * Local development only (`npm run serve`, context dev): `?at=<ISO time>` runs a function as if it were
 * then, so what waits for a time can be seen without waiting for it: a reminder (`npm run scheduled -- --at …`),
 * the team's answer after a time and what follows it (the way back: ./way-back.ts). Anywhere else, and
 * without `at`, the clock is the real one.
 */
import { contextOf } from '../shared/mail-settings';
import { localDevelopmentContext } from './booking-settings';

export function clockOf(req: Request, deployContext: string | undefined): () => number {
  const at = Date.parse(new URL(req.url).searchParams.get('at') ?? '');
  if (contextOf(process.env, deployContext) !== localDevelopmentContext || Number.isNaN(at)) return Date.now;
  const offset = at - Date.now();
  return () => Date.now() + offset;
}
