/**
 * Booking as the request form's script does it (its JSON post), for the specs that test what follows a
 * booking: the private page, changes, mails. Each spec books its own times (they run side by side):
 * the booking specs take the first eight free times, found-again the 9th and 10th, visitor-mails the
 * 11th and 12th and the last ones (and two times that can meet online between the 40th and the 15th from the end),
 * booking-change later ones from the 13th on.
 */
import type { Page } from '@playwright/test';
import { bookingEndpoint, contactEndpoint } from '../src/forms/protocol';
import { expect } from './fixtures';

type Language = 'de' | 'en';

export interface FreeTime {
  id: string;
  end: string;
  places: ('dietikon' | 'online' | 'phone')[];
  words: string;
}

/** The free times now, the first `count`, as the form's script asks for them. */
export async function freeTimes(page: Page, language: Language, count = 320): Promise<FreeTime[]> {
  const answer = await page.request.get(`${bookingEndpoint}?times=1&language=${language}&count=${count}`, {
    headers: { Accept: 'application/json' },
  });
  return ((await answer.json()) as { slots?: FreeTime[] }).slots ?? [];
}

export interface JsonBooking {
  language: Language;
  slot: string | undefined;
  name: string;
  email?: string;
  mails?: boolean;
  /** Reminders by SMS as well (to `phone`, which must be a Swiss mobile number). */
  sms?: boolean;
  place?: 'dietikon' | 'online' | 'phone';
  phone?: string;
}

/** Books `slot` and returns the private page's address (relative). */
export async function bookByJson(page: Page, booking: JsonBooking): Promise<string> {
  expect(booking.slot, 'enough free times are offered').toBeDefined();
  const answer = await postBooking(page, booking);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { booking: string }).booking;
}

/**
 * Books the first of `slots` still free (specs running beside this one book times too: a 409 says another took
 * it) and returns the private page's address.
 */
export async function bookFirstFree(page: Page, slots: readonly string[], booking: Omit<JsonBooking, 'slot'>): Promise<string> {
  for (const slot of slots) {
    const answer = await postBooking(page, { ...booking, slot });
    if (answer.status() === 409) continue;
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { booking: string }).booking;
  }
  throw new Error(`none of ${slots.length} times was free`);
}

function postBooking(page: Page, booking: JsonBooking) {
  return page.request.post(contactEndpoint, {
    data: {
      type: 'consultation',
      language: booking.language,
      name: booking.name,
      channel: 'email',
      email: booking.email ?? 'eva@example.ch',
      ...(booking.phone ? { phone: booking.phone } : {}),
      forWhom: 'self',
      slot: booking.slot,
      // Needed where the time is offered in several places; a time in one place is booked there whatever this says.
      place: booking.place ?? 'dietikon',
      ...(booking.mails || booking.sms
        ? { reminders: [...(booking.mails ? ['email'] : []), ...(booking.sms ? ['sms'] : [])], reminderWhen: ['day', 'hours'] }
        : {}),
    },
  });
}

/** The cancel token a private page's address carries. */
export const tokenOf = (view: string) => new URL(view, 'http://localhost').searchParams.get('view') ?? '';

/** The request form's words the booking specs find it by, in each language (content/locales/<language>/translation.json). */
export const requestWords = {
  de: {
    path: '/erstgespraech',
    next: 'Weiter',
    later: 'Spätere Termine anzeigen',
    show: 'Freie Termine anzeigen',
    legend: 'Wählen Sie einen freien Termin',
    timesStep: 'Schritt 2 von 5',
    timesHeading: 'Wann und wo passt es Ihnen?',
    place: 'Wo möchten Sie das Gespräch führen?',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    byPhone: 'Per Telefon',
    book: 'Termin buchen',
    bookWithoutScript: 'Termin buchen oder Anfrage senden',
    booked: 'Ihr Termin ist gebucht',
  },
  en: {
    path: '/en/erstgespraech',
    next: 'Continue',
    later: 'Show later times',
    show: 'Show free times',
    legend: 'Choose a free time',
    timesStep: 'Step 2 of 5',
    timesHeading: 'When and where suits you?',
    place: 'Where would you like to meet?',
    name: 'Your name',
    email: 'Email address',
    byPhone: 'By phone',
    book: 'Book this time',
    bookWithoutScript: 'Send request or book the time',
    booked: 'Your appointment is booked',
  },
} as const;
export type RequestWords = (typeof requestWords)[Language];

/**
 * The request as a link from a message opens it (loaded without the fixture's wait for the script, which scrolls back
 * to the page's top once the form has woken, as no visitor's browser does): at its free times, step 2 with JavaScript
 * and the times filled in without it, within a 320 px phone's width. The group of times, to choose from.
 */
export async function expectRequestAtItsTimes(page: Page, words: RequestWords, javaScript: boolean) {
  if (javaScript) {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByText(words.timesStep)).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: words.timesHeading })).toBeVisible();
  const group = page.getByRole('group', { name: words.legend });
  await expect(group.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  return group;
}
