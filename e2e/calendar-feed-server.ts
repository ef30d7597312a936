/**
 * The team's calendar for the e2e tests: a private iCalendar feed on 127.0.0.1, as Infomaniak or
 * Google would publish it, with one weekly busy time (Wednesdays 13:30–15:00, Zurich time, across
 * the summer-time change). `POST /broken` makes it answer 500 until `POST /working`, to show the form
 * falling back to the request; `POST /hostile` adds an entry ical.js cannot expand (a daily rule on
 * 30 February), to show that the site still answers in time, offers the other times and tells the team.
 * The entry's UID is new for each server (the team is told once a day per entry, and the e2e Blobs
 * store outlives a run), and `POST /hostile` answers with it. The site's server reads it through BOOKING_CALENDAR_FEEDS (playwright.config.ts).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { teamCalendarFeed } from '../netlify/testing/team-calendar';

const port = Number(process.env.FEED_PORT ?? 8894);
type Mode = 'working' | 'broken' | 'hostile';
let mode: Mode = 'working';
/** The team's calendar with the hostile entry added before its end. */
const fixture = readFileSync(path.join(__dirname, '../netlify/booking/calendars/fixtures/daily-on-30-february.ics'), 'utf8');
const hostileUid = `thirtieth-of-february-${Date.now()}@hostile`;
const hostileEvent = fixture
  .slice(fixture.indexOf('BEGIN:VEVENT'), fixture.indexOf('END:VCALENDAR'))
  .replace('UID:thirtieth-of-february@hostile', `UID:${hostileUid}`);
const hostileFeed = teamCalendarFeed.replace('END:VCALENDAR', `${hostileEvent}END:VCALENDAR`);

http
  .createServer((req, res) => {
    const asked = req.url?.slice(1);
    if (req.method === 'POST' && (asked === 'broken' || asked === 'working' || asked === 'hostile')) {
      mode = asked;
      if (asked === 'hostile') res.writeHead(200, { 'Content-Type': 'text/plain' }).end(hostileUid);
      else res.writeHead(204).end();
      return;
    }
    if (req.url === '/' || req.url === '/health') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('calendar feed');
      return;
    }
    if (mode === 'broken') {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(mode === 'hostile' ? hostileFeed : teamCalendarFeed);
  })
  .listen(port, '127.0.0.1', () => console.log(`calendar feed on http://127.0.0.1:${port}/team.ics`));
