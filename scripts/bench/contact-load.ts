/**
 * Load on the contact function through the local server: autocannon POSTs one fixed JSON body for a
 * while over a few keep-alive connections. Valid messages go all the way through validation into the
 * outbox (files written to a temp folder), invalid ones stop at validation with 422; the two
 * together show what the function itself costs apart from the mail.
 */
import autocannon from 'autocannon';

export const contactPath = '/.netlify/functions/send-contact-email';

export const contactBodies = {
  valid: { name: 'Bench Mark', email: 'bench@example.ch', subject: 'Benchmark', message: 'A message written by npm run bench.', type: 'contact' },
  // An empty name fails the first validation rule.
  invalid: { name: '', email: 'bench@example.ch', subject: 'Benchmark', message: 'A message written by npm run bench.', type: 'contact' },
} as const;

export const expectedStatus = { valid: 200, invalid: 422 } as const;

export type ContactCase = keyof typeof contactBodies;

export interface LoadFigures {
  expectedStatus: number;
  seconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Count of answers per HTTP status. */
  statuses: Record<string, number>;
  /** Answers with another status than expected, plus connection errors and timeouts. */
  unexpected: number;
  errors: number;
  timeouts: number;
}

const headers = { 'content-type': 'application/json' };

/** One request first: a wrong answer here would make the load figures meaningless. */
async function probe(origin: string, which: ContactCase): Promise<void> {
  const response = await fetch(origin + contactPath, { method: 'POST', headers, body: JSON.stringify(contactBodies[which]) });
  if (response.status !== expectedStatus[which]) {
    throw new Error(`${which} contact request answered ${response.status}, expected ${expectedStatus[which]}: ${await response.text()}`);
  }
}

export async function loadContactFunction(origin: string, which: ContactCase, seconds: number, connections: number): Promise<LoadFigures> {
  await probe(origin, which);
  const result = await autocannon({
    url: origin + contactPath,
    method: 'POST',
    headers,
    body: JSON.stringify(contactBodies[which]),
    connections,
    duration: seconds,
  });
  const statuses: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = stat.count ?? 0;
  const expected = statuses[String(expectedStatus[which])] ?? 0;
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    expectedStatus: expectedStatus[which],
    seconds: result.duration,
    connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses,
    unexpected: answered - expected + result.errors,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
