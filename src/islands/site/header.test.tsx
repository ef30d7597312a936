/** @jest-environment jsdom */
import { Header } from '../../components/Header/Header';
import { menuButtonSelector, mobileMenuId } from '../../html/dom-contracts';
import { enhanceHeader, headerScrollThreshold } from './header';
import { emulateLayout, press, renderPage } from './test-markup';

// The bar's home link names the company: the facts come from gatsby-config through a static query.
jest.mock('../../components/useSiteMetadata', () => ({ useSiteMetadata: () => ({ facts: { brand: 'Kompetenzzentrum Neurodivergenz' } }) }));

const menuButton = () => document.querySelector<HTMLButtonElement>(menuButtonSelector)!;
const menu = () => document.getElementById(mobileMenuId)!;
const bar = () => document.querySelector<HTMLElement>('[data-scrolled]')!;

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

/** What a phone shows of the header: no desktop navigation, call to action or display settings in the bar. */
function phoneLayout() {
  const barItems = bar().querySelectorAll<HTMLElement>('nav, a[href="/contact"], .display-settings');
  barItems.forEach((element) => (element.style.display = 'none'));
}

beforeAll(() => {
  emulateLayout();
  // Listeners sit on document and read the markup when an event comes: each test renders a fresh page.
  enhanceHeader();
});

beforeEach(() => {
  renderPage(<Header path="/team" hash="" />);
  phoneLayout();
  scrollTo(0);
});

describe('the header bar', () => {
  it(`is solid once the page is scrolled more than ${headerScrollThreshold} px, and while the menu is open`, () => {
    expect(bar().dataset.scrolled).toBe('false');
    scrollTo(headerScrollThreshold);
    expect(bar().dataset.scrolled).toBe('false');
    scrollTo(headerScrollThreshold + 1);
    expect(bar().dataset.scrolled).toBe('true');
    scrollTo(0);
    menuButton().click();
    expect(bar().dataset.scrolled).toBe('true');
    menuButton().click();
    expect(bar().dataset.scrolled).toBe('false');
  });
});

describe('the mobile menu', () => {
  it('is rendered closed, and the button opens and closes it, naming what it will do', () => {
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().getAttribute('aria-label')).toBe('Menü öffnen');
    expect(menu().dataset.open).toBe('false');

    menuButton().click();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().getAttribute('aria-label')).toBe('Menü schliessen');
    expect(menuButton().querySelector('span')!.dataset.open).toBe('true');
    expect(menu().dataset.open).toBe('true');
    // Opening moves the focus to the first entry.
    expect(document.activeElement).toBe(menu().querySelector('a'));
    expect(document.activeElement!.textContent).toBe('Home');

    menuButton().click();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().getAttribute('aria-label')).toBe('Menü öffnen');
    expect(menuButton().querySelector('span')!.dataset.open).toBe('false');
    expect(menu().dataset.open).toBe('false');
  });

  it('keeps Tab and Shift+Tab inside what the header shows while open', () => {
    menuButton().click();
    const visible = Array.from(document.querySelectorAll<HTMLElement>('header a[href], header button')).filter(
      (element) => element.offsetParent !== null,
    );
    const first = visible[0]!;
    const last = visible[visible.length - 1]!;
    expect(first.getAttribute('aria-label')).toMatch(/Zur Startseite/);
    expect(last.textContent).toBe('Darstellung');

    last.focus();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(press('Tab', { shiftKey: true }).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
    // In between, the browser moves the focus itself.
    menuButton().focus();
    expect(press('Tab').defaultPrevented).toBe(false);
  });

  it('lets Tab go where it will while closed', () => {
    const links = document.querySelectorAll<HTMLElement>('header a[href]');
    links[links.length - 1]!.focus();
    expect(press('Tab').defaultPrevented).toBe(false);
  });

  it('closes on Escape and gives the focus back to its button', () => {
    menuButton().click();
    press('Escape');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menu().dataset.open).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when the visitor chooses an entry or the call to action', () => {
    for (const name of ['Team', 'Erstgespräch']) {
      menuButton().click();
      const link = Array.from(menu().querySelectorAll('a')).find((element) => element.textContent === name)!;
      // jsdom would try to navigate: the test only wants the listeners to see the click.
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      link.click();
      expect(menu().dataset.open).toBe('false');
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('is closed on a page back from the back/forward cache', () => {
    menuButton().click();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(menu().dataset.open).toBe('false');
    expect(bar().dataset.scrolled).toBe('false');
  });

  it('marks the current page in both lists and leaves the links plain', () => {
    const current = document.querySelectorAll('header a[aria-current="page"]');
    expect(Array.from(current, (link) => link.getAttribute('href'))).toEqual(['/team', '/team']);
  });
});
