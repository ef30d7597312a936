import path from 'node:path';
import { islandSources, type IslandName } from './island-sources';
import { reactIslands } from './registry';

describe('islandSources', () => {
  it.each(Object.keys(islandSources) as IslandName[])("names the module and export of %s's component", (name) => {
    const { module, component } = islandSources[name];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest runs CommonJS; the path is data
    const exported = require(path.join(__dirname, '..', '..', module)) as Record<string, unknown>;
    expect(exported[component]).toBe(reactIslands[name]);
  });
});
