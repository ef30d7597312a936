import { localeText } from './locale-text';

const locales = { edges: [{ node: { ns: 'translation', data: JSON.stringify({ meta: { team: { title: 'Team' } } }) } }] };

describe('localeText', () => {
  it('reads a nested key', () => {
    expect(localeText(locales, 'meta.team.title')).toBe('Team');
  });
  it('shows the key itself when it is missing, like i18next does', () => {
    expect(localeText(locales, 'meta.nope.title')).toBe('meta.nope.title');
    expect(localeText({ edges: [] }, 'meta.team.title')).toBe('meta.team.title');
  });
});
