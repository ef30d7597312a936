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
