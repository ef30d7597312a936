import ICAL from 'ical.js';

/** A calendar file as a calendar program reads it: the method, and the event's UID, SEQUENCE and STATUS. */
export function calendarOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    status: event.getFirstPropertyValue('status'),
  };
}
