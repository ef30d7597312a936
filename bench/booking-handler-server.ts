/**
 * The booking function's own code on a bare Node HTTP server, for booking-load.ts: the free times as
 * the form asks for them (booking-on-node.ts). Its first line names its origin.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bookingOnNode } from './booking-on-node';

const host = '127.0.0.1';
const booking = bookingOnNode();
const server = http.createServer((req, res) => void booking.answer(req, res));
server.listen(Number(process.env.PORT ?? 0), host, () =>
  console.log(`booking handler on http://${host}:${(server.address() as AddressInfo).port}`),
);
process.on('SIGTERM', () =>
  server.close(() => {
    booking.close();
    process.exit(0);
  }),
);
