/**
 * npm run check:launch: lists every stand-in that must be replaced before the site goes live (company
 * facts, team members, photos, PDFs, testimonials, texts marked as placeholders, online times offered
 * without the practice's video room, a site address too long for one SMS) as `file:line: what to put there`.
 *
 * `npm run build` runs it first. It fails (exit 1) only in Netlify's production context
 * (CONTEXT=production) or with `--strict`, so a production deploy with a placeholder left stops, while
 * deploy previews, branch deploys, CI and `npm start` build and show the list as a warning.
 * Optional argument: the project root.
 */
import path from 'node:path';
import { findStandIns, formatStandIn } from './check-launch/index';

function main(args: string[]): number {
  const strict = args.includes('--strict') || process.env.CONTEXT === 'production';
  const rootDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? path.join(__dirname, '..'));
  const standIns = findStandIns(rootDir);
  if (standIns.length === 0) {
    console.log('Launch check: no placeholders left.');
    return 0;
  }
  const count = `${standIns.length} placeholder${standIns.length === 1 ? '' : 's'}`;
  if (strict) {
    for (const standIn of standIns) console.error(formatStandIn(standIn));
    console.error(`\nLaunch check: ${count} must be replaced before the site goes live, so this production build stops here.`);
    return 1;
  }
  for (const standIn of standIns) console.log(`${formatStandIn(standIn).replace(/^([^:]+:\d+): /, '$1: warning: ')}`);
  console.log(`\nLaunch check: ${count} left. This build goes on; a production deploy (CONTEXT=production) fails until they are replaced.`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
