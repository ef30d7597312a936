import { requestFields, textQuestions } from './questions';
import { isPhoneNumber, reminderProblems, validateRequest } from './validate';

const minimal = { name: 'Anna Muster', channel: 'email', email: 'anna@example.ch' };

describe('validateRequest', () => {
  it('needs only a name and the address for the chosen channel', () => {
    const result = validateRequest(minimal);
    expect(result).toEqual({
      ok: true,
      value: {
        forWhom: undefined,
        topics: [],
        topicOther: '',
        offer: undefined,
        slot: '',
        days: [],
        times: [],
        place: undefined,
        needs: '',
        message: '',
        name: 'Anna Muster',
        channel: 'email',
        noCalls: false,
        email: 'anna@example.ch',
        phone: '',
        reminders: [],
        reminderWhen: [],
        earlier: [],
        earlierWhen: undefined,
      },
    });
  });

  it('takes an earlier time asked for with a booked time and a way to be reached only (issue 70)', () => {
    const booking = { ...minimal, slot: '2026-03-03T1300Z', reminders: ['email'] };
    expect(validateRequest({ ...booking, earlier: 'yes', earlierWhen: 'morning' })).toMatchObject({
      ok: true,
      value: { earlier: ['yes'], earlierWhen: 'morning' },
    });
    // No reminders, or no time booked: an offer could not reach anyone, or there is nothing to come sooner to.
    expect(validateRequest({ ...booking, reminders: [], earlier: ['yes'] })).toMatchObject({ ok: true, value: { earlier: [] } });
    expect(validateRequest({ ...booking, slot: 'none', earlier: ['yes'] })).toMatchObject({ ok: true, value: { earlier: [] } });
    for (const wrong of [{ earlier: 'sure' }, { earlierWhen: 'evening' }]) expect(validateRequest({ ...booking, ...wrong }).ok).toBe(false);
  });

  it('takes how and when to be reminded as checkboxes, for a booked time, e-mail only with an address', () => {
    const booking = { ...minimal, phone: '079 123 45 67', slot: '2026-03-03T1300Z' };
    expect(validateRequest({ ...booking, reminders: ['sms', 'email', 'sms'], reminderWhen: 'hours' })).toMatchObject({
      ok: true,
      value: { reminders: ['email', 'sms'], reminderWhen: ['hours'] },
    });
    // None ticked is a choice: nothing comes, or the confirmation only.
    expect(validateRequest({ ...booking, reminders: [], reminderWhen: [] })).toMatchObject({
      ok: true,
      value: { reminders: [], reminderWhen: [] },
    });
    for (const wrong of [{ reminders: 'post' }, { reminders: ['email', 'mail'] }, { reminderWhen: ['week'] }]) {
      const [field] = Object.keys(wrong);
      expect(validateRequest({ ...booking, ...wrong })).toEqual({ ok: false, problems: [{ field, code: 'invalid' }] });
    }
    // Without JavaScript the e-mail box stands ticked: without an address it asks for nothing.
    expect(validateRequest({ ...booking, email: '', channel: 'phone', reminders: ['email', 'sms'] })).toMatchObject({
      ok: true,
      value: { reminders: ['sms'] },
    });
    // Reminders are about a booked time: without one, none.
    for (const slot of ['', 'none']) {
      expect(validateRequest({ ...booking, slot, reminders: ['email', 'sms'] })).toMatchObject({ ok: true, value: { reminders: [] } });
    }
  });

  it('reads the one box of a page loaded before ("mails") as e-mail at both times, where no reminders are sent', () => {
    const booking = { ...minimal, slot: '2026-03-03T1300Z' };
    for (const ticked of ['yes', 'on', true]) {
      expect(validateRequest({ ...booking, mails: ticked })).toMatchObject({
        ok: true,
        value: { reminders: ['email'], reminderWhen: ['day', 'hours'] },
      });
    }
    for (const unticked of ['', false, 'ja']) {
      expect(validateRequest({ ...booking, mails: unticked })).toMatchObject({ ok: true, value: { reminders: [], reminderWhen: [] } });
    }
    // The new questions win where a page sends both.
    expect(validateRequest({ ...booking, mails: 'yes', reminders: [] })).toMatchObject({ ok: true, value: { reminders: [] } });
  });

  it('says where SMS are chosen for a number that takes none, by the rule it is given', () => {
    const sms = (phone: string, reminders: ('email' | 'sms')[] = ['sms']) => ({ phone, reminders });
    const mobile = (phone: string) => phone.startsWith('079');
    expect(reminderProblems(sms('079 123 45 67'), mobile)).toEqual([]);
    expect(reminderProblems(sms('044 123 45 67'), mobile)).toEqual([{ field: 'reminders', code: 'no_sms' }]);
    expect(reminderProblems(sms(''), mobile)).toEqual([{ field: 'reminders', code: 'no_sms' }]);
    expect(reminderProblems(sms('044 123 45 67', ['email']), mobile)).toEqual([]);
  });

  it('takes a free time’s id or "none" for the time, and nothing else', () => {
    expect(validateRequest({ ...minimal, slot: '2026-03-03T1300Z' })).toMatchObject({ ok: true, value: { slot: '2026-03-03T1300Z' } });
    expect(validateRequest({ ...minimal, slot: 'none' })).toMatchObject({ ok: true, value: { slot: 'none' } });
    for (const slot of ['2026-03-03T13:00Z', '2026-02-30T1300Z', 'slots/../x', ['2026-03-03T1300Z'], 5]) {
      expect(validateRequest({ ...minimal, slot })).toEqual({ ok: false, problems: [{ field: 'slot', code: 'invalid' }] });
    }
  });

  it('reports every problem at once, in the order the form asks', () => {
    const result = validateRequest({ channel: 'phone', email: 'kaputt', topics: ['adhd', 'flying'], needs: 'x'.repeat(1001) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { field: 'topics', code: 'invalid' },
      { field: 'needs', code: 'too_long' },
      { field: 'name', code: 'required' },
      { field: 'email', code: 'invalid' },
      { field: 'phone', code: 'required' },
    ]);
  });

  it.each([
    ['email', { channel: 'email' }, 'email'],
    ['video', { channel: 'video' }, 'email'],
    ['phone', { channel: 'phone' }, 'phone'],
  ] as const)('asks for the address a %s channel needs', (_, answers, field) => {
    const result = validateRequest({ name: 'A', ...answers });
    expect(result.ok || result.problems).toEqual([{ field, code: 'required' }]);
  });

  it('requires a channel, and only a known one', () => {
    expect(validateRequest({ name: 'A', email: 'a@example.ch' })).toEqual({
      ok: false,
      problems: [{ field: 'channel', code: 'required' }],
    });
    expect(validateRequest({ ...minimal, channel: 'fax' })).toEqual({ ok: false, problems: [{ field: 'channel', code: 'invalid' }] });
  });

  it('takes a checkbox list as a form posts it (one text or several) and as JSON sends it, in the form order, each once', () => {
    for (const topics of ['autism', ['autism'], ['giftedness', 'autism', 'autism']]) {
      const result = validateRequest({ ...minimal, topics });
      expect(result.ok && result.value.topics).toEqual(Array.isArray(topics) && topics.length > 1 ? ['autism', 'giftedness'] : ['autism']);
    }
  });

  it('honours "please don\'t call" except when a call was asked for', () => {
    expect(validateRequest({ ...minimal, noCalls: 'yes' })).toMatchObject({ ok: true, value: { noCalls: true } });
    expect(validateRequest({ ...minimal, noCalls: true })).toMatchObject({ ok: true, value: { noCalls: true } });
    expect(validateRequest({ name: 'A', channel: 'phone', phone: '044 000 00 00', noCalls: 'yes' })).toMatchObject({
      ok: true,
      value: { noCalls: false },
    });
    expect(validateRequest({ ...minimal, noCalls: 'maybe' })).toEqual({ ok: false, problems: [{ field: 'noCalls', code: 'invalid' }] });
  });

  it('trims texts and holds each to its limit', () => {
    for (const [field, limit] of Object.entries(textQuestions)) {
      if (field === 'email') continue;
      const fine = field === 'phone' ? '0'.repeat(20).padEnd(limit, ' ') : 'x'.repeat(limit);
      const answers = { ...minimal, [field]: `  ${fine}  ` };
      expect(validateRequest(answers).ok).toBe(true);
      const tooLong = validateRequest({ ...minimal, [field]: 'x'.repeat(limit + 1) });
      expect(tooLong.ok || tooLong.problems[0]).toEqual({ field, code: 'too_long' });
    }
  });

  it('calls anything but text, lists of known answers or the flag invalid, never throwing', () => {
    const odd = [42, {}, [[]], true, Symbol.iterator.toString(), '__proto__', null, undefined];
    for (const field of requestFields) {
      for (const value of odd) expect(() => validateRequest({ ...minimal, [field]: value })).not.toThrow();
    }
    expect(validateRequest({ ...minimal, message: 42 })).toEqual({ ok: false, problems: [{ field: 'message', code: 'invalid' }] });
    expect(validateRequest({ ...minimal, days: Array(20).fill('mon') })).toEqual({
      ok: false,
      problems: [{ field: 'days', code: 'invalid' }],
    });
  });
});

describe('isPhoneNumber', () => {
  it.each(['044 000 00 00', '+41 44 000 00 00', '(044) 000-00-00', '079/123.45.67'])('takes %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });
  it.each(['12345', 'call me', '+41 44 000 00 00 ext 5', '++41440000000', '0'.repeat(21)])('refuses %s', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});
