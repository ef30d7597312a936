/**
 * @jest-environment jsdom
 *
 * How and when a booked time is reminded, as a visitor meets it on the request's check step: React's server
 * HTML of the request (the form without JavaScript), then Preact hydrating it as the islands do in the
 * browser, with the booking function answered here (its times, and the countries it sends SMS to).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { loadSiteMetadata } from '../../site/site-metadata';
import texts from '../../../content/locales/de/translation.json';
import { hydrateIsland } from '../../islands/hydrate-island';
import ConsultationRequestIsland from '../../islands/react/consultation-request';
import { loadDraft } from '../ui/form-draft';
import { afterNextPaint } from '../ui/schedule';
import { bookingEndpoint, contactEndpoint } from '../protocol';
import { draftName } from './draft-name';

const metadata = loadSiteMetadata();
jest.mock('../../components/useSiteMetadata', () => ({ useSiteMetadata: () => metadata }));

const time = { id: '2026-12-01T0800Z', end: '2026-12-01T08:45:00.000Z', places: ['dietikon'], words: 'Dienstag, 1. Dezember, 09:00–09:45' };
const legend = { how: 'Bestätigung und Erinnerungen', when: 'Erinnerungen vor dem Termin' };

/** React's server HTML of the request (as src/islands/hydrate-island.preact.test.tsx renders the contact form). */
function renderOnServer(siteMetadata: object = metadata): { head: string; body: string } {
  const script = path.join(__dirname, '..', '..', 'islands', 'test', 'render-on-server.mjs');
  return JSON.parse(
    execFileSync(process.execPath, [script, 'consultation-request', 'de', JSON.stringify(siteMetadata)], { encoding: 'utf8' }),
  ) as { head: string; body: string };
}

let server: { head: string; body: string };
/** What the form sent to the function, as JSON. */
let sent: Record<string, unknown>[] = [];
/** The function's answer to a request sent: by default not sent (the form stays on the check step, as it was). */
let answerToSend: { ok: boolean; body: unknown } = { ok: false, body: {} };
/** Whether the function says the practice offers earlier times (offersPerWeek above 0). */
let earlierOffered = true;

