/**
 * The site's figures in the terminal, from the counts of the site `npm run serve` serves on this
 * machine (Netlify Blobs, emulated in .netlify/blobs-serve), as the private page shows them:
 *
 *   npm run report                 # the last 4 weeks, the running one included
 *   npm run report -- --weeks 12
 *
 * It reads the folder through a Blobs server of its own on 127.0.0.1 (the one @netlify/dev starts for
 * `npm run serve`, on the same folder), with the stores of local development (context dev), so it works
 * with the site running or not. It changes nothing. The published site's figures are on its private
 * page, whose link the weekly mail carries.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BlobsServer } from '@netlify/blobs/server';
import { localDevelopmentContext } from '../netlify/booking/booking-settings';
import { dayOf, countStoreOf } from '../netlify/counting/count-store';
import { readDayCounts } from '../netlify/counting/day-counts';
import { figuresLink, figuresSecretOf } from '../netlify/counting/figures-link';
import { openCounts } from '../netlify/counting/open-counts';
import { countedSteps, stepLabels } from '../netlify/counting/steps';
import { type WeekFigures, addWeeks, currentWeek, daysOfWeeks, percent, sumOfWeeks, weeksOf } from '../netlify/counting/week-figures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const directory = path.join(root, '.netlify', 'blobs-serve');

const { values } = parseArgs({ options: { weeks: { type: 'string', default: '4' }, port: { type: 'string' } } });
const count = Number(values.weeks);
if (!Number.isInteger(count) || count < 1 || count > 60) {
  console.error(`--weeks ${values.weeks}: eine ganze Zahl von 1 bis 60`);
  process.exit(2);
}

if (!existsSync(directory)) {
  console.log('Noch keine Zahlen: .netlify/blobs-serve gibt es noch nicht. `npm run serve` legt es an, und die Website zählt, sobald');
  console.log('jemand sie dort benutzt (freie Zeiten ansehen, buchen, eine Nachricht senden).');
  process.exit(0);
}

/**
 * @netlify/dev keeps each site's blobs under its site id, `0` for a project not linked to a Netlify site
 * (@netlify/dev 4.x: getRuntime's `siteID ?? "0"`, from .netlify/state.json's siteId).
 */
function localSiteId(): string {
  try {
    const state = JSON.parse(readFileSync(path.join(root, '.netlify', 'state.json'), 'utf8')) as { siteId?: unknown };
    return typeof state.siteId === 'string' && state.siteId ? state.siteId : '0';
  } catch {
    return '0';
  }
}

const token = `report-${process.pid}`;
const server = new BlobsServer({ directory, token });
const { port } = await server.start();
const address = `http://127.0.0.1:${port}`;
// What Netlify gives a function to reach its site's Blobs; getStore reads it.
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
  JSON.stringify({ edgeURL: address, uncachedEdgeURL: address, primaryRegion: 'us-east-2', token, siteID: localSiteId(), deployID: '0' }),
).toString('base64');

const env = { ...process.env, CONTEXT: localDevelopmentContext };
const now = new Date();
const to = currentWeek(now);
const from = addWeeks(to, -(count - 1));
const { first } = daysOfWeeks(from, to);
let weeks: WeekFigures[];
try {
  const { store, attendance } = openCounts({ env });
  weeks = weeksOf(await readDayCounts(store, attendance, first, dayOf(now)), dayOf(now));
} finally {
  await server.stop();
}

const sum = sumOfWeeks(weeks);
const counted = sum ? countedSteps.reduce((all, step) => all + sum.total[step], 0) : 0;
const span = `${weeks[0]?.label ?? from} bis ${weeks.at(-1)?.label ?? to}`;
console.log(`Website-Zahlen, lokal (.netlify/blobs-serve, Speicher ${countStoreOf(env, undefined)}): ${span}`);
console.log('');
if (counted === 0) {
  console.log(`Noch keine Zahlen in diesen ${count} Wochen. Die Website zählt, sobald jemand sie über \`npm run serve\` benutzt`);
  console.log('(freie Zeiten ansehen, buchen, eine Nachricht senden); das Team trägt «gekommen» nach dem Termin ein.');
  process.exit(0);
}

const columns = [...weeks.map((week) => `${week.shortLabel}${week.running ? '*' : ''}`), 'Zusammen'];
type Line = [label: string, cells: string[]] | 'rule';
const lines: Line[] = [
  ...countedSteps.map((step): Line => [
    stepLabels[step],
    [...weeks.map((week) => String(week.total[step])), String(sum?.total[step] ?? 0)],
  ]),
  'rule',
  ['Gebucht, zusammen', [...weeks.map((week) => String(week.booked)), String(sum?.booked ?? 0)]],
  ['davon auf Englisch', [...weeks.map((week) => String(week.bookedByLanguage.en)), String(sum?.bookedByLanguage.en ?? 0)]],
  ['Von gezeigten Zeiten gebucht', [...weeks.map((week) => percent(week.bookedOfShown)), percent(sum?.bookedOfShown ?? null)]],
  ['Termine, die stattfanden', [...weeks.map((week) => String(week.appointments)), String(sum?.appointments ?? 0)]],
  ['Von den eingetragenen gekommen', [...weeks.map((week) => percent(week.cameOfMarked)), percent(sum?.cameOfMarked ?? null)]],
];
const labelWidth = Math.max(...lines.map((line) => (line === 'rule' ? 0 : line[0].length)));
const widths = columns.map((column, index) =>
  Math.max(column.length, ...lines.map((line) => (line === 'rule' ? 0 : (line[1][index] ?? '').length))),
);
const row = (label: string, cells: string[]) =>
  [label.padEnd(labelWidth), ...cells.map((cell, index) => cell.padStart(widths[index] ?? 0))].join('  ');
const rule = '-'.repeat(labelWidth + widths.reduce((all, width) => all + width + 2, 0));
console.log(row('', columns));
console.log(rule);
for (const line of lines) console.log(line === 'rule' ? rule : row(...line));
console.log('');
if (weeks.some((week) => week.running)) console.log('* Die Woche läuft noch: gezählt bis heute.');
console.log('«Gekommen» gibt es nur, wo das Team es eingetragen hat; «Freie Zeiten gezeigt» zählt jedes Netz einmal am Tag.');

const figures = figuresSecretOf(env, undefined);
if (figures.ok) {
  const site = `http://127.0.0.1:${values.port ?? process.env.PORT ?? '8888'}`;
  console.log(`Die private Seite (mit Grafiken und CSV), während \`npm run serve\` läuft: ${figuresLink(site, figures.secret)}`);
}
