/**
 * The wizard's double-dummy panel: the results the director weighs read as contracts, and what the panel shows
 * while the solver works, when it gives up, and once the table is there.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { DoubleDummyPanel, ddCandidates, type BoardDdState } from '../../../src/taskpane/components/DoubleDummyPanel';
import { I18nContext, translator } from '../../../src/taskpane/i18n';
import { emptyTable } from '../../../src/engine/dd/table';
import { parOf } from '../../../src/engine/dd/par';

function render(state: BoardDdState, results: string[] = []): string {
  return renderToStaticMarkup(
    createElement(
      I18nContext.Provider,
      { value: { lang: 'en', t: translator('en') } },
      createElement(DoubleDummyPanel, { state, board: 1, results }),
    ),
  );
}

describe('DoubleDummyPanel', () => {
  it('takes the contracts of the results entered, leaving out a pass-out, a bare score and unreadable text', () => {
    expect(ddCandidates(['4S= N', 'PASS', 'NS 620', '3NTX-1 W', '4Q N', ''], 1)).toEqual([
      { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N' },
      { contract: { level: 3, strain: 'NT', risk: 'X' }, declarer: 'W' },
    ]);
  });

  it('shows the progress, the time limit reached, and nothing for a board without a deal', () => {
    expect(render({ status: 'none' })).toBe('');
    expect(render({ status: 'solving', done: 7, total: 20 })).toContain('Working out the double-dummy table: 7 of 20');
    expect(render({ status: 'too-slow', seconds: 30 })).toContain(
      'This deal took longer than 30 s to solve; the table is not shown.',
    );
  });

  it('shows the table, the par and each result against it', () => {
    // North holds all 13 spades and South all 13 diamonds: N/S take 13 tricks in either, 0 elsewhere.
    const table = emptyTable();
    table.N = { C: 0, D: 13, H: 0, S: 13, NT: 0 };
    table.S = { C: 0, D: 13, H: 0, S: 13, NT: 0 };
    table.E = { C: 13, D: 0, H: 13, S: 0, NT: 0 };
    table.W = { C: 13, D: 0, H: 13, S: 0, NT: 0 };
    const html = render({ status: 'done', dd: { table, par: parOf(table, 'N', 'None') } }, ['6S+1 N', '3NT-9 N']);
    expect((html.match(/<td/g) ?? []).length).toBe(20);
    // 7 × 30 + 300 + 1000 = 1510.
    expect(html).toContain('Par +1510 (NS): 7♠ N/S');
    expect(html).toContain('6♠ by N: DD 13 tricks, 1 over');
    expect(html).toContain('3NT by N: DD 0 tricks, 9 down');
  });
});
