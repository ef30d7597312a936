/**
 * The owner's charts, drawn on the server as SVG: no script, nothing fetched, one string. A chart is a
 * series over weeks, as bars or as a line (booked per week, with the times shown beside it), on one
 * scale from 0, so a small number looks small.
 *
 * Two ways to be shown:
 * - inline in the private page (./figures-page.ts): its colours are `currentColor` and classes the
 *   page's style sheet colours for light and dark, so the chart follows the page; its words are text;
 * - as a PNG in the weekly mail (./weekly-mail.ts, rendered with sharp, i.e. librsvg): fixed colours
 *   on white, and `lettering: 'strokes'`, where numbers are drawn as lines. AWS Lambda, where the
 *   scheduled function runs, has no fonts installed and librsvg reads none of the site's (woff2): its
 *   text would come out as boxes or not at all (lovell/sharp#1875, #3479). So the PNG carries digits only
 *   (the week numbers, the values, the scale), and the mail says the rest in its text around it.
 *
 * Either way the chart is an image with a title and a description (`role="img"`), and its numbers are
 * in a table beside it: a screen reader reads the table, not the drawing.
 */
import { escapeHtml } from '../shared/mail-safety';

export interface ChartSeries {
  name: string;
  values: readonly number[];
  kind: 'bars' | 'line';
}

export interface ChartColors {
  text: string;
  axis: string;
  grid: string;
  /** One per series, in order. */
  series: readonly string[];
  /** Filled behind everything; none: transparent (the page's own background shows). */
  background?: string;
}

export interface WeeklyChart {
  /** Unique in the page: the title's and description's ids start with it. */
  id: string;
  title: string;
  /** What the chart shows, in a sentence or two, for whoever cannot see it. */
  description: string;
  /** One per week, oldest first (`KW 47`; digits only with `lettering: 'strokes'`). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  width?: number;
  height?: number;
  colors?: ChartColors;
  /** `text` (the page) or `strokes`: digits drawn as lines, for a PNG made where no font is installed. */
  lettering?: 'text' | 'strokes';
  /** A legend above the plot (`text` only: a PNG's legend is the mail's text). */
  legend?: boolean;
}

/** The page's colours: the text colour for the first series, a blue the page's style sheet may change. */
export const pageColors: ChartColors = {
  text: 'currentColor',
  axis: 'currentColor',
  grid: 'currentColor',
  series: ['currentColor', '#0072b2'],
};

/** For a PNG on white (a mail): near-black and the blue of the Okabe–Ito palette, readable by every kind of colour vision. */
export const paperColors: ChartColors = {
  text: '#1a1a1a',
  axis: '#1a1a1a',
  grid: '#c8c8c8',
  series: ['#2b2b2b', '#0072b2'],
  background: '#ffffff',
};

const fontSize = 13;

