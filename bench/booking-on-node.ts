/**
 * The booking function's own code answering Node HTTP requests, as the benchmark's servers need it
 * (booking-handler-server.ts for the load test, serve-build.ts beside the built pages): the free
 * times from content/booking.yaml, the team's calendar fixture (a feed this process serves on a
 * free port, started with the first request) and a booking store in memory (with the Blobs store's
 * conditional writes).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleBookingRequest } from '../netlify/booking/booking-handler';
import { memoryBlobStore } from '../netlify/testing/memory-blob-store';
import { teamCalendarFeed } from '../netlify/testing/team-calendar';

const host = '127.0.0.1';

export function bookingOnNode() {
  const calendar = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(teamCalendarFeed));
  const store = memoryBlobStore({ jitter: 0 });
  const countStore = memoryBlobStore({ jitter: 0 });
  return {
    async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
      if (!calendar.listening) await new Promise<void>((resolve) => calendar.listen(0, host, resolve));
      const feed = `http://${host}:${(calendar.address() as AddressInfo).port}/team.ics`;
      const response = await handleBookingRequest(new Request(`http://${host}${req.url ?? '/'}`), {
        env: { ...process.env, BOOKING_CALENDAR_FEEDS: feed, CONTEXT: 'dev' },
        store,
        countStore,
        log: { info() {}, warn() {}, error: console.error },
      });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    },
    close(): void {
      if (calendar.listening) calendar.close();
    },
  };
}
