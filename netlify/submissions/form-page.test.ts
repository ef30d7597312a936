import { fillFormPage, pageEmail, summaryHtml } from './form-page';

// The markup the site renders (src/forms/ui, src/forms/request), cut down.
const page = [
  '<html><head><title data-gatsby-head="true">Erstgespräch anfragen | Site</title>',
  '</head><body>',
  '<form action="/.netlify/functions/send-contact-email" method="post">',
  '<input type="hidden" name="language" value="de"/>',
  '<div id="request-problems" data-form-problems="" tabindex="-1" hidden="" class="css-a"></div>',
  '<p id="request-name-error" data-field-error="name" hidden="" class="css-b"></p>',
  '<input id="request-name" name="name" maxLength="100" type="text" value=""/>',
  '<input type="checkbox" id="request-topics-adhd" name="topics" value="adhd"/>',
  '<input type="checkbox" id="request-topics-autism" name="topics" value="autism"/>',
  '<input type="checkbox" id="request-topics-other" name="topics" value="other" checked=""/>',
  '<input type="radio" id="request-channel-email" name="channel" checked="" value="email"/>',
  '<input type="radio" id="request-channel-phone" name="channel" value="phone"/>',
  '<textarea id="request-message" name="message" rows="5"></textarea>',
  '<input id="request-website" name="website" type="text" value=""/>',
  '</form><a href="mailto:info@example.com">info@example.com</a>',
  '<script src="/app-1.js" async=""></script><script>window.pagePath="/x";</script></body></html>',
].join('');

const answer = {
  values: {
    name: 'Anna "<b>"',
    topics: ['adhd', 'autism'],
    channel: 'phone',
    message: '\nErste Zeile & <script>alert(1)</script>',
    website: 'http://spam',
  },
  summary: { title: 'Bitte prüfen', items: [{ fieldId: 'request-phone', text: 'Telefon <fehlt>' }, { text: 'Ohne Feld' }] },
  fieldErrors: { name: 'Name & so' },
  titlePrefix: 'Fehler: ',
  skip: ['website'],
};

describe('fillFormPage', () => {
  const filled = fillFormPage(page, answer);

  it('puts every typed value back, escaped', () => {
    // In a quoted attribute only the quote and & need escaping: "<b>" stays a value, never markup.
    expect(filled).toContain('name="name" maxlength="100" type="text" value="Anna &quot;<b>&quot;" aria-invalid="true"');
    expect(filled).toContain('value="adhd" checked=""');
    expect(filled).toContain('value="autism" checked=""');
    expect(filled).not.toMatch(/value="other"[^>]*checked/);
    expect(filled).not.toMatch(/value="email"[^>]*checked|checked=""[^>]*value="email"/);
    expect(filled).toContain('value="phone" checked=""');
    // A leading line break survives the parser's dropping of the first one.
    expect(filled).toContain('rows="5">\n\nErste Zeile &amp; &lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
  });

  it('keeps a leading line break the browser sent as CR LF', () => {
    const crlf = fillFormPage(page, { ...answer, values: { ...answer.values, message: '\r\nZweite Zeile' } });
    expect(crlf).toContain('rows="5">\n\r\nZweite Zeile</textarea>');
  });

  it('never puts the honeypot back, and leaves hidden fields as they were', () => {
    expect(filled).toContain('name="website" type="text" value=""');
    expect(filled).toContain('<input type="hidden" name="language" value="de">');
  });

  it('shows the summary (focused first) and the message beside the field', () => {
    expect(filled).toContain(
      '<div id="request-problems" data-form-problems="" tabindex="-1" class="css-a" role="alert" autofocus=""><h2>Bitte prüfen</h2>',
    );
    expect(filled).toContain('<li><a href="#request-phone">Telefon &lt;fehlt&gt;</a></li><li>Ohne Feld</li>');
    expect(filled).toContain('<p id="request-name-error" data-field-error="name" class="css-b">Name &amp; so</p>');
  });

  it('says "error" first in the title, and takes every script out', () => {
    expect(filled).toContain('<title data-gatsby-head="true">Fehler: Erstgespräch anfragen | Site</title>');
    expect(filled).not.toMatch(/<script/);
  });

  it('finds the company address the page shows', () => {
    expect(pageEmail(page)).toBe('info@example.com');
    expect(pageEmail('<p>none</p>')).toBeUndefined();
  });

  it('escapes a summary completely', () => {
    expect(summaryHtml({ title: '<x>', items: [{ fieldId: '"><img>', text: '&' }] })).toBe(
      '<h2>&lt;x&gt;</h2><ul><li><a href="#&quot;&gt;&lt;img&gt;">&amp;</a></li></ul>',
    );
  });
});