/** The step of the scale: 1, 2 or 5 times a power of ten, so about four lines cover `max`. */
export function scaleStep(max: number): number {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return Math.max(1, step);
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Digits as strokes on a 5 × 8 grid (y down), one path each: the PNG's numbers without a font. Drawn
 * with round ends, they read like a plain sans-serif.
 */
const digitStrokes: Record<string, string> = {
  '0': 'M2.5 0C4.4 0 5 2 5 4S4.4 8 2.5 8 0 6 0 4 0.6 0 2.5 0Z',
  '1': 'M1 1.6 3 0V8',
  '2': 'M0.3 1.6C0.7 0.5 1.5 0 2.6 0 4 0 4.9 0.9 4.9 2.2 4.9 3.4 4 4.3 2.6 5.4L0 8H5',
  '3': 'M0.3 1C0.9 0.3 1.7 0 2.5 0 3.9 0 4.8 0.8 4.8 2S3.8 3.9 2.2 3.9C4 3.9 5 4.8 5 6S4 8 2.5 8C1.5 8 0.6 7.6 0 6.9',
  '4': 'M3.8 8V0L0 5.6H5',
  '5': 'M4.6 0H0.9L0.5 3.7C1.1 3.3 1.8 3.1 2.6 3.1 4 3.1 5 4.1 5 5.5S4 8 2.5 8C1.5 8 0.6 7.6 0 6.9',
  '6': 'M4.5 0.6C4 0.2 3.4 0 2.8 0 1 0 0 1.8 0 4.6 0 6.8 1 8 2.5 8S5 6.9 5 5.5 4 3.1 2.6 3.1C1.4 3.1 0.4 3.8 0 5',
  '7': 'M0 0H5L1.8 8',
  '8': 'M2.5 3.8C1.2 3.8 0.4 3 0.4 1.9S1.3 0 2.5 0 4.6 0.8 4.6 1.9 3.8 3.8 2.5 3.8C1 3.8 0 4.7 0 5.9S1.1 8 2.5 8 5 7.2 5 5.9 4 3.8 2.5 3.8Z',
  '9': 'M0.5 7.4C1 7.8 1.6 8 2.2 8 4 8 5 6.2 5 3.4 5 1.2 4 0 2.5 0S0 1.1 0 2.5 1 4.9 2.4 4.9C3.6 4.9 4.6 4.2 5 3',
};
const glyphWidth = 5;
const glyphAdvance = 7;

/** A number written with `digitStrokes`, `size` tall, its foot at `y`. */
function strokedDigits(text: string, x: number, y: number, size: number, anchor: 'start' | 'middle' | 'end', color: string): string {
  const digits = [...text].filter((character) => digitStrokes[character]);
  const scale = size / 8;
  const width = (digits.length * glyphAdvance - (glyphAdvance - glyphWidth)) * scale;
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  const paths = digits.map(
    (digit, index) =>
      `<path transform="translate(${round(left + index * glyphAdvance * scale)} ${round(y - size)}) scale(${scale})" d="${digitStrokes[digit]}"/>`,
  );
  // The stroke is set in the drawing's own units, so it stays about 1.3 px wide at any size.
  return `<g fill="none" stroke="${color}" stroke-width="${round(1.3 / scale)}" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`;
}

function label(
  lettering: 'text' | 'strokes',
  text: string,
  x: number,
  y: number,
  anchor: 'start' | 'middle' | 'end',
  color: string,
  size = fontSize,
): string {
  if (lettering === 'strokes') return strokedDigits(text, x, y, size * 0.8, anchor, color);
  return `<text x="${round(x)}" y="${round(y)}" text-anchor="${anchor}" font-size="${size}" fill="${color}">${escapeHtml(text)}</text>`;
}

/** The chart as an SVG element, ready to be put inline in HTML or handed to sharp. */
export function weeklyChartSvg(chart: WeeklyChart): string {
  const { id, labels, series, width = 640, height = 260, colors = pageColors, lettering = 'text' } = chart;
  const legend = chart.legend === true && lettering === 'text' && series.length > 0;
  const weeks = labels.length;
  const max = Math.max(0, ...series.flatMap((one) => one.values.slice(0, weeks)));
  const step = scaleStep(max);
  // At least 0 to 4: one booking in a quiet week is a short bar, not the full height.
  const top = Math.max(4, Math.ceil(max / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const plot = {
    left: 12 + 8 * String(top).length,
    right: width - 8,
    top: legend ? 40 : 14,
    bottom: height - 26,
  };
  const x = (index: number) => plot.left + ((plot.right - plot.left) / Math.max(1, weeks)) * index;
  const slot = (plot.right - plot.left) / Math.max(1, weeks);
  const y = (value: number) => plot.bottom - ((plot.bottom - plot.top) * value) / top;
  const seriesClass = (index: number) => `chart-series-${index + 1}`;
  const colorOf = (index: number) => colors.series[index % colors.series.length] ?? colors.text;
  const drawn: string[] = [];

  if (colors.background) drawn.push(`<rect width="${width}" height="${height}" fill="${colors.background}"/>`);

  for (const tick of ticks) {
    drawn.push(
      `<line class="chart-grid" x1="${plot.left}" x2="${plot.right}" y1="${round(y(tick))}" y2="${round(y(tick))}" stroke="${colors.grid}" stroke-opacity="${colors.grid === 'currentColor' ? 0.25 : 1}"/>`,
      label(lettering, String(tick), plot.left - 6, y(tick) + 4, 'end', colors.text),
    );
  }

  const bars = series.map((one, index) => ({ one, index })).filter(({ one }) => one.kind === 'bars');
  const group = slot * (bars.length > 1 ? 0.8 : 0.62);
  const barWidth = group / Math.max(1, bars.length);
  // A bar's value above it, where there is room for it and no line to run through it.
  const valueLabels = weeks <= 16 && series.every((one) => one.kind === 'bars');
  bars.forEach(({ one, index }, position) => {
    for (let week = 0; week < weeks; week += 1) {
      const value = one.values[week] ?? 0;
      const left = x(week) + (slot - group) / 2 + position * barWidth;
      if (value > 0) {
        drawn.push(
          `<rect class="chart-bar ${seriesClass(index)}" x="${round(left + 1)}" y="${round(y(value))}" width="${round(barWidth - 2)}" height="${round(plot.bottom - y(value))}" fill="${colorOf(index)}" data-value="${value}"/>`,
        );
      }
      if (valueLabels) drawn.push(label(lettering, String(value), left + barWidth / 2, y(value) - 4, 'middle', colors.text, fontSize - 1));
    }
  });

  series.forEach((one, index) => {
    if (one.kind !== 'line') return;
    const points = Array.from({ length: weeks }, (_, week) => [x(week) + slot / 2, y(one.values[week] ?? 0)] as const);
    const color = colorOf(index);
    // A ring in the background's colour sets a point off from a bar behind it (the page's style sheet draws it there).
    const halo = colors.background ? ` stroke="${colors.background}" stroke-width="1.5"` : '';
    drawn.push(
      `<polyline class="chart-line ${seriesClass(index)}" points="${points.map(([px, py]) => `${round(px)},${round(py)}`).join(' ')}" fill="none" stroke="${color}" stroke-width="2.5" stroke-linejoin="round"/>`,
      ...points.map(
        ([px, py], week) =>
          `<circle class="chart-point ${seriesClass(index)}" cx="${round(px)}" cy="${round(py)}" r="4" fill="${color}"${halo} data-value="${one.values[week] ?? 0}"/>`,
      ),
    );
  });

  drawn.push(
    `<line x1="${plot.left}" x2="${plot.right}" y1="${plot.bottom}" y2="${plot.bottom}" stroke="${colors.axis}" stroke-width="1.5"/>`,
  );

  // As many week labels as fit side by side, counted back from the newest week, which always has one.
  const fit = Math.max(1, Math.floor((plot.right - plot.left) / (lettering === 'text' ? 46 : 26)));
  const every = Math.ceil(weeks / fit);
  labels.forEach((text, week) => {
    if ((weeks - 1 - week) % every !== 0) return;
    drawn.push(label(lettering, text, x(week) + slot / 2, height - 8, 'middle', colors.text));
  });

  if (legend) {
    let at = plot.left;
    series.forEach((one, index) => {
      const color = colorOf(index);
      const swatch =
        one.kind === 'bars'
          ? `<rect class="${seriesClass(index)}" x="${at}" y="10" width="14" height="14" fill="${color}"/>`
          : `<line class="chart-line ${seriesClass(index)}" x1="${at - 2}" x2="${at + 16}" y1="17" y2="17" stroke="${color}" stroke-width="2.5"/><circle class="${seriesClass(index)}" cx="${at + 7}" cy="17" r="4" fill="${color}"/>`;
      drawn.push(swatch, `<text x="${at + 22}" y="22" font-size="${fontSize + 1}" fill="${colors.text}">${escapeHtml(one.name)}</text>`);
      at += 22 + (one.name.length + 4) * 7.5;
    });
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" aria-labelledby="${id}-title ${id}-desc" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif">`,
    `<title id="${id}-title">${escapeHtml(chart.title)}</title>`,
    `<desc id="${id}-desc">${escapeHtml(chart.description)}</desc>`,
    `<g aria-hidden="true">`,
    ...drawn,
    '</g>',
    '</svg>',
  ].join('\n');
}
