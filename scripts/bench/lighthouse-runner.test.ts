import { disableFeaturesFlag } from './lighthouse-runner';

describe('disableFeaturesFlag', () => {
  it("adds the features to chrome-launcher's own list, since Chrome keeps only the last such flag", () => {
    expect(disableFeaturesFlag(['--no-first-run', '--disable-features=Translate,MediaRouter'], ['WebUIOmniboxPopup'])).toBe('--disable-features=Translate,MediaRouter,WebUIOmniboxPopup');
  });

  it('stands alone when the defaults disable nothing', () => {
    expect(disableFeaturesFlag(['--no-first-run'], ['A', 'B'])).toBe('--disable-features=A,B');
  });
});
