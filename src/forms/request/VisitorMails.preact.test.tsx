/**
 * @jest-environment jsdom
 *
 * The box that asks for a booked time's confirmation and reminders by e-mail, as a visitor meets it:
 * React's server HTML of the request (the form without JavaScript), then Preact hydrating it as the
 * islands do in the browser, with the booking function answered here.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { loadSiteFacts } from '../../site/load-site-facts';
import texts from '../../../content/locales/de/translation.json';
import { hydrateIsland } from '../../islands/hydrate-island';
import ConsultationRequestIsland from '../../islands/react/consultation-request';
import { loadDraft } from '../ui/form-draft';
import { afterNextPaint } from '../ui/schedule';
import { bookingEndpoint, contactEndpoint } from '../protocol';
import { draftName } from './draft-name';

const facts = loadSiteFacts();
const metadata = { title: facts.brand, siteUrl: facts.siteUrl, version: '1.0.0', facts };
jest.mock('../../components/useSiteMetadata', () => ({ useSiteMetadata: () => metadata }));

const label = 'Bestätigung und Erinnerungen per E-Mail';
const time = { id: '2026-12-01T0800Z', end: '2026-12-01T08:45:00.000Z', places: ['dietikon'], words: 'Dienstag, 1. Dezember, 09:00–09:45' };

/** React's server HTML of the request (as src/islands/hydrate-island.preact.test.tsx renders the contact form). */
function renderOnServer(): { head: string; body: string } {
  const script = path.join(__dirname, '..', '..', 'islands', 'test', 'render-on-server.mjs');
  return JSON.parse(
    execFileSync(process.execPath, [script, 'consultation-request', 'de', JSON.stringify(metadata)], { encoding: 'utf8' }),
  ) as { head: string; body: string };
}

let server: { head: string; body: string };
/** What the form sent to the function, as JSON. */
let sent: Record<string, unknown>[] = [];

beforeAll(() => {
  server = renderOnServer();
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  sent = [];
  window.localStorage.clear();
  // jsdom has no Response: an answer is what the form reads of one.
  const answer = (ok: boolean, body: unknown) => Promise.resolve({ ok, json: () => Promise.resolve(body) });
  window.fetch = jest.fn((url: string, init?: RequestInit) => {
    if (url.startsWith(`${bookingEndpoint}?`)) return answer(true, { mode: 'booking', slots: [time], more: false });
    if (url === contactEndpoint) sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    // Not sent: the form stays on the check step, as it was.
    return answer(false, {});
  }) as unknown as typeof fetch;
});

async function openForm() {
  document.documentElement.lang = 'de';
  document.head.innerHTML = server.head;
  document.body.innerHTML = `<main>${server.body}</main>`;
  const element = document.querySelector<HTMLElement>('react-island[name="consultation-request"]')!;
  await hydrateIsland(element, ConsultationRequestIsland.component, 'de', texts);
  return element.querySelector('form')!;
}

/** The progress line of the step shown ("Schritt 2 von 5"). */
const shownStep = () => document.querySelector('form section:not([hidden]) .progress')?.textContent;
/** Until the frame is painted: the step's history entry and draft are kept then (src/forms/ui/schedule.ts). */
const painted = () => new Promise<void>((resolve) => afterNextPaint(resolve));
/** A button that goes to another step, once that step is shown (Preact renders after the click's task) and painted. */
async function go(name: 'Weiter' | 'Zurück', to: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(shownStep()).toBe(to));
  await painted();
}
const tick = (input: HTMLElement) => fireEvent.click(input);
const type = (name: string, value: string) => fireEvent.input(screen.getAllByLabelText(new RegExp(`^${name}`))[0]!, { target: { value } });
const box = () => screen.queryByRole('checkbox', { name: label });

