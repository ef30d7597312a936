/**
 * The owner's private page of the site's figures (./figures-handler.ts answers it), in German: a range
 * of weeks chosen with a plain GET form, the figures that say whether the site reaches its goal, two
 * charts drawn on the server, every counted step per week and language, the days as CSV, and what the
 * figures cannot say. A page of its own, not a page of the built site: it has no script at all, one
 * style sheet in its head (allowed by its hash, ./figures-page.ts: figuresPolicy), and follows the
 * reader's light or dark setting and forced colours.
 */
import { createHash } from 'node:crypto';
import { type Language, languageName, languages } from '../../src/i18n/languages';
import { escapeHtml } from '../shared/mail-safety';
import { type DayCounts, keepDays } from './count-store';
import { type WeeklyChart, weeklyChartSvg } from './figures-chart';
import { figuresPath } from './figures-link';
import { type CountedStep, bookedSteps, countedSteps, stepLabels } from './steps';
import { type StepTotals, type WeekFigures, addWeeks, percent, sumOfWeeks, weekLabel } from './week-figures';

export interface FiguresPageInput {
  /** The weeks shown, oldest first. */
  weeks: readonly WeekFigures[];
  range: { from: string; to: string };
  /** The weeks the form offers, newest first. */
  choosable: readonly string[];
  /** The page's key: the form and the links carry it on. */
  key: string;
  /** The week running now (for the quick links: the last n full weeks). */
  current: string;
  /** What was changed about the range asked for, said first. */
  notes?: readonly string[];
}

const styles = `
:root { color-scheme: light dark; --text: #1b1b1b; --muted: #55585c; --background: #fbfbf8; --surface: #ffffff; --line: #d4d4cf; --accent: #0072b2; --link: #0b57a4; }
@media (prefers-color-scheme: dark) {
  :root { --text: #ececea; --muted: #b4b6b8; --background: #151617; --surface: #1e2022; --line: #3e4144; --accent: #56b4e9; --link: #8cc8ff; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--background); color: var(--text); font: 1rem/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 0.5rem; }
h2 { font-size: 1.25rem; line-height: 1.3; margin: 2.75rem 0 0.75rem; }
h3 { font-size: 1rem; margin: 1.5rem 0 0.5rem; }
p { margin: 0 0 0.75rem; max-width: 44rem; }
a { color: var(--link); text-underline-offset: 0.15em; }
a:focus-visible, button:focus-visible, select:focus-visible, summary:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.muted { color: var(--muted); }
.note { border-left: 4px solid var(--accent); padding: 0.5rem 0.75rem; background: var(--surface); }
form { display: flex; flex-wrap: wrap; gap: 0.75rem 1rem; align-items: end; margin: 1.5rem 0 0.75rem; padding: 1rem; background: var(--surface); border: 1px solid var(--line); border-radius: 0.5rem; }
form label { display: flex; flex-direction: column; gap: 0.25rem; font-weight: 600; flex: 1 1 14rem; }
select, button { font: inherit; color: inherit; min-height: 2.75rem; border-radius: 0.375rem; }
select { width: 100%; padding: 0.4rem 0.5rem; background: var(--background); border: 1px solid var(--muted); font-weight: 400; }
button { padding: 0.5rem 1.25rem; background: var(--text); color: var(--background); border: 1px solid var(--text); font-weight: 600; cursor: pointer; }
.quick { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.key-figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 0.75rem; margin: 0; }
.key-figures div { padding: 0.875rem 1rem; background: var(--surface); border: 1px solid var(--line); border-radius: 0.5rem; }
.key-figures dt { font-weight: 600; }
.key-figures dd { margin: 0.125rem 0 0; font-size: 1.75rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.key-figures dd small { display: block; font-size: 0.875rem; font-weight: 400; color: var(--muted); }
figure { margin: 1.5rem 0 2rem; }
figcaption { margin-bottom: 0.5rem; max-width: 44rem; }
.chart { display: block; width: 100%; height: auto; }
.chart-wide { max-width: 52rem; }
.chart .chart-line.chart-series-2 { stroke: var(--accent); }
.chart circle.chart-series-2, .chart rect.chart-series-2 { fill: var(--accent); }
.chart .chart-point { stroke: var(--background); stroke-width: 1.5px; }
@media (max-width: 40rem) { .chart-wide { display: none; } }
@media (min-width: 40.01rem) { .chart-narrow { display: none; } }
.table-scroll { overflow-x: auto; margin: 0 0 1rem; border: 1px solid var(--line); border-radius: 0.5rem; background: var(--surface); }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; width: 100%; }
th, td { padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
thead th { font-size: 0.875rem; line-height: 1.3; text-align: right; vertical-align: bottom; min-width: 4.5rem; }
thead th:first-child, tbody th, tfoot th { text-align: left; }
td { text-align: right; white-space: nowrap; }
tbody th { font-weight: 400; }
tbody th, tfoot th, thead th:first-child { position: sticky; left: 0; background: var(--surface); box-shadow: inset -1px 0 0 var(--line); }
tr:last-child > * { border-bottom: 0; }
tfoot th, tfoot td { font-weight: 700; border-top: 2px solid var(--line); }
.sum { font-weight: 700; }
.dates { display: block; font-size: 0.8125rem; font-weight: 400; color: var(--muted); white-space: nowrap; }
.steps tbody th { min-width: 10rem; }
@media (min-width: 40.01rem) { .steps tbody th { min-width: 14rem; } }
.steps thead th { min-width: 3.5rem; white-space: nowrap; }
.zero { color: var(--muted); }
details { margin: 0.75rem 0; }
summary { cursor: pointer; font-weight: 600; padding: 0.25rem 0; }
@media (forced-colors: active) {
  .chart rect.chart-series-1 { fill: CanvasText; }
  .chart .chart-line.chart-series-2 { stroke: Highlight; }
  .chart circle.chart-series-2, .chart rect.chart-series-2 { fill: Highlight; }
}
`.trim();

