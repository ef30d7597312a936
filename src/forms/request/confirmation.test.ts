import { validateRequest } from './validate';
import { confirmationOf, confirmationPath, parseConfirmation } from './confirmation';

describe('the confirmation address', () => {
  it('carries the channel and times chosen, and reads back', () => {
    const result = validateRequest({
      name: 'A',
      channel: 'video',
      email: 'a@example.ch',
      days: ['tue', 'mon'],
      times: 'evening',
      place: 'online',
      noCalls: 'yes',
      message: 'never in the address',
    });
    if (!result.ok) throw new Error('valid');
    const path = confirmationPath('en', confirmationOf(result.value));
    expect(path).toBe('/en/erstgespraech/danke?channel=video&days=mon%2Ctue&times=evening&place=online&noCalls=1');
    expect(parseConfirmation(path.slice(path.indexOf('?')))).toEqual({
      channel: 'video',
      noCalls: true,
      days: ['mon', 'tue'],
      times: ['evening'],
      place: 'online',
    });
  });

  it('keeps only known codes, so a crafted link shows only our own texts', () => {
    expect(parseConfirmation('?channel=<script>')).toBeNull();
    expect(parseConfirmation('')).toBeNull();
    expect(parseConfirmation('?channel=phone&noCalls=1&days=mon,sun,<b>&place=moon')).toEqual({
      channel: 'phone',
      noCalls: false,
      days: ['mon'],
      times: [],
    });
  });
});
