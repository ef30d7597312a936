/**
 * How an online time's visitor gets into the call, as the key of its words under `booking.page` (the booking's
 * page and the visitor's .ics say the same): the team's video room where one is set, else the link by e-mail,
 * or (no address given: a phone-only booking moved online) a call from the team with it; each with the latest
 * hour it comes and whom to reach when it has not.
 */
export function onlineAccessKey(meetingLink: string | undefined, hasEmail: boolean): 'meetingLink' | 'linkByMail' | 'linkByPhone' {
  if (meetingLink) return 'meetingLink';
  return hasEmail ? 'linkByMail' : 'linkByPhone';
}
