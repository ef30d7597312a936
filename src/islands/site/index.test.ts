/** @jest-environment jsdom */
import { languageStorageKey } from '../../i18n/languages';

// jsdom has none; an island waiting for the screen observes its form.
Object.assign(window, {
  IntersectionObserver: class {
    observe() {}
    disconnect() {}
  },
});

/** Runs the site script as the page's <script> does, on the given body. */
function runScript(body: string, language = 'de') {
  document.documentElement.lang = language;
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = body;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./index');
  });
}

let errors: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('the site script', () => {
  it('marks the page as ready once it has run', () => {
    runScript('<main id="main"><h1>Team</h1></main>');
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(errors).not.toHaveBeenCalled();
  });

  it("leaves that to a page's React islands, which hydrate later", () => {
    runScript(
      '<main id="main"><react-island name="contact-form" when="visible" modules="/r.js /i.js /t.js"><form></form></react-island></main>',
    );
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
  });

  it('names the missing address on a 404 page', () => {
    runScript('<main id="main"><div data-not-found="true"><h1>404</h1></div></main>');
    expect(errors).toHaveBeenCalledWith('404: no page at /');
  });

  it('stays on an English page whatever is stored, and on a German one with nothing stored', () => {
    localStorage.setItem(languageStorageKey, 'de');
    runScript('<main id="main"></main>', 'en');
    expect(document.documentElement.dataset.hydrated).toBe('true');
    localStorage.clear();
    runScript('<main id="main"></main>', 'de');
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
