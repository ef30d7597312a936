/**
 * "Vorlesen" / "Read aloud" in the display settings' panels: the page's main text through the
 * browser's speech synthesis, in the page's language, with a voice on the device only (speech from
 * elsewhere would send the text away); pause, resume and stop. The server renders the controls
 * hidden (src/components/DisplaySettings/ReadAloud.tsx): they appear only where such a voice exists.
 */
import { closestTo } from './dom';

/** The main text, one piece per heading, paragraph or list item (browsers cut off very long utterances). */
export function mainTextPieces(): string[] {
  const main = document.getElementById('main');
  if (!main) return [];
  return Array.from(main.querySelectorAll<HTMLElement>('h1, h2, h3, h4, p, li'))
    .filter((element) => !element.closest('[aria-hidden="true"], [hidden]') && !element.querySelector('p, li'))
    .map((element) => element.innerText.trim())
    .filter(Boolean);
}

/** A voice of the page's language that runs on this device. */
export function localVoice(voices: readonly SpeechSynthesisVoice[], language: string): SpeechSynthesisVoice | undefined {
  return voices.find((voice) => voice.localService && voice.lang.toLowerCase().split(/[-_]/)[0] === language);
}

type State = 'idle' | 'speaking' | 'paused';

/** The buttons (their data-action) each state shows. */
const shown: Record<State, string[]> = { idle: ['start'], speaking: ['pause', 'stop'], paused: ['resume', 'stop'] };

/** What shows that the display settings, where read aloud stands, are about to open: a pointer on them, or focus. */
const settingsIntents = ['pointerdown', 'focusin'] as const;

/**
 * Read aloud stands in the display settings' panel: the browser's speech engine is asked for (which starts it) and
 * the controls set up only once a pointer or focus reaches the settings, before their panel opens, not during every
 * visitor's load: about 8 ms of a phone's main thread at Lighthouse's CPU 4x on every page (issue 68; a CPU profile of
 * /contact: 3 ms the engine, 5 the controls).
 */
export function enhanceReadAloud(): void {
  if (!('speechSynthesis' in window)) return;
  const start = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-display-settings]')) return;
    settingsIntents.forEach((type) => document.removeEventListener(type, start, true));
    offerReadAloud();
  };
  settingsIntents.forEach((type) => document.addEventListener(type, start, { capture: true, passive: true }));
}

function offerReadAloud(): void {
  const synthesis = window.speechSynthesis as SpeechSynthesis | undefined;
  if (!synthesis) return;
  const language = document.documentElement.lang;
  let voice: SpeechSynthesisVoice | undefined;
  let state: State = 'idle';
  // Each start or stop begins a new reading: the end of an earlier, cancelled one changes nothing.
  let reading = 0;

  const show = (next: State) => {
    state = next;
    const focused = document.activeElement;
    document.querySelectorAll<HTMLElement>('[data-read-aloud]').forEach((controls) => {
      controls.hidden = !voice;
      controls.querySelectorAll<HTMLButtonElement>('button[data-action]').forEach((button) => {
        button.hidden = !shown[state].includes(button.dataset.action ?? '');
      });
      // The pressed button gave way to the next one (Vorlesen to Pause, Pause to Weiterlesen): the focus follows.
      if (focused instanceof HTMLElement && focused.hidden && controls.contains(focused)) {
        controls.querySelector<HTMLButtonElement>('button:not([hidden])')?.focus();
      }
    });
  };

  const start = (chosen: SpeechSynthesisVoice) => {
    synthesis.cancel();
    const current = ++reading;
    const pieces = mainTextPieces();
    pieces.forEach((text, index) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = chosen.lang;
      utterance.voice = chosen;
      if (index === pieces.length - 1)
        utterance.onend = () => {
          if (current === reading) show('idle');
        };
      synthesis.speak(utterance);
    });
    show('speaking');
  };

  // Voices arrive asynchronously in some browsers: ask again when they change.
  const updateVoice = () => {
    voice = localVoice(synthesis.getVoices(), language);
    show(state);
  };
  updateVoice();
  synthesis.addEventListener('voiceschanged', updateVoice);

  document.addEventListener('click', (event) => {
    const action = closestTo(event, '[data-read-aloud] button[data-action]')?.dataset.action;
    if (!voice || !action) return;
    if (action === 'start') start(voice);
    else if (action === 'pause') {
      synthesis.pause();
      show('paused');
    } else if (action === 'resume') {
      synthesis.resume();
      show('speaking');
    } else {
      reading++;
      synthesis.cancel();
      show('idle');
    }
  });
  // Leaving the page stops the voice; a page back from the back/forward cache offers to read again.
  window.addEventListener('pagehide', () => {
    reading++;
    synthesis.cancel();
    show('idle');
  });
}
