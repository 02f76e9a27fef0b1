/** The double-dummy grid's texts and markup, in English and Polish. */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { DoubleDummyGrid, candidateText, parText } from '../../../src/taskpane/components/DoubleDummyGrid';
import { I18nContext, translator } from '../../../src/taskpane/i18n';
import { emptyTable } from '../../../src/engine/dd/table';
import { parOf } from '../../../src/engine/dd/par';

function sample() {
  const table = emptyTable();
  table.N = { C: 8, D: 8, H: 9, S: 10, NT: 6 };
  table.S = { C: 8, D: 8, H: 9, S: 10, NT: 6 };
  table.E = { C: 4, D: 5, H: 4, S: 3, NT: 6 };
  table.W = { C: 4, D: 5, H: 4, S: 3, NT: 6 };
  return table;
}

describe('DoubleDummyGrid', () => {
  const en = translator('en');
  it('compares a result with double dummy', () => {
    const t = sample();
    // 4♠ by N: 10 tricks, needs 10 → makes exactly; 5♠ one down; 2♥ by S: 9 tricks, one over.
    expect(candidateText(t, { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N' }, en)).toBe(
      '4♠ by N: DD 10 tricks, just makes',
    );
    expect(candidateText(t, { contract: { level: 5, strain: 'S', risk: 'X' }, declarer: 'N' }, en)).toBe(
      '5♠X by N: DD 10 tricks, 1 down',
    );
    expect(candidateText(t, { contract: { level: 2, strain: 'H', risk: '' }, declarer: 'S' }, en)).toBe(
      '2♥ by S: DD 9 tricks, 1 over',
    );
  });

  it('writes the par from NS side with the contracts and declarers', () => {
    // Dealer N, none vulnerable: 4♠ by N or S = 420; EW have nothing to bid.
    expect(parText(parOf(sample(), 'N', 'None'), en)).toBe('Par +420 (NS): 4♠ N/S');
    expect(parText({ score: 0, contracts: [] }, en)).toMatch(/passed out/);
  });

  it('renders the grid with declarers down and strains across, in the pane language', () => {
    const html = renderToStaticMarkup(
      createElement(
        I18nContext.Provider,
        { value: { lang: 'pl', t: translator('pl') } },
        createElement(DoubleDummyGrid, {
          table: sample(),
          par: parOf(sample(), 'N', 'None'),
          board: 3,
          candidates: [{ contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N' }],
        }),
      ),
    );
    expect(html).toContain('Rozdanie 3 w widne karty');
    expect(html).toContain('>BA<');
    expect((html.match(/<td/g) ?? []).length).toBe(20);
    expect(html).toContain('4♠ z ręki N: w widne karty 10 lew, dokładnie ugrany');
  });
});
