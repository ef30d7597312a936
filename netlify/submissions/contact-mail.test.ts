import { buildContactMail } from './contact-mail';
import { bodySafe, displayNameSafe, escapeHtml, headerSafe } from '../shared/mail-safety';

const addresses = { to: 'kontakt@firma.example', from: 'website@firma.example' };
const input = { name: 'Anna Muster', email: 'anna@example.ch', subject: 'Coaching', message: 'Guten Tag\nZeile 2' };

/** Control characters, and the Unicode line and paragraph separators. */
const headerBreaker = /[\p{Cc}\u2028\u2029]/u;

describe('buildContactMail', () => {
  it('sends to and from the fixed addresses, the visitor only as Reply-To', () => {
    const mail = buildContactMail(input, addresses, 'de');
    expect(mail).toMatchObject({
      to: 'kontakt@firma.example',
      from: 'website@firma.example',
      replyTo: { email: 'anna@example.ch', name: 'Anna Muster' },
      subject: 'Kontaktformular: Coaching',
    });
  });

  it('writes a plain-text body with every field', () => {
    const { text } = buildContactMail(input, addresses, 'en');
    expect(text).toContain('Name: Anna Muster');
    expect(text).toContain('E-Mail: anna@example.ch');
    expect(text).toContain('Sprache: Englisch');
    expect(text).toContain('Betreff: Coaching');
    expect(text).toContain('Guten Tag\nZeile 2');
  });

  it('escapes everything the visitor typed in the HTML part', () => {
    const hostile = {
      name: '<img src=x onerror=alert(1)>',
      email: 'anna@example.ch',
      subject: '"><script>alert(1)</script>',
      message: "<a href='javascript:alert(1)'>klick</a> & <b>fett</b>",
    };
    const { html, text } = buildContactMail(hostile, addresses, 'de');
    expect(html).not.toMatch(/<(img|script|a|b)[\s>]/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('&lt;a href=&#39;javascript:alert(1)&#39;&gt;klick&lt;/a&gt; &amp; &lt;b&gt;fett&lt;/b&gt;');
    // The text part stays exactly as typed: it is never rendered as markup.
    expect(text).toContain(hostile.message);
  });

  it('keeps CR/LF and control characters out of every header field', () => {
    const mail = buildContactMail(
      {
        name: 'Eve\r\nBcc: victim@example.com',
        email: 'eve@example.com',
        subject: 'Hallo\r\nBcc: victim@example.com\u0000\u2028x\u0085y',
        message: 'Text',
      },
      addresses,
      'de',
    );
    for (const value of [mail.to, mail.from, mail.replyTo?.email, mail.replyTo?.name, mail.subject]) {
      expect(value).not.toMatch(headerBreaker);
    }
    expect(mail.subject).toBe('Kontaktformular: Hallo Bcc: victim@example.com x y');
    expect(mail.replyTo?.name).toBe('Eve Bcc: victim@example.com');
  });

  it('refuses a visitor address with a line break even if validation were skipped', () => {
    expect(() => buildContactMail({ ...input, email: 'eve@example.com\r\nBcc: x@y.ch' }, addresses, 'de')).toThrow();
    expect(() => buildContactMail({ ...input, email: 'Eve <eve@example.com>' }, addresses, 'de')).toThrow();
  });
});

describe('header and body helpers', () => {
  it('headerSafe turns breakers into single spaces', () => {
    expect(headerSafe(' a\r\n\tb\u0000c\u2029 ')).toBe('a b c');
  });

  it('displayNameSafe removes address syntax SendGrid would misread', () => {
    expect(displayNameSafe('Muster, Anna; "x" <a@b.ch>')).toBe('Muster Anna x a@b.ch');
  });

  it('bodySafe keeps line breaks and tabs but drops other controls', () => {
    expect(bodySafe('a\r\nb\rc\u2028d\te\u0000f\u0007')).toBe('a\nb\nc\nd\tef');
  });

  it('escapeHtml escapes the five special characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
