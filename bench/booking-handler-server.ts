/**
 * The booking function's own code on a bare Node HTTP server, for booking-load.ts: the free times as
 * the form asks for them, computed from content/booking.yaml, the team's calendar (a feed served by
 * this process on another port, the one the e2e tests publish) and a booking store in memory (with
 * the Blobs store's conditional writes). Its first line names its origin.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleBookingRequest } from '../netlify/booking/booking-handler';
import { memoryBlobStore } from '../netlify/testing/memory-blob-store';
import { teamCalendarFeed } from '../netlify/testing/team-calendar';

const host = '127.0.0.1';

const feedServer = http.createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(teamCalendarFeed));
feedServer.listen(0, host, () => {
  const feedUrl = `http://${host}:${(feedServer.address() as AddressInfo).port}/team.ics`;
  const store = memoryBlobStore({ jitter: 0 });
  const env = { ...process.env, BOOKING_CALENDAR_FEEDS: feedUrl, CONTEXT: 'dev' };
  const server = http.createServer((req, res) => {
    void (async () => {
      const response = await handleBookingRequest(new Request(`http://${host}${req.url ?? '/'}`), {
        env,
        store,
        log: { info() {}, warn() {}, error: console.error },
      });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  server.listen(Number(process.env.PORT ?? 0), host, () =>
    console.log(`booking handler on http://${host}:${(server.address() as AddressInfo).port}`),
  );
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});
