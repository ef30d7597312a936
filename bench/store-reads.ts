/**
 * Store reads of one booking (mails ticked), one reminder run and one sweep, with 10 and with 10,000
 * bookings on record (netlify/testing/store-reads.ts): the work must not grow with history (issue 66).
 * `npm run bench -- --counting-only` prints the table; `npm run bench` adds it to bench/results.md.
 */
import { rm } from 'node:fs/promises';
import { makeBookingRoot } from '../netlify/testing/booking-fixture';
import { type StoreReads, storeReads } from '../netlify/testing/store-reads';

export async function storeReadsTable(): Promise<string> {
  const root = await makeBookingRoot();
  try {
    const rows: [number, StoreReads][] = [];
    for (const onRecord of [10, 10_000]) rows.push([onRecord, await storeReads(root, onRecord)]);
    return [
      '| bookings on record | a booking (mails ticked) | a reminder run | a sweep |',
      '| ---: | ---: | ---: | ---: |',
      ...rows.map(([onRecord, reads]) => `| ${onRecord.toLocaleString('en')} | ${reads.booking} | ${reads.reminderRun} | ${reads.sweep} |`),
    ].join('\n');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