beforeAll(() => {
  server = renderOnServer();
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  earlierOffered = true;
  sent = [];
  answerToSend = { ok: false, body: {} };
  window.localStorage.clear();
  // jsdom has no Response: an answer is what the form reads of one.
  const answer = (ok: boolean, body: unknown) => Promise.resolve({ ok, json: () => Promise.resolve(body) });
  window.fetch = jest.fn((url: string, init?: RequestInit) => {
    if (url.startsWith(`${bookingEndpoint}?`))
      return answer(true, { mode: 'booking', slots: [time], more: false, smsCountries: ['CH', 'LI'], earlierOffered });
    if (url === contactEndpoint) sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return answer(answerToSend.ok, answerToSend.body);
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
const group = (name: string) => screen.queryByRole('group', { name });
const box = (groupName: string, name: string) => (group(groupName) ? within(group(groupName)!).queryByRole('checkbox', { name }) : null);
const ticked = (groupName: string) =>
  within(group(groupName)!)
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((input) => input.checked)
    .map((input) => input.value);
/** The sentence on what follows, under the boxes. */
const follows = () => document.querySelector('.reminder-choice > .hint')?.textContent;

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

it('without JavaScript stands above the send button: e-mail ticked, SMS not, both times, and says when it counts', () => {
  document.body.innerHTML = `<main>${server.body}</main>`;
  expect(ticked(legend.how)).toEqual(['email']);
  expect(box(legend.how, 'Per SMS')).toMatchObject({ checked: false, name: 'reminders', value: 'sms' });
  expect(ticked(legend.when)).toEqual(['day', 'hours']);
  expect(group(legend.how)!.textContent).toContain(
    'Gilt nur, wenn Sie oben einen freien Termin wählen: die E-Mail an Ihre E-Mail-Adresse, die SMS an Ihre Handynummer.',
  );
  const note = document.querySelector('.booking-note')!;
  expect(group(legend.when)!.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(document.querySelector('form .check-answers')).toBeNull();
});

it('with JavaScript asks on the check step below the answers, e-mail ticked for an address; the choice stays across a reload and is sent', async () => {
  let form = await openForm();
  // Not on the first step: the boxes without JavaScript are gone.
  expect(group(legend.how)).toBeNull();
  await toCheck();
  expect(ticked(legend.how)).toEqual(['email']);
  // No number: no SMS offered.
  expect(box(legend.how, 'Per SMS')).toBeNull();
  expect(ticked(legend.when)).toEqual(['day', 'hours']);
  expect(follows()).toBe(
    'Sie erhalten gleich eine Bestätigung per E-Mail an eva@example.ch. Wir erinnern Sie einen Tag vorher und zwei Stunden vorher. ' +
      'Auf der Seite Ihres Termins können Sie das jederzeit ändern.',
  );
  const answers = form.querySelector<HTMLElement>('.check-answers')!;
  expect(within(answers).queryByText(legend.how)).toBeNull();
  expect(answers.compareDocumentPosition(group(legend.how)!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(group(legend.when)!.compareDocumentPosition(form.querySelector('.booking-note')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  // The day before off: the sentence follows at once, the draft keeps it.
  tick(box(legend.when, 'Einen Tag vorher')!);
  await waitFor(() => expect(follows()).toContain('Wir erinnern Sie zwei Stunden vorher.'));
  expect(loadDraft(draftName)).toMatchObject({ reminderWhen: ['hours'] });
  expect(loadDraft(draftName)?.reminders).toBeUndefined();
  // No e-mail: nothing comes, and the question of when is gone.
  tick(box(legend.how, 'Per E-Mail')!);
  await waitFor(() =>
    expect(follows()).toBe(
      'Sie erhalten keine Bestätigung und keine Erinnerung. Ihr Termin steht nach dem Buchen auf seiner eigenen Seite.',
    ),
  );
  expect(group(legend.when)).toBeNull();
  expect(loadDraft(draftName)).toMatchObject({ reminders: [], reminderWhen: ['hours'] });

  // A reload opens the check again, once the time is ticked again, with the boxes as they were left.
  form = await openForm();
  await waitFor(() => expect(group(legend.how)).not.toBeNull());
  expect(shownStep()).toBe('Schritt 5 von 5');
  expect(ticked(legend.how)).toEqual([]);
  // Back a step and to the check again: as left, too.
  await go('Zurück', 'Schritt 4 von 5');
  expect(group(legend.how)).toBeNull();
  await go('Weiter', 'Schritt 5 von 5');
  expect(ticked(legend.how)).toEqual([]);

  fireEvent.submit(form);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ reminders: [], reminderWhen: ['hours'], email: 'eva@example.ch', slot: time.id });
  await screen.findByText('Die Anfrage wurde nicht gesendet');

  tick(box(legend.how, 'Per E-Mail')!);
  await waitFor(() => expect(ticked(legend.when)).toEqual(['hours']));
  fireEvent.submit(form);
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ reminders: ['email'], reminderWhen: ['hours'] });
});

it('offers SMS for a Swiss mobile number, ticked where the visitor asked to be called, and sends it', async () => {
  const form = await openForm();
  await toCheck({ channel: 'Per Telefon', email: '', phone: '079 123 45 67' });
  // The mobile rules arrive (a module of their own): then SMS is offered.
  await waitFor(() => expect(box(legend.how, 'Per SMS')).not.toBeNull());
  expect(box(legend.how, 'Per E-Mail')).toBeNull();
  expect(ticked(legend.how)).toEqual(['sms']);
  expect(follows()).toBe(
    'Sie erhalten gleich eine Bestätigung per SMS an 079 123 45 67. Wir erinnern Sie einen Tag vorher und zwei Stunden vorher. ' +
      'Auf der Seite Ihres Termins können Sie das jederzeit ändern.',
  );
  fireEvent.submit(form);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ reminders: ['sms'], reminderWhen: ['day', 'hours'], phone: '079 123 45 67' });
});

it('says a landline cannot take SMS, offers e-mail where there is an address, and nothing without a booked time', async () => {
  await openForm();
  await toCheck({ channel: 'Per Telefon', email: '', phone: '044 668 18 00' });
  await screen.findByText('An die Nummer 044 668 18 00 können wir keine SMS senden. Wir rufen Sie dort an.');
  expect(box(legend.how, 'Per SMS')).toBeNull();
  expect(group(legend.how)).toBeNull();
  expect(follows()).toMatch(/^Sie erhalten keine Bestätigung und keine Erinnerung/);

  window.localStorage.clear();
  await openForm();
  await toCheck({ channel: 'Per Telefon', email: 'eva@example.ch', phone: '044 668 18 00' });
  await screen.findByText(/^An die Nummer 044 668 18 00 können wir keine SMS senden/);
  // Asked to be called, with an address: e-mail is still the way the confirmation can come.
  expect(ticked(legend.how)).toEqual(['email']);

  window.localStorage.clear();
  await openForm();
  await toCheck({ withTime: false, phone: '079 123 45 67' });
  expect(group(legend.how)).toBeNull();
  expect(document.querySelector('.reminder-choice')).toBeNull();
});

it('shows the function’s word where it cannot send SMS to the number, on the check step, with the boxes as they were', async () => {
  answerToSend = { ok: false, body: { error: 'no_sms', field: 'reminders' } };
  const form = await openForm();
  await toCheck({ channel: 'Per Telefon', email: 'eva@example.ch', phone: '079 123 45 67' });
  await waitFor(() => expect(box(legend.how, 'Per SMS')).not.toBeNull());
  expect(ticked(legend.how)).toEqual(['email', 'sms']);
  fireEvent.submit(form);
  const problem =
    'An die angegebene Nummer können wir keine SMS senden. Geben Sie eine Handynummer an, oder entfernen Sie das Häkchen bei «Per SMS».';
  await waitFor(() => expect(within(document.querySelector<HTMLElement>('[data-form-problems]')!).getByText(problem)).toBeTruthy());
  expect(shownStep()).toBe('Schritt 5 von 5');
  expect(within(group(legend.how)!).getByText(problem)).toBeTruthy();
  expect(ticked(legend.how)).toEqual(['email', 'sms']);
});

/** "Früher kommen?" (issue 70): its box, and the time of day once ticked (radio buttons). */
const earlier = {
  legend: 'Früher kommen?',
  box: 'Falls früher ein Termin frei wird, möchte ich davon hören',
  when: 'Zu welcher Tageszeit könnten Sie früher kommen?',
};
const chosenWhen = () =>
  within(group(earlier.when)!)
    .getAllByRole<HTMLInputElement>('radio')
    .filter((input) => input.checked)
    .map((input) => input.value);

it('without JavaScript offers an earlier time under the reminders: the box unticked, any time of day, and says when it counts', () => {
  document.body.innerHTML = `<main>${server.body}</main>`;
  expect(box(earlier.legend, earlier.box)).toMatchObject({ checked: false, name: 'earlier', value: 'yes' });
  expect(chosenWhen()).toEqual(['any']);
  expect(group(earlier.legend)!.textContent).toContain(
    'Gilt nur mit einem gewählten freien Termin und einer Bestätigung per E-Mail oder SMS.',
  );
  expect(group(legend.when)!.compareDocumentPosition(group(earlier.legend)!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('without JavaScript does not offer an earlier time where the practice offers none (content/booking.yaml, read by the build)', () => {
  expect(metadata.earlierOffered).toBe(true);
  document.body.innerHTML = `<main>${renderOnServer({ ...metadata, earlierOffered: false }).body}</main>`;
  expect(group(earlier.legend)).toBeNull();
  expect(document.querySelector('input[name="earlier"]')).toBeNull();
  expect(group(legend.when)).not.toBeNull();
});

it('with JavaScript offers an earlier time on the check step only with a way to be reached, off unless ticked, and sends it', async () => {
  const form = await openForm();
  expect(group(earlier.legend)).toBeNull();
  await toCheck();
  // Off by default, and the time of day asked only once ticked.
  expect(box(earlier.legend, earlier.box)).toMatchObject({ checked: false });
  expect(group(earlier.when)).toBeNull();
  fireEvent.submit(form);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ earlier: [], slot: time.id });
  await screen.findByText('Die Anfrage wurde nicht gesendet');

  tick(box(earlier.legend, earlier.box)!);
  await waitFor(() => expect(group(earlier.when)).not.toBeNull());
  expect(chosenWhen()).toEqual(['any']);
  expect(form.textContent).toContain('Sie stehen dann auf der Liste.');
  tick(within(group(earlier.when)!).getByRole('radio', { name: 'Vormittag' }));
  await waitFor(() => expect(loadDraft(draftName)).toMatchObject({ earlier: ['yes'], earlierWhen: ['morning'] }));
  fireEvent.submit(form);
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ earlier: ['yes'], earlierWhen: 'morning', reminders: ['email'] });
  await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Termin buchen' }).disabled).toBe(false));

  // No way to reach the visitor (the e-mail switched off): the option is gone, and nothing is asked however it was left.
  tick(box(legend.how, 'Per E-Mail')!);
  await waitFor(() => expect(group(earlier.legend)).toBeNull());
  fireEvent.submit(form);
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent[2]).toMatchObject({ earlier: [], reminders: [] });

  // No time chosen: nothing to come sooner to.
  window.localStorage.clear();
  await openForm();
  await toCheck({ withTime: false });
  expect(group(earlier.legend)).toBeNull();
});

it('with JavaScript does not offer an earlier time where the practice offers none (the function says so with the times)', async () => {
  earlierOffered = false;
  await openForm();
  await toCheck();
  expect(ticked(legend.how)).toEqual(['email']);
  expect(group(earlier.legend)).toBeNull();
});
