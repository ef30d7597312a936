import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForSelector('html[data-hydrated]', { timeout: 30000 });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop') as any;
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = new Map<number, number>();
profile.samples.forEach((id: number, i: number) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const byFile = new Map<string, number>();
for (const n of profile.nodes) {
  const t = (dt.get(n.id) ?? 0) / 1000;
  const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + t);
  const f = cf.url ? cf.url.split('/').pop() : cf.functionName;
  byFile.set(f, (byFile.get(f) ?? 0) + t);
}
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${v.toFixed(0)}ms\t${k}`).join('\n'));
console.log('--');
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(1)}ms\t${k}`).join('\n'));
await browser.close();
