import { choiceOfDraft, chosenReminders, defaultReminders, offeredChannels } from './reminders';

const byMail = { email: 'eva@example.ch', channel: 'email', smsNumber: false };
const called = { email: '', channel: 'phone', smsNumber: true };

describe('the check step’s reminders', () => {
  it('offer e-mail with an address and SMS with a number that takes them, nothing else', () => {
    expect(offeredChannels(byMail)).toEqual(['email']);
    expect(offeredChannels({ ...byMail, smsNumber: true })).toEqual(['email', 'sms']);
    expect(offeredChannels(called)).toEqual(['sms']);
    expect(offeredChannels({ email: '  ', channel: 'phone', smsNumber: false })).toEqual([]);
  });

  it('start from what the visitor said: e-mail with an address, SMS where they asked to be called at a mobile number, both times', () => {
    expect(defaultReminders(byMail)).toEqual({ reminders: ['email'], reminderWhen: ['day', 'hours'] });
    expect(defaultReminders(called)).toEqual({ reminders: ['sms'], reminderWhen: ['day', 'hours'] });
    expect(defaultReminders({ ...called, email: 'eva@example.ch' })).toEqual({
      reminders: ['email', 'sms'],
      reminderWhen: ['day', 'hours'],
    });
    // A mobile number given beside e-mail as the way to be reached: a text is not what they asked for.
    expect(defaultReminders({ ...byMail, smsNumber: true })).toEqual({ reminders: ['email'], reminderWhen: ['day', 'hours'] });
    // A landline to be called at, no address: nothing can come.
    expect(defaultReminders({ ...called, smsNumber: false })).toEqual({ reminders: [], reminderWhen: ['day', 'hours'] });
  });

  it('keep the visitor’s own choice, none included, of the ways offered now', () => {
    const both = { ...called, email: 'eva@example.ch' };
    expect(chosenReminders({}, both)).toEqual(defaultReminders(both));
    expect(chosenReminders({ reminders: [] }, both)).toEqual({ reminders: [], reminderWhen: ['day', 'hours'] });
    expect(chosenReminders({ reminders: ['sms'], reminderWhen: ['hours'] }, both)).toEqual({ reminders: ['sms'], reminderWhen: ['hours'] });
    // SMS chosen, then the number changed to a landline: not sent to a number that cannot take it.
    expect(chosenReminders({ reminders: ['email', 'sms'] }, { ...both, smsNumber: false })).toMatchObject({ reminders: ['email'] });
    expect(chosenReminders({ reminders: ['post'], reminderWhen: ['week', 'day'] }, both)).toEqual({ reminders: [], reminderWhen: ['day'] });
  });

  it('are kept in the draft once touched, an empty list as a choice, and untouched as nothing', () => {
    expect(choiceOfDraft({ name: 'Eva', reminders: [], reminderWhen: ['hours', 'week'] })).toEqual({
      reminders: [],
      reminderWhen: ['hours'],
    });
    expect(choiceOfDraft({ name: 'Eva', reminders: '' })).toEqual({});
    expect(choiceOfDraft(null)).toEqual({});
  });
});