/** To the check step: a free time or none, a name, the channel and the addresses given. */
async function toCheck({ withTime = true, channel = 'Per E-Mail', email = 'eva@example.ch', phone = '' } = {}) {
  await go('Weiter', 'Schritt 2 von 5');
  const choice = await screen.findByLabelText(withTime ? time.words : 'Keine Zeit passt: bitte schlagen Sie mir Zeiten vor', {
    exact: false,
  });
  tick(choice);
  await go('Weiter', 'Schritt 3 von 5');
  await go('Weiter', 'Schritt 4 von 5');
  type('Ihr Name', 'Eva Muster');
  tick(screen.getByLabelText(channel, { exact: true }));
  if (email) type('E-Mail-Adresse', email);
  if (phone) type('Telefonnummer', phone);
  await go('Weiter', 'Schritt 5 von 5');
}

it('without JavaScript stands ticked above the send button, and says it counts only with a time and an address', () => {
  document.body.innerHTML = `<main>${server.body}</main>`;
  const input = box() as HTMLInputElement;
  expect(input).toMatchObject({ checked: true, name: 'mails', value: 'yes' });
  const hint = document.getElementById(input.getAttribute('aria-describedby')!)!;
  expect(hint.textContent).toMatch(/^Gilt nur, wenn Sie oben einen freien Termin wählen und eine E-Mail-Adresse angeben/);
  const note = document.querySelector('.booking-note')!;
  expect(input.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(document.querySelector('form .check-answers')).toBeNull();
});

it('with JavaScript asks on the check step, below the answers, ticked for e-mail; unticked it stays so, after a reload and when sent', async () => {
  let form = await openForm();
  // Not on the first step: the box without JavaScript is gone.
  expect(box()).toBeNull();
  await toCheck();
  const input = box() as HTMLInputElement;
  expect(input.checked).toBe(true);
  expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(
    'Sie erhalten gleich eine Bestätigung und vor dem Termin zwei Erinnerungen: einen Tag vorher und zwei Stunden vorher. ' +
      'Auf der Seite Ihres Termins können Sie das jederzeit ändern.',
  );
  const answers = form.querySelector<HTMLElement>('.check-answers')!;
  expect(within(answers).queryByText(label)).toBeNull();
  expect(within(answers).queryByText('Bestätigung per E-Mail')).toBeNull();
  expect(answers.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(input.compareDocumentPosition(form.querySelector('.booking-note')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  tick(input);
  expect(input.checked).toBe(false);
  expect(loadDraft(draftName)?.mails).toBe('no');
  // A reload opens the check again, once the time is ticked again, with the box as it was left.
  form = await openForm();
  await waitFor(() => expect(box()).not.toBeNull());
  expect(shownStep()).toBe('Schritt 5 von 5');
  expect((box() as HTMLInputElement).checked).toBe(false);
  // Back a step and to the check again: the box comes back as it was left.
  await go('Zurück', 'Schritt 4 von 5');
  expect(box()).toBeNull();
  await go('Weiter', 'Schritt 5 von 5');
  expect((box() as HTMLInputElement).checked).toBe(false);

  fireEvent.submit(form);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ mails: '', email: 'eva@example.ch', slot: time.id });
  await screen.findByText('Die Anfrage wurde nicht gesendet');

  tick(box()!);
  expect(loadDraft(draftName)?.mails).toBe('yes');
  fireEvent.submit(form);
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ mails: 'yes' });
});

it('is unticked where the visitor chose another way to be reached, and absent without an address or without a booked time', async () => {
  await openForm();
  await toCheck({ channel: 'Per Telefon', phone: '044 000 00 00' });
  expect((box() as HTMLInputElement).checked).toBe(false);

  window.localStorage.clear();
  await openForm();
  await toCheck({ channel: 'Per Telefon', email: '', phone: '044 000 00 00' });
  expect(box()).toBeNull();

  window.localStorage.clear();
  await openForm();
  await toCheck({ withTime: false });
  expect(box()).toBeNull();
});
