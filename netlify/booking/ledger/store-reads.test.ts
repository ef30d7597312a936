/**
 * Work that does not grow with history (issue 66): a booking with mails, a reminder run and a sweep read
 * as much of the store with 500 bookings on record as with 10 (`npm run bench` reports 10 and 10,000).
 */
import { rm } from 'node:fs/promises';
import { makeBookingRoot } from '../../testing/booking-fixture';
import { storeReads } from '../../testing/store-reads';

let root: string;
beforeAll(async () => {
  root = await makeBookingRoot();
});
afterAll(() => rm(root, { recursive: true, force: true }));

it('reads no more for a booking, a reminder run or a sweep with 500 bookings on record than with 10', async () => {
  const few = await storeReads(root, 10);
  const many = await storeReads(root, 500);
  expect(many).toEqual(few);
  for (const reads of Object.values(few)) expect(reads).toBeLessThan(200);
});
