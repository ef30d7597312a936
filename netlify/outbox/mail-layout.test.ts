/**
 * The team's mails' layout (./mail-layout.ts): links are words in the HTML part, the address stays in the
 * plain text; answers are escaped. (That such a mail fits 320 px is shown in a browser: e2e/who-came.spec.ts.)
 */
import { layOutMail, withFirstLine } from './mail-layout';

/** What a reader of the HTML part sees: its text without tags (attributes such as href are not seen). */
const visibleText = (html: string) => html.replace(/<[^>]*>/g, ' ');

describe('layOutMail', () => {
  const url = 'https://www.example.ch/.netlify/functions/booking?attended=abcdefghijklmnop.2026-11-30T0900Z.signature&came=yes';
  const mail = layOutMail({
    intro: 'Gestern war ein Erstgespräch.',
    sections: [{ title: 'Mo, 30. Nov. 2026', rows: [['Ort', 'online']], links: [['Ist gekommen', url]] }],
  });

  it('shows a link as its words, leading to its address, and never the bare address', () => {
    expect(mail.html).toContain(`<a href="${url.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toMatch(/<a [^>]*>Ist gekommen<\/a>/);
    expect(visibleText(mail.html)).not.toContain('http');
  });

  it('keeps the address after the words in the plain text, under its section', () => {
    expect(mail.text.split('\n')).toEqual(['Gestern war ein Erstgespräch.', '', 'Mo, 30. Nov. 2026', '  Ort: online', '', `  Ist gekommen: ${url}`, '']);
  });

  it('escapes the words and the address', () => {
    const { html } = layOutMail({ intro: '', sections: [{ links: [['<b>', 'https://x.example/?a="b"']] }] });
    expect(html).toContain('<a href="https://x.example/?a=&quot;b&quot;"');
    expect(html).toContain('&lt;b&gt;</a>');
  });

  it("breaks a label between its words only, never at a hyphen: a long address beside it gets the room", () => {
    const { html } = layOutMail({ intro: '', sections: [{ rows: [['E-Mail', 'a@b.example'], ['Missbrauchte Adresse', 'c@d.example']] }] });
    expect(html).toContain('<th align="left" valign="top"><span style="white-space: nowrap">E-Mail</span></th>');
    expect(html).toContain(
      '<th align="left" valign="top"><span style="white-space: nowrap">Missbrauchte</span> <span style="white-space: nowrap">Adresse</span></th>',
    );
  });

  it('lets a long e-mail address wrap before its @ and its dots, and leaves other values as they are', () => {
    const { html } = layOutMail({
      intro: '',
      sections: [{ rows: [['E-Mail', 'quirinus.langer@beispiel.example.ch'], ['Termin', 'Dienstag, 3. März 2026']] }],
    });
    expect(html).toContain('>quirinus<wbr>.langer<wbr>@beispiel<wbr>.example<wbr>.ch</td>');
    expect(html).toContain('>Dienstag, 3. März 2026</td>');
    // <wbr> is a chance to break, never a character: the reader sees the address whole.
    expect(html.replaceAll('<wbr>', '')).toContain('>quirinus.langer@beispiel.example.ch<');
  });
});

describe('withFirstLine', () => {
  it("puts the line first inside the mail's column (its room at the sides on a phone), not before it", () => {
    const { html } = layOutMail({ intro: 'Neue Nachricht.', sections: [] });
    const noted = withFirstLine(html, '<p><strong>Verspätet zugestellt</strong></p>');
    expect(noted).toMatch(/<body[^>]*>\n<div style="max-width: 36em; margin: 0 auto; padding: 16px">\n<p><strong>Verspätet zugestellt<\/strong><\/p>\n<p>Neue Nachricht.<\/p>/);
  });

  it('refuses what is not a mail document, rather than put the line where no reader sees it as the first', () => {
    expect(() => withFirstLine('<p>bare</p>', '<p>x</p>')).toThrow('not a mail document');
  });
});
