/**
 * The team's calendar for the e2e tests: a private iCalendar feed on 127.0.0.1, as Infomaniak or
 * Google would publish it, with one weekly busy time (Wednesdays 13:30–15:00, Zurich time, across
 * the summer-time change). `POST /broken` makes it answer 500 until `POST /working`, to show the form
 * falling back to the request. The site's server reads it through BOOKING_CALENDAR_FEEDS (playwright.config.ts).
 */
import http from 'node:http';
import { teamCalendarFeed } from '../netlify/testing/team-calendar';

const port = Number(process.env.FEED_PORT ?? 8894);
let broken = false;

http
  .createServer((req, res) => {
    if (req.method === 'POST' && (req.url === '/broken' || req.url === '/working')) {
      broken = req.url === '/broken';
      res.writeHead(204).end();
      return;
    }
    if (req.url === '/' || req.url === '/health') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('calendar feed');
      return;
    }
    if (broken) {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(teamCalendarFeed);
  })
  .listen(port, '127.0.0.1', () => console.log(`calendar feed on http://127.0.0.1:${port}/team.ics`));
