import { notFoundMatchPath } from './on-create-page';

describe('notFoundMatchPath', () => {
  it('lets the English 404 page answer every missing English path', () => {
    expect(notFoundMatchPath('/en/404')).toBe('/en/*');
  });
  it('leaves every other page alone', () => {
    expect(notFoundMatchPath('/404')).toBeUndefined();
    expect(notFoundMatchPath('/en/404.html')).toBeUndefined();
    expect(notFoundMatchPath('/en/team')).toBeUndefined();
    expect(notFoundMatchPath('/de/404')).toBeUndefined();
  });
});