/** The page's Content-Security-Policy: its one style sheet by hash, no script, nothing loaded. */
export function figuresPolicy(): string {
  const hash = createHash('sha256').update(styles).digest('base64');
  return `default-src 'none'; style-src 'sha256-${hash}'; img-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

const number = (value: number) => (value === 0 ? '<span class="zero">0</span>' : String(value));

function address(key: string, range: { from: string; to: string }, format?: 'csv'): string {
  const query = new URLSearchParams({ key, from: range.from, to: range.to, ...(format ? { format } : {}) });
  return `${figuresPath}?${query.toString()}`;
}

/** `31.8.–6.9.`: a week's days where a column has little room (the year is in the page's title). */
function shortSpan(first: string, last: string): string {
  const dayMonth = (day: string) => `${Number(day.slice(8, 10))}.${Number(day.slice(5, 7))}.`;
  return `${dayMonth(first)}–${dayMonth(last)}`;
}

/** `KW 47` (and its days, where there is room for them). */
function weekHeading(week: WeekFigures, withDays = true): string {
  const running = week.running ? ' (läuft)' : '';
  return `${week.shortLabel}${running}${withDays ? `<span class="dates">${shortSpan(week.monday, week.sunday)}</span>` : ''}`;
}

function weekOptions(choosable: readonly string[], selected: string): string {
  return choosable
    .map((week) => `<option value="${week}"${week === selected ? ' selected' : ''}>${escapeHtml(weekLabel(week))}</option>`)
    .join('');
}

function rangeForm(input: FiguresPageInput): string {
  const { key, range, choosable, current } = input;
  const quick = [4, 12, 26, 52].map((count) => {
    const to = addWeeks(current, -1);
    return `<a href="${escapeHtml(address(key, { from: addWeeks(to, -(count - 1)), to }))}">Letzte ${count} Wochen</a>`;
  });
  return [
    `<form method="get" action="${figuresPath}">`,
    `<input type="hidden" name="key" value="${escapeHtml(key)}">`,
    `<label>Von der Woche<select name="from">${weekOptions(choosable, range.from)}</select></label>`,
    `<label>bis und mit der Woche<select name="to">${weekOptions(choosable, range.to)}</select></label>`,
    '<button type="submit">Zahlen zeigen</button>',
    '</form>',
    `<p class="quick">${quick.join('')}</p>`,
  ].join('\n');
}

function keyFigures(weeks: readonly WeekFigures[]): string {
  const sum = sumOfWeeks(weeks);
  if (!sum) return '';
  const item = (term: string, value: string, detail: string) => `<div><dt>${term}</dt><dd>${value}<small>${detail}</small></dd></div>`;
  const marked = sum.total.came + sum.total['not-came'];
  const { came, 'not-came': notCame, 'not-marked': notMarked } = sum.total;
  return [
    '<dl class="key-figures">',
    item('Termine gebucht', String(sum.booked), `davon ${sum.bookedByLanguage.en} auf ${languageName('en', 'de')}`),
    item(
      'Von gezeigten Zeiten gebucht',
      percent(sum.bookedOfShown),
      `${sum.booked} gebucht, freie Zeiten ${sum.total['times-shown']}-mal gezeigt`,
    ),
    item(
      'Termine, die stattfanden',
      String(sum.appointments),
      `${came} gekommen, ${notCame} nicht gekommen, ${notMarked} noch nicht eingetragen`,
    ),
    item('Gekommen von den eingetragenen Terminen', percent(sum.cameOfMarked), `${sum.total.came} von ${marked} eingetragenen`),
    '</dl>',
  ].join('\n');
}

/** A chart for wide screens and one for narrow ones (its words stay readable when it is scaled down); CSS shows one. */
function chartFigure(chart: Omit<WeeklyChart, 'labels'>, weeks: readonly WeekFigures[], caption: string): string {
  const labels = weeks.map((week) => week.shortLabel);
  const rows = weeks
    .map(
      (week, index) =>
        `<tr><th scope="row">${escapeHtml(week.label)}</th>${chart.series.map((one) => `<td>${one.values[index] ?? 0}</td>`).join('')}</tr>`,
    )
    .join('');
  return [
    '<figure>',
    `<figcaption>${caption}</figcaption>`,
    weeklyChartSvg({ ...chart, labels, width: 800, height: 280, legend: true }).replace('class="chart"', 'class="chart chart-wide"'),
    weeklyChartSvg({ ...chart, id: `${chart.id}-narrow`, labels, width: 400, height: 280, legend: true }).replace(
      'class="chart"',
      'class="chart chart-narrow"',
    ),
    '<details><summary>Die Zahlen dieser Grafik</summary>',
    `<div class="table-scroll"><table aria-label="${escapeHtml(`Die Zahlen der Grafik «${chart.title}»`)}"><thead><tr><th scope="col">Woche</th>${chart.series.map((one) => `<th scope="col">${escapeHtml(one.name)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div>`,
    '</details>',
    '</figure>',
  ].join('\n');
}

function charts(weeks: readonly WeekFigures[]): string {
  const span = `${weeks[0]?.shortLabel ?? ''} bis ${weeks.at(-1)?.shortLabel ?? ''}`;
  return [
    chartFigure(
      {
        id: 'chart-booked',
        title: 'Gebucht und gekommen je Woche',
        description: `Säulen: Termine, die in der Woche gebucht wurden. Linie: Termine der Woche, zu denen die Person gekommen ist (wo das Team es eingetragen hat). ${span}.`,
        series: [
          { name: 'Gebucht', kind: 'bars', values: weeks.map((week) => week.booked) },
          { name: 'Gekommen', kind: 'line', values: weeks.map((week) => week.total.came) },
        ],
      },
      weeks,
      '<strong>Gebucht und gekommen je Woche.</strong> Eine Buchung zählt in der Woche, in der sie gemacht wurde; «gekommen» in der Woche des Termins.',
    ),
    chartFigure(
      {
        id: 'chart-shown',
        title: 'Freie Zeiten gezeigt und gebucht je Woche',
        description: `Säulen: wie oft das Formular freie Zeiten gezeigt hat. Linie: wie oft eine Zeit gebucht wurde. ${span}.`,
        series: [
          { name: 'Freie Zeiten gezeigt', kind: 'bars', values: weeks.map((week) => week.total['times-shown']) },
          { name: 'Gebucht', kind: 'line', values: weeks.map((week) => week.booked) },
        ],
      },
      weeks,
      '<strong>Freie Zeiten gezeigt und gebucht je Woche.</strong> Je näher die Linie an den Säulen, desto öfter wurde aus dem Blick auf die freien Zeiten eine Buchung.',
    ),
  ].join('\n');
}

function weekTable(weeks: readonly WeekFigures[]): string {
  const columns: {
    heading: string;
    cell: (week: Pick<WeekFigures, 'total' | 'booked' | 'bookedOfShown' | 'cameOfMarked' | 'appointments'>) => string;
  }[] = [
    { heading: 'Freie Zeiten gezeigt', cell: (week) => number(week.total['times-shown']) },
    { heading: 'Keine Zeit frei', cell: (week) => number(week.total['no-times-taken'] + week.total['no-times-unreadable']) },
    { heading: 'Gebucht', cell: (week) => `<span class="sum">${number(week.booked)}</span>` },
    { heading: 'Von gezeigten Zeiten gebucht', cell: (week) => percent(week.bookedOfShown) },
    { heading: 'Anfragen ohne Zeit', cell: (week) => number(week.total['request-without-time']) },
    { heading: 'Nachrichten', cell: (week) => number(week.total['contact-message']) },
    { heading: 'Abgesagt, freigegeben', cell: (week) => number(week.total.cancelled + week.total.released) },
    { heading: 'Termine der Woche', cell: (week) => number(week.appointments) },
    { heading: 'Gekommen', cell: (week) => number(week.total.came) },
    { heading: 'Nicht gekommen', cell: (week) => number(week.total['not-came']) },
    { heading: 'Noch nicht eingetragen', cell: (week) => number(week.total['not-marked']) },
    { heading: 'Von den eingetragenen gekommen', cell: (week) => percent(week.cameOfMarked) },
    { heading: stepLabels['booked-after-missed'], cell: (week) => number(week.total['booked-after-missed']) },
    { heading: stepLabels['offer-made'], cell: (week) => number(week.total['offer-made']) },
    { heading: stepLabels['offer-taken'], cell: (week) => number(week.total['offer-taken']) },
    { heading: stepLabels['offer-lapsed'], cell: (week) => number(week.total['offer-lapsed']) },
  ];
  const sum = sumOfWeeks(weeks);
  return [
    '<div class="table-scroll" role="region" aria-labelledby="weeks-heading" tabindex="0">',
    '<table>',
    `<thead><tr><th scope="col">Woche</th>${columns.map(({ heading }) => `<th scope="col">${heading}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...weeks.map(
      (week) => `<tr><th scope="row">${weekHeading(week)}</th>${columns.map(({ cell }) => `<td>${cell(week)}</td>`).join('')}</tr>`,
    ),
    '</tbody>',
    sum ? `<tfoot><tr><th scope="row">Zusammen</th>${columns.map(({ cell }) => `<td>${cell(sum)}</td>`).join('')}</tr></tfoot>` : '',
    '</table>',
    '</div>',
  ].join('\n');
}

/** Every counted step (rows) per week (columns), for one language or both. */
function stepTable(weeks: readonly WeekFigures[], countsOf: (week: WeekFigures) => StepTotals, caption: string, id: string): string {
  const bookedOf = (counts: StepTotals) => bookedSteps.reduce((sum, step) => sum + counts[step], 0);
  const rows: { label: string; value: (counts: StepTotals) => number; sum?: boolean }[] = countedSteps.map((step: CountedStep) => ({
    label: stepLabels[step],
    value: (counts: StepTotals) => counts[step],
  }));
  // The ways of booking, then their sum.
  rows.splice(countedSteps.indexOf(bookedSteps.at(-1)!) + 1, 0, { label: 'Gebucht, zusammen', value: bookedOf, sum: true });
  return [
    // The heading outside the scrolling box, so it stays whole while the table scrolls on a narrow screen.
    `<h3 id="${id}">${escapeHtml(caption)}</h3>`,
    `<div class="table-scroll" role="region" aria-labelledby="${id}" tabindex="0">`,
    `<table class="steps" aria-labelledby="${id}">`,
    `<thead><tr><th scope="col">Schritt</th>${weeks.map((week) => `<th scope="col">${weekHeading(week, false)}</th>`).join('')}<th scope="col">Zusammen</th></tr></thead>`,
    '<tbody>',
    ...rows.map(({ label, value, sum }) => {
      const cells = weeks.map((week) => value(countsOf(week)));
      const total = cells.reduce((all, one) => all + one, 0);
      const wrap = (text: string) => (sum ? `<span class="sum">${text}</span>` : text);
      return `<tr><th scope="row">${wrap(escapeHtml(label))}</th>${cells.map((cell) => `<td>${wrap(number(cell))}</td>`).join('')}<td class="sum">${number(total)}</td></tr>`;
    }),
    '</tbody></table></div>',
  ].join('\n');
}

function stepTables(weeks: readonly WeekFigures[]): string {
  const perLanguage = (language: Language) =>
    [
      `<details><summary>Nur die Seiten auf ${languageName(language, 'de')}</summary>`,
      stepTable(
        weeks,
        (week) => week.byLanguage[language],
        `Alle gezählten Schritte, Seiten auf ${languageName(language, 'de')}`,
        `steps-${language}`,
      ),
      '</details>',
    ].join('\n');
  return [
    stepTable(weeks, (week) => week.total, 'Alle gezählten Schritte, beide Sprachen', 'steps-all'),
    ...languages.map(perLanguage),
  ].join('\n');
}

const limits = [
  'Gezählt wird, was die Website tut, nicht wer sie besucht: ohne Cookies, ohne Adressen, ohne Einwilligung. Darum sagen die Zahlen nicht, wie viele Menschen es waren.',
  'Lädt jemand die Seite mit den freien Zeiten neu oder kommt später wieder, zählt «Freie Zeiten gezeigt» noch einmal. Der Anteil «von gezeigten Zeiten gebucht» ist deshalb eher zu tief als zu hoch.',
  'Seitenaufrufe, Besucherzahlen und woher jemand kommt, zählt die Website nicht. Wer das wissen möchte: Netlify bietet dafür eine Auswertung seiner Server-Protokolle an (Netlify Analytics, ebenfalls ohne Cookies).',
  'Die Termine einer Woche sind die, die in ihr stattfanden (abgesagte und freigegebene nicht): gekommen, nicht gekommen, oder das Team hat es noch nicht eingetragen. Eine Buchung zählt in der Woche, in der sie gemacht wurde, ein Termin in der Woche, in der er stattfindet: die beiden Zahlen einer Woche gehören nicht zu denselben Personen.',
  `Die Tageszahlen werden ${keepDays} Tage aufbewahrt, dann gelöscht.`,
];

export function figuresPage(input: FiguresPageInput): string {
  const { weeks, range, key } = input;
  const first = weeks[0];
  const last = weeks.at(-1);
  const span = first && last ? `${first.label} bis ${last.label}` : '';
  const title = first && last ? `Website-Zahlen ${first.shortLabel} bis ${last.shortLabel} ${last.sunday.slice(0, 4)}` : 'Website-Zahlen';
  return [
    '<!doctype html>',
    '<html lang="de">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${styles}</style>`,
    '</head>',
    '<body>',
    '<main>',
    '<h1>Website-Zahlen</h1>',
    `<p>Was die Website gezählt hat, Woche für Woche (Montag bis Sonntag, Schweizer Zeit): ${escapeHtml(span)}.</p>`,
    '<p class="muted">Diese Seite ist privat: Wer ihre Adresse kennt, sieht die Zahlen. Bitte den Link nicht weitergeben.</p>',
    ...(input.notes ?? []).map((note) => `<p class="note">${escapeHtml(note)}</p>`),
    rangeForm(input),
    '<h2>Im ganzen Zeitraum</h2>',
    keyFigures(weeks),
    '<h2>Grafiken</h2>',
    charts(weeks),
    '<h2 id="weeks-heading">Woche für Woche</h2>',
    weekTable(weeks),
    '<h2>Alle gezählten Schritte</h2>',
    '<p>Jede Zahl, wie die Website sie zählt, für beide Sprachen zusammen und für jede allein.</p>',
    stepTables(weeks),
    `<p><a href="${escapeHtml(address(key, range, 'csv'))}">Die Tageszahlen als CSV-Datei herunterladen</a> <span class="muted">(eine Zeile je Tag und Sprache, für Excel)</span></p>`,
    '<h2>Was diese Zahlen nicht sagen</h2>',
    ...limits.map((text) => `<p>${escapeHtml(text)}</p>`),
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** A short page for when there are no figures to show (the store cannot be read). */
export function figuresProblemPage(text: string): string {
  return [
    '<!doctype html><html lang="de"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">',
    `<title>Website-Zahlen</title><style>${styles}</style></head>`,
    `<body><main><h1>Website-Zahlen</h1><p>${escapeHtml(text)}</p></main></body></html>`,
  ].join('\n');
}

/** One field as RFC 4180 quotes it: in double quotes, its own doubled, where it holds the separator, a quote or a line break. */
function csvField(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The days as CSV, one row per day and language, a column per step (headed by its German name and its
 * key). RFC 4180's quoting and CRLF line ends, a UTF-8 byte order mark so Excel reads "ä" as "ä", and
 * semicolons between fields: Excel set to Swiss German (or German) splits a CSV file it opens on
 * semicolons, and would put a comma-separated row in one cell.
 */
export function figuresCsv(days: readonly DayCounts[], separator = ';'): string {
  const header = ['Tag (day)', 'Sprache (language)', ...countedSteps.map((step) => `${stepLabels[step]} (${step})`)];
  const rows = days.flatMap(({ day, counts }) =>
    languages.map((language) => [day, language, ...countedSteps.map((step) => String(counts[language][step] ?? 0))]),
  );
  return `\uFEFF${[header, ...rows].map((row) => row.map((field) => csvField(field, separator)).join(separator)).join('\r\n')}\r\n`;
}
