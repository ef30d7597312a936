import { createHash } from 'node:crypto';
import { type DayCounts, noCounts } from './count-store';
import { figuresCsv, figuresPage, figuresPolicy } from './figures-page';
import { countedSteps, stepLabels } from './steps';
import { weeksOf } from './week-figures';

const day = (date: string, counts: Partial<DayCounts['counts']>): DayCounts => ({ day: date, counts: { ...noCounts(), ...counts } });

const days: DayCounts[] = [
  day('2026-11-09', { de: { 'times-shown': 8, 'booked-js-online': 1 } }),
  day('2026-11-17', {
    de: { 'times-shown': 12, 'booked-js-dietikon': 2, came: 1 },
    en: { 'times-shown': 4, 'booked-nojs-online': 1, 'not-came': 1 },
  }),
];

const input = {
  weeks: weeksOf(days),
  range: { from: '2026-W46', to: '2026-W47' },
  choosable: ['2026-W48', '2026-W47', '2026-W46', '2026-W45'],
  key: 'k3y_-',
  current: '2026-W48',
};

describe('the figures page', () => {
  const html = figuresPage(input);

  it('is a German page kept from search engines, with no script at all', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<title>Website-Zahlen KW 46 bis KW 47 2026</title>');
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
  });

  it('has its style sheet allowed by hash in its policy, and nothing else', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(figuresPolicy()).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; img-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
    // A style attribute would need 'unsafe-inline': the charts colour with attributes and classes only.
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('chooses the range with a GET form that carries the key on, the weeks asked for selected', () => {
    expect(html).toContain('<form method="get" action="/.netlify/functions/figures">');
    expect(html).toContain('<input type="hidden" name="key" value="k3y_-">');
    expect(html).toContain('<option value="2026-W46" selected>KW 46 (9.–15. Nov. 2026)</option>');
    expect(html).toContain('<option value="2026-W47" selected>KW 47 (16.–22. Nov. 2026)</option>');
    expect(html).toContain('href="/.netlify/functions/figures?key=k3y_-&amp;from=2026-W36&amp;to=2026-W47">Letzte 12 Wochen</a>');
  });

  it('shows the range’s key figures and both shares', () => {
    expect(html).toMatch(/<dt>Termine gebucht<\/dt><dd>4<small>davon 1 auf Englisch<\/small>/);
    expect(html).toMatch(/<dt>Von gezeigten Zeiten gebucht<\/dt><dd>17\u00a0%/);
    expect(html).toMatch(/<dt>Gekommen von den eingetragenen Terminen<\/dt><dd>50\u00a0%<small>1 von 2 eingetragenen/);
  });

  it('shows the range’s appointments that took place: came, did not come, not marked yet', () => {
    const page = figuresPage({ ...input, weeks: weeksOf([...days, day('2026-11-18', { de: { 'not-marked': 2 } })]) });
    expect(page).toMatch(/<dt>Termine, die stattfanden<\/dt><dd>4<small>1 gekommen, 1 nicht gekommen, 2 noch nicht eingetragen<\/small>/);
    expect(page).toContain('<th scope="col">Noch nicht eingetragen</th>');
  });

  it('has both charts inline, each with its numbers in a table', () => {
    expect(html.match(/<svg /g)).toHaveLength(4);
    expect(html).toContain('<title id="chart-booked-title">Gebucht und gekommen je Woche</title>');
    expect(html).toContain('<title id="chart-shown-narrow-title">Freie Zeiten gezeigt und gebucht je Woche</title>');
    expect(html).toContain('<tr><th scope="row">KW 47 (16.–22. Nov. 2026)</th><td>3</td><td>1</td></tr>');
  });

  it('has a row per week with the shares, and every counted step per language', () => {
    expect(html).toContain('<td>13\u00a0%</td>');
    expect(html).toContain('<td>19\u00a0%</td>');
    for (const step of countedSteps) expect(html).toContain(`<th scope="row">${stepLabels[step]}</th>`);
    expect(html).toContain('Nur die Seiten auf Deutsch');
    expect(html).toContain('Nur die Seiten auf Englisch');
  });

  it('links to the CSV of the same weeks and says what the figures cannot tell', () => {
    expect(html).toContain('href="/.netlify/functions/figures?key=k3y_-&amp;from=2026-W46&amp;to=2026-W47&amp;format=csv"');
    expect(html).toContain('noch einmal');
    expect(html).toContain('Netlify Analytics');
  });

  it('says what was changed about the range asked for', () => {
    expect(figuresPage({ ...input, notes: ['«x» ist keine Woche.'] })).toContain('<p class="note">«x» ist keine Woche.</p>');
  });
});

describe('figuresCsv', () => {
  const csv = figuresCsv(days);
  const lines = csv.slice(1).split('\r\n');

  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1, -2)).not.toMatch(/(?<!\r)\n/);
  });

  it('heads each step with its German name and its key', () => {
    expect(lines[0]).toBe(['Tag (day)', 'Sprache (language)', ...countedSteps.map((step) => `${stepLabels[step]} (${step})`)].join(';'));
  });

  it('has one row per day and language, zeros included', () => {
    expect(lines).toHaveLength(1 + 4 + 1);
    expect(lines[3]).toBe(
      [
        '2026-11-17',
        'de',
        ...countedSteps.map((step) => ({ 'times-shown': '12', 'booked-js-dietikon': '2', came: '1' })[step as string] ?? '0'),
      ].join(';'),
    );
  });

  it('quotes as RFC 4180 does where a field holds the separator', () => {
    expect(lines[0]).toContain(';Keine Zeit frei: alle belegt (no-times-taken);');
    const header = figuresCsv([day('2026-11-17', {})], ':')
      .slice(1)
      .split('\r\n')[0];
    expect(header).toContain(':"Keine Zeit frei: alle belegt (no-times-taken)":');
  });
});
