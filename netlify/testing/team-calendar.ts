/**
 * The team's calendar as the e2e tests (e2e/calendar-feed-server.ts) and the benchmark
 * (bench/booking-handler-server.ts) publish it: one weekly busy time, Wednesdays 13:30–15:00 Zurich
 * time since 7 January 2026, so it crosses both summer-time changes.
 */
export const teamCalendarFeed = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//e2e//team calendar//DE',
  'BEGIN:VEVENT',
  'UID:weekly-team-meeting@e2e',
  'DTSTAMP:20260101T000000Z',
  'DTSTART;TZID=Europe/Zurich:20260107T133000',
  'DTEND;TZID=Europe/Zurich:20260107T150000',
  'RRULE:FREQ=WEEKLY;BYDAY=WE',
  'SUMMARY:Teamsitzung',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
