/**
 * content/booking.yaml's text read as every reader reads it: the build (../site/site-metadata.ts), the booking
 * function (netlify/booking/booking-settings.ts) and the content check (scripts/check-content/booking.ts), so
 * what passes the check is what the build and the function accept. Apart from ./availability.ts, which the
 * browser's forms import too: this one brings the YAML parser, and only the server's code needs it.
 */
import { parse } from 'yaml';
import { readAvailability } from './availability';

/** The settings, or their problems in the CMS form's words; throws yaml's YAMLParseError where the text is no YAML. */
export function availabilityOfText(text: string): ReturnType<typeof readAvailability> {
  return readAvailability(parse(text));
}
