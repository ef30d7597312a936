import { validateRequest } from '../../src/forms/request/validate';
import { buildRequestMail, doNotCall } from './request-mail';

const addresses = { to: 'team@example.com', from: 'website@example.com' };

function answers(raw: Record<string, unknown>) {
  const result = validateRequest(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}

describe('buildRequestMail', () => {
  it('says for whom, what and how to answer in the subject, every answer in the body, the visitor as Reply-To', () => {
    const mail = buildRequestMail(
      answers({
        forWhom: 'child',
        topics: ['adhd', 'dyscalculia'],
        offer: 'potential',
        days: ['mon', 'wed'],
        times: 'morning',
        place: 'dietikon',
        needs: 'Pausen',
        message: 'Unser Sohn <Tim> ist neun.',
        name: 'Eva, Muster',
        channel: 'email',
        email: 'eva@example.ch',
        noCalls: 'yes',
      }),
      addresses,
      'en',
    );
    expect(mail.subject).toBe('Erstgespräch: Für mein Kind, ADHS, Dyskalkulie, Per E-Mail');
    expect(mail.replyTo).toEqual({ email: 'eva@example.ch', name: 'Eva Muster' });
    expect(mail.to).toBe('team@example.com');
    expect(mail.text).toContain(doNotCall);
    for (const line of [
      'Name: Eva, Muster',
      'Kontaktweg: Per E-Mail',
      'Nicht anrufen: Ja',
      'Sprache der Website: Englisch',
      'Für wen: Für mein Kind',
      'Angebot: Potentialanalyse',
      'Tage: Montag, Mittwoch',
      'Tageszeit: Vormittag',
      'Ort: In unseren Räumen in Dietikon',
      'Unser Sohn <Tim> ist neun.',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('Unser Sohn &lt;Tim&gt; ist neun.');
    expect(mail.html).not.toContain('<Tim>');
  });

  it('without an e-mail address there is no Reply-To, and open questions say so', () => {
    const mail = buildRequestMail(answers({ name: 'Paul', channel: 'phone', phone: '044 000 00 00' }), addresses, 'de');
    expect(mail.subject).toBe('Erstgespräch: Per Telefon');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('Telefon: 044 000 00 00');
    expect(mail.text).toContain('Für wen: Keine Angabe');
    expect(mail.text).toContain('Tage: keine gewählt (Zeiten vorschlagen)');
    expect(mail.text).not.toContain(doNotCall);
  });

  it('keeps line breaks and control characters out of the subject', () => {
    const mail = buildRequestMail(answers({ name: 'A\r\nBcc: x@example.com', channel: 'email', email: 'a@example.ch' }), addresses, 'de');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo?.name).not.toMatch(/[\r\n]/);
  });
});
