/** @jest-environment jsdom */
import { TeamMemberCard, type TeamMember } from '../../components/Team/TeamMemberCard';
import { enhanceTeamBiographies } from './team-biographies';
import { renderPage } from './test-markup';

const member = (name: string): TeamMember => ({
  id: `team-${name.toLowerCase()}`,
  name,
  role: 'Coach',
  bio: `${name} begleitet Erwachsene.\n\nMit eigener Erfahrung.`,
  memberships: ['Verband'],
});

function renderTeam(language: 'de' | 'en' = 'de') {
  renderPage(
    <>
      {['Mara', 'Jonas', 'Lea'].map((name) => (
        <TeamMemberCard key={name} member={member(name)} photoLoading="lazy" />
      ))}
    </>,
    language,
  );
}

const toggle = (name: string) => document.querySelector<HTMLButtonElement>(`#team-${name} button`)!;
const biography = (name: string) => document.getElementById(`team-${name}-bio`)!;
const state = (name: string) => [toggle(name).getAttribute('aria-expanded'), toggle(name).textContent, biography(name).hidden];

beforeAll(() => enhanceTeamBiographies());

describe('the team cards', () => {
  beforeEach(() => renderTeam());

  it('are rendered with every biography closed', () => {
    for (const name of ['mara', 'jonas', 'lea']) expect(state(name)).toEqual(['false', 'Mehr erfahren...', true]);
    expect(toggle('mara').getAttribute('aria-controls')).toBe('team-mara-bio');
  });

  it('open one biography at a time: open, replace, close', () => {
    toggle('mara').click();
    expect(state('mara')).toEqual(['true', 'Zurück', false]);

    toggle('jonas').click();
    expect(state('jonas')).toEqual(['true', 'Zurück', false]);
    expect(state('mara')).toEqual(['false', 'Mehr erfahren...', true]);

    toggle('jonas').click();
    expect(state('jonas')).toEqual(['false', 'Mehr erfahren...', true]);
    expect(document.querySelectorAll('[aria-expanded="true"]')).toHaveLength(0);
  });

  it('leave clicks elsewhere in a card alone', () => {
    toggle('lea').click();
    document.querySelector<HTMLElement>('#team-lea h2')!.click();
    biography('lea').querySelector('p')!.click();
    expect(state('lea')).toEqual(['true', 'Zurück', false]);
  });
});

it('speak English on English pages', () => {
  renderTeam('en');
  toggle('lea').click();
  expect(state('lea')).toEqual(['true', 'Back', false]);
  toggle('lea').click();
  expect(toggle('lea').textContent).toBe('Learn more...');
});
