import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { longestSms, smsOriginRoom } from '../../netlify/booking/mails/longest-sms';
import { smsMaxSeptets } from '../../netlify/outbox/sms';
import { lineOf, type StandIn } from './stand-in';

const file = 'content/site.yaml';

/** The origin of an address as the functions build links on it (netlify/shared/site-origin.ts), or undefined for no address. */
function originOf(address: unknown): string | undefined {
  if (typeof address !== 'string' || address.trim() === '') return undefined;
  try {
    return new URL(address.trim()).origin;
  } catch {
    return undefined;
  }
}

/**
 * The site's address against its SMS: each SMS's short link is the site's origin, `/t/` and a token, and
 * every SMS must be one message of 160 characters (netlify/booking/mails/longest-sms.ts); with too long an
 * address, the outbox would refuse every SMS for good and no visitor would get one. Checked for the address
 * the site declares (`siteUrl`) and the one Netlify names the site by in this build (URL, which the functions
 * build their links on), with the practice's city in the texts.
 */
export function smsOriginStandIns(rootDir: string, env: Readonly<Record<string, string | undefined>> = process.env): StandIn[] {
  const absolute = path.join(rootDir, file);
  if (!existsSync(absolute)) return [];
  const text = readFileSync(absolute, 'utf8');
  const facts = (parse(text) ?? {}) as Record<string, unknown>;
  const city = typeof facts.city === 'string' ? facts.city : '';
  const origins = new Set([originOf(facts.siteUrl), originOf(env.URL)].filter((origin): origin is string => origin !== undefined));
  const standIns: StandIn[] = [];
  for (const origin of origins) {
    const longest = longestSms(origin, city);
    if (longest.septets <= smsMaxSeptets) continue;
    const size = Number.isFinite(longest.septets) ? `${longest.septets} characters` : 'a character outside the GSM alphabet';
    standIns.push({
      file,
      line: lineOf(text, origin === originOf(facts.siteUrl) ? /^siteUrl\s*:/ : /^city\s*:/),
      message:
        `with the site's address ${origin} (${origin.length} characters) and the city "${city}", the longest SMS takes ${size}, ` +
        `more than the ${smsMaxSeptets} of one SMS, so no SMS would leave: use a shorter address for the site ` +
        `(the texts leave room for ${smsOriginRoom} characters, https://www. included), or shorten booking.sms in content/locales`,
    });
  }
  return standIns;
}
