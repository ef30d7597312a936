import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { smsOriginRoom } from '../../netlify/booking/mails/longest-sms';
import { smsOriginStandIns } from './sms-origin';

const projectRoot = path.join(__dirname, '../..');
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project with today's site.yaml, its address (and city) replaced. */
function projectWith(siteUrl: string, city?: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sms-origin-'));
  roots.push(root);
  mkdirSync(path.join(root, 'content'));
  let text = readFileSync(path.join(projectRoot, 'content/site.yaml'), 'utf8').replace(/^siteUrl: .*$/m, `siteUrl: ${siteUrl}`);
  if (city) text = text.replace(/^city: .*$/m, `city: ${city}`);
  writeFileSync(path.join(root, 'content/site.yaml'), text);
  return root;
}

/** An address of `length` characters: `https://www.`, letters, `.ch`. */
const addressOf = (length: number) => `https://www.${'k'.repeat(length - 'https://www.'.length - '.ch'.length)}.ch`;

describe('the launch check of the site’s address against one SMS', () => {
  it(`passes an address of ${smsOriginRoom} characters and the practice’s own one`, () => {
    expect(smsOriginStandIns(projectWith(addressOf(smsOriginRoom)), {})).toEqual([]);
    expect(smsOriginStandIns(projectWith('https://www.kompetenz-neurodivergenz.ch/'), {})).toEqual([]);
  });

  it('refuses a longer one, at siteUrl, saying how long the longest SMS would be', () => {
    const root = projectWith(addressOf(70));
    const [standIn, ...more] = smsOriginStandIns(root, {});
    expect(more).toEqual([]);
    expect(standIn).toMatchObject({ file: 'content/site.yaml', line: 16 });
    expect(standIn!.message).toMatch(
      /^with the site's address https:\/\/www\.k+\.ch \(70 characters\) and the city "Dietikon", the longest SMS takes 1\d\d characters, more than the 160 of one SMS/,
    );
  });

  it('checks the address Netlify names the site by in this build (URL) too, once where both are the same', () => {
    const root = projectWith(addressOf(30));
    expect(smsOriginStandIns(root, { URL: addressOf(30) })).toEqual([]);
    expect(smsOriginStandIns(root, { URL: addressOf(64) })).toHaveLength(1);
  });

  it('refuses a city whose name leaves the longest SMS too long, or is outside the GSM alphabet', () => {
    expect(smsOriginStandIns(projectWith(addressOf(smsOriginRoom), 'Affoltern am Albis und Umgebung'), {})).toHaveLength(1);
    const [outside] = smsOriginStandIns(projectWith(addressOf(30), 'Łódź'), {});
    expect(outside!.message).toContain('a character outside the GSM alphabet');
  });
});
