import sharp from 'sharp';
import { type WeeklyChart, paperColors, scaleStep, weeklyChartSvg } from './figures-chart';

const chart: WeeklyChart = {
  id: 'booked',
  title: 'Gebucht & gekommen <je Woche>',
  description: 'Säulen: gebucht; Linie: gekommen.',
  labels: ['KW 45', 'KW 46', 'KW 47'],
  series: [
    { name: 'Gebucht', kind: 'bars', values: [2, 4, 8] },
    { name: 'Gekommen', kind: 'line', values: [1, 3, 0] },
  ],
  legend: true,
};

/** Well-formed XML, checked by hand: every tag closed in order, no raw `<` or `&` in text or attributes. */
function wellFormed(xml: string): boolean {
  const open: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let at = 0;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    const between = xml.slice(at, match.index);
    if (/[<>]|&(?!(amp|lt|gt|quot|#39|#x27|apos);)/.test(between)) return false;
    if (/&(?!(amp|lt|gt|quot|#39|#x27|apos);)/.test(match[3] ?? '')) return false;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name!);
    at = tag.lastIndex;
  }
  return open.length === 0 && xml.slice(at).trim() === '';
}

const heights = (svg: string) =>
  [...svg.matchAll(/<rect class="chart-bar[^"]*"[^>]* height="([\d.]+)"[^>]*data-value="(\d+)"/g)].map(([, h, v]) => [
    Number(v),
    Number(h),
  ]);

describe('weeklyChartSvg', () => {
  it('is one well-formed SVG element with its title and description named for assistive technology', () => {
    const svg = weeklyChartSvg(chart);
    expect(wellFormed(svg)).toBe(true);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-labelledby="booked-title booked-desc"');
    expect(svg).toContain('<title id="booked-title">Gebucht &amp; gekommen &lt;je Woche&gt;</title>');
    expect(svg).toContain('<desc id="booked-desc">Säulen: gebucht; Linie: gekommen.</desc>');
    expect(svg).not.toContain('<script');
    // Drawn in the page's text colour unless told otherwise.
    expect(svg).toContain('fill="currentColor"');
  });

  it('draws bars that grow with the values, from 0', () => {
    const bars = heights(weeklyChartSvg(chart));
    expect(bars.map(([value]) => value)).toEqual([2, 4, 8]);
    const [[, two], [, four], [, eight]] = bars as [[number, number], [number, number], [number, number]];
    expect(four / two).toBeCloseTo(2, 1);
    expect(eight / two).toBeCloseTo(4, 1);
    const doubled = heights(weeklyChartSvg({ ...chart, series: [{ name: 'Gebucht', kind: 'bars', values: [2, 4, 16] }] }));
    // A larger maximum makes the same value smaller.
    expect(doubled[0]![1]).toBeLessThan(two);
  });

  it('draws a line with a point per week', () => {
    const svg = weeklyChartSvg(chart);
    expect(svg.match(/<polyline class="chart-line chart-series-2"/g)).toHaveLength(1);
    expect(
      [...svg.matchAll(/<circle class="chart-point chart-series-2"[^>]*data-value="(\d+)"/g)].map(([, value]) => Number(value)),
    ).toEqual([1, 3, 0]);
  });

  it('labels the weeks and the scale, and the legend names the series', () => {
    const svg = weeklyChartSvg(chart);
    for (const text of ['KW 45', 'KW 46', 'KW 47', '>0<', '>8<', '>Gebucht<', '>Gekommen<']) expect(svg).toContain(text);
  });

  it('labels only as many weeks as fit, always the newest', () => {
    const labels = Array.from({ length: 52 }, (_, index) => `KW ${index + 1}`);
    const svg = weeklyChartSvg({ ...chart, labels, series: [{ name: 'Gebucht', kind: 'bars', values: labels.map(() => 1) }] });
    const shown = [...svg.matchAll(/>(KW \d+)</g)].map(([, text]) => text);
    expect(shown.length).toBeLessThan(20);
    expect(shown.at(-1)).toBe('KW 52');
  });

  it('draws an empty chart on a scale of 0 to 4 when nothing was counted', () => {
    const svg = weeklyChartSvg({ ...chart, series: [{ name: 'Gebucht', kind: 'bars', values: [0, 0, 0] }] });
    expect(wellFormed(svg)).toBe(true);
    expect(heights(svg)).toEqual([]);
    expect(svg).toContain('>4<');
  });

  it('with strokes for lettering has no text element but its title and description, and renders to a PNG', async () => {
    const svg = weeklyChartSvg({ ...chart, labels: ['45', '46', '47'], lettering: 'strokes', colors: paperColors });
    expect(wellFormed(svg)).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('fill="#ffffff"');
    const png = await sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1280, height: 520 });
  });
});

describe('scaleStep', () => {
  it.each([
    [0, 1],
    [3, 1],
    [8, 2],
    [17, 5],
    [40, 10],
    [90, 50],
    [420, 200],
  ])('for a maximum of %i is %i', (max, step) => {
    expect(scaleStep(max)).toBe(step);
  });
});
