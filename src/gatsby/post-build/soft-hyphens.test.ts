import { hyphenateText, withSoftHyphens, withSoftHyphensInPage } from './soft-hyphens';

const shown = (text: string) => text.replace(/\u00ad/g, '|');

describe('soft hyphens', () => {
  it('breaks long German and English words at their syllables, four letters at least before a break and three after', () => {
    expect(shown(withSoftHyphens('Kompetenzzentrum', 'de'))).toBe('Kompe|tenz|zen|trum');
    expect(shown(withSoftHyphens('Datenschutzerklärung', 'de'))).toBe('Daten|schutz|er|klä|rung');
    expect(shown(withSoftHyphens('Erstgespräch', 'de'))).toBe('Erst|ge|spräch');
    expect(shown(withSoftHyphens('consultation', 'en'))).toBe('consulta|tion');
    expect(shown(withSoftHyphens('Lösungsweg', 'de'))).toBe('Lösungs|weg');
  });

  it('leaves short words, and languages it has no rules for, as they are', () => {
    expect(withSoftHyphens('Coaching', 'de')).toBe('Coaching');
    expect(withSoftHyphens('Kompetenzzentrum', 'fr')).toBe('Kompetenzzentrum');
  });

  it('lets an e-mail address break before its @, and leaves entities and words with hyphens of their own alone', () => {
    expect(hyphenateText('Schreiben Sie an info@example.com.', 'de')).toBe('Schreiben Sie an info<wbr>@example.com.');
    expect(hyphenateText('&CounterClockwiseContourIntegral; Kompetenz\u00adzentrum', 'de')).toBe(
      '&CounterClockwiseContourIntegral; Kompetenz\u00adzentrum',
    );
  });

  it('hyphenates the running text of the body by each element’s language, and nothing else', () => {
    const page = [
      '<!DOCTYPE html><html lang="de"><head><title>Datenschutzerklärung</title></head><body>',
      '<h1 class="Datenschutzerklärung">Datenschutzerklärung</h1><p lang="en">Psychoeducation</p>',
      '<script>const Datenschutzerklärung = 1;</script><noscript><style>.Datenschutzerklärung{}</style></noscript>',
      '<react-island><p>Datenschutzerklärung</p></react-island><code>Datenschutzerklärung</code>',
      '<span translate="no">Kompetenzzentrum</span></body></html>',
    ].join('');
    const expected = page
      .replace('>Datenschutzerklärung</h1>', '>Daten\u00adschutz\u00ader\u00adklä\u00adrung</h1>')
      .replace('>Psychoeducation<', `>${withSoftHyphens('Psychoeducation', 'en')}<`);
    expect(withSoftHyphensInPage(page)).toBe(expected);
    expect(withSoftHyphens('Psychoeducation', 'en')).not.toBe('Psychoeducation');
  });
});
