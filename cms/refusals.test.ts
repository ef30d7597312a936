import { refusalIn } from './refusals';

describe('refusalIn', () => {
  it('accepts what the site can read, including notes and quoted fields', () => {
    expect(
      refusalIn('Ein Absatz.\n\n{/* Notiz mit {Klammern} */}\n\n<CallToAction to="/contact" label="Preis {heute}">\nText\n</CallToAction>'),
    ).toBe(undefined);
  });

  it('names the running text by no block, and says what to write instead', () => {
    expect(refusalIn('Für Kinder <12 Jahre.')).toEqual({
      where: [],
      snippet: '<12',
      message:
        'Ein «<» vor einer Zahl oder einem Leerzeichen kann die Website nicht lesen: bitte «weniger als» schreiben, z. B. «weniger als 12».',
    });
    expect(refusalIn('Rabatt {heute}')?.message).toBe('Geschweifte Klammern kann die Website nicht lesen: bitte runde Klammern schreiben.');
  });

  it('names the block and field of a refused value', () => {
    expect(refusalIn('Text.\n\n<CallToAction to="/contact" label="Grüße">\nWir helfen.\n</CallToAction>')).toEqual({
      where: ['Baustein «Aufruf mit Knopf»', 'Feld «Text auf dem Knopf»'],
      snippet: 'ße',
      message: 'Bitte «ss» statt «ß» schreiben.',
    });
    expect(refusalIn('<CallToAction to="/contact" label="Los">\nFür Kinder <12 Jahre.\n</CallToAction>')?.where).toEqual([
      'Baustein «Aufruf mit Knopf»',
      'Feld «Text»',
    ]);
  });

  it('names the item of a list block', () => {
    expect(refusalIn('<Cards>\n<Card title="Eins">Gut</Card>\n<Card title="Zwei">{x}</Card>\n</Cards>')?.where).toEqual([
      'Baustein «Karten»',
      'Karte 2',
      'Feld «Text»',
    ]);
  });
});
