/** @jest-environment jsdom */
import { DisplaySettings } from '../../components/DisplaySettings/DisplaySettings';
import { enhanceReadAloud, localVoice, mainTextPieces } from './read-aloud';
import { renderPage } from './test-markup';

const voice = (name: string, lang: string, localService: boolean) => ({ name, lang, localService }) as SpeechSynthesisVoice;

/** The browser's speech synthesis, as far as read aloud uses it, recording what it is asked. */
class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  constructor(public text: string) {}
}
const spoken: FakeUtterance[] = [];
let voices = [voice('Cloud Deutsch', 'de-DE', false), voice('Local English', 'en-GB', true)];
let onVoicesChanged = () => {};
/** How often the page asked for the browser's speech engine (window.speechSynthesis). */
let engineAsked = 0;
const synthesis = {
  getVoices: () => voices,
  speak: (utterance: FakeUtterance) => spoken.push(utterance),
  cancel: jest.fn(),
  pause: jest.fn(),
  resume: jest.fn(),
  addEventListener: (_type: string, listener: () => void) => (onVoicesChanged = listener),
};

const controls = () => document.querySelector<HTMLElement>('[data-read-aloud]')!;
const button = (name: string) => Array.from(controls().querySelectorAll('button')).find((element) => element.textContent === name)!;
const shownButtons = () =>
  Array.from(controls().querySelectorAll('button'), (element) => (element.hidden ? '' : element.textContent)).filter(Boolean);

beforeAll(() => {
  // jsdom lays nothing out, so it has no innerText: the text is what it would be here.
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent;
    },
  });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    get: () => {
      engineAsked += 1;
      return synthesis;
    },
  });
  Object.assign(window, { SpeechSynthesisUtterance: FakeUtterance });
  renderPage(
    <>
      <main id="main">
        <h1>Angebot</h1>
        <p>Wir begleiten Sie.</p>
        <ul>
          <li>
            <p>Coaching</p>
          </li>
          <li>Beratung</li>
        </ul>
        <p aria-hidden="true">Verzierung</p>
        <div hidden>
          <p>Verborgen</p>
        </div>
        <p> </p>
      </main>
      <DisplaySettings place="bar" />
    </>,
  );
  enhanceReadAloud();
});

beforeEach(() => jest.clearAllMocks());

describe('read aloud', () => {
  it('asks for the speech engine only once a pointer or focus reaches the display settings, not as the page loads', () => {
    expect(engineAsked).toBe(0);
    document.querySelector('main')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(engineAsked).toBe(0);
    document.querySelector('[data-display-settings] button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(engineAsked).toBeGreaterThan(0);
  });

  it('is not offered without a voice of the page language on the device', () => {
    expect(controls().hidden).toBe(true);
  });

  it('is offered once such a voice arrives', () => {
    voices = [...voices, voice('Local Deutsch', 'de-CH', true)];
    onVoicesChanged();
    expect(controls().hidden).toBe(false);
    expect(shownButtons()).toEqual(['Vorlesen']);
  });

  it('reads the main text with that voice; pause, resume and stop show the buttons that fit', () => {
    button('Vorlesen').focus();
    button('Vorlesen').click();
    expect(spoken.map((utterance) => utterance.text)).toEqual(['Angebot', 'Wir begleiten Sie.', 'Coaching', 'Beratung']);
    expect(new Set(spoken.map((utterance) => `${utterance.voice?.name} ${utterance.lang}`))).toEqual(new Set(['Local Deutsch de-CH']));
    expect(shownButtons()).toEqual(['Pause', 'Stopp']);
    // The pressed button gave way: the focus is on the one in its place.
    expect(document.activeElement).toBe(button('Pause'));

    button('Pause').click();
    expect(synthesis.pause).toHaveBeenCalled();
    expect(shownButtons()).toEqual(['Weiterlesen', 'Stopp']);
    button('Weiterlesen').click();
    expect(synthesis.resume).toHaveBeenCalled();
    expect(shownButtons()).toEqual(['Pause', 'Stopp']);
    button('Stopp').click();
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(shownButtons()).toEqual(['Vorlesen']);
  });

  it('is ready again when the last piece has been read, and not when a stopped reading ends', () => {
    spoken.length = 0;
    button('Vorlesen').click();
    const first = spoken[spoken.length - 1]!;
    button('Stopp').click();
    button('Vorlesen').click();
    first.onend?.();
    expect(shownButtons()).toEqual(['Pause', 'Stopp']);
    spoken[spoken.length - 1]!.onend?.();
    expect(shownButtons()).toEqual(['Vorlesen']);
  });

  it('stops when the visitor leaves the page', () => {
    button('Vorlesen').click();
    window.dispatchEvent(new Event('pagehide'));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(shownButtons()).toEqual(['Vorlesen']);
  });
});

describe('mainTextPieces and localVoice', () => {
  it('take the main text only, one piece per innermost block', () => {
    expect(mainTextPieces()).toEqual(['Angebot', 'Wir begleiten Sie.', 'Coaching', 'Beratung']);
  });

  it('choose a voice of the language that runs on the device', () => {
    const list = [voice('Cloud', 'de-DE', false), voice('Local', 'de_CH', true), voice('English', 'en-GB', true)];
    expect(localVoice(list, 'de')?.name).toBe('Local');
    expect(localVoice(list, 'en')?.name).toBe('English');
    expect(localVoice(list.slice(0, 1), 'de')).toBeUndefined();
  });
});
