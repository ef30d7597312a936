/**
 * Runs the scheduled step (deliver-waiting-messages: waiting mails, visitors' reminders, the sweep) of the
 * site `npm run serve` serves, now or at another time, so a reminder can be seen without waiting a day:
 *
 *   npm run scheduled                                  # now
 *   npm run scheduled -- --at 2026-12-01T08:00:00+01:00   # as if it were then (local development only)
 *
 * Prints what the run did (mails delivered, reminders sent, records swept); the mails land in outbox/.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { at: { type: 'string' }, port: { type: 'string' } } });
const at = values.at ? new Date(values.at) : undefined;
if (at && Number.isNaN(at.getTime())) {
  console.error(`--at ${values.at}: not a time; write it like 2026-12-01T08:00:00+01:00`);
  process.exit(2);
}
const port = values.port ?? process.env.PORT ?? '8888';
const address = new URL(`http://127.0.0.1:${port}/.netlify/functions/deliver-waiting-messages`);
if (at) address.searchParams.set('at', at.toISOString());
const response = await fetch(address, { method: 'POST' }).catch((error: unknown) => {
  console.error(`Nothing answers at ${address.origin}: start the site first (npm start or npm run serve). ${String(error)}`);
  process.exit(1);
});
const body = await response.text();
if (!response.ok) {
  console.error(`The scheduled step answered ${response.status}: ${body}`);
  process.exit(1);
}
console.log(`Scheduled step${at ? ` at ${at.toISOString()}` : ''}: ${body}`);
