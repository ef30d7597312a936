import { parseTeamBody } from './team-biography';

describe('parseTeamBody', () => {
  it('splits the biography into paragraphs and reads the memberships list', () => {
    const body = 'Erster Absatz,\nmit Umbruch.\n\nZweiter Absatz.\n\n<Memberships>\n\n- Verband A\n- Verband B\n\n</Memberships>\n';
    expect(parseTeamBody(body)).toEqual({ bio: 'Erster Absatz, mit Umbruch.\n\nZweiter Absatz.', memberships: ['Verband A', 'Verband B'] });
  });
  it('works without memberships', () => {
    expect(parseTeamBody('Nur ein Absatz.\n')).toEqual({ bio: 'Nur ein Absatz.', memberships: [] });
  });
});
