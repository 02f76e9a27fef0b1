/**
 * plainResultFigures(): one result's figures from the results below and equal to it, for callers that count a
 * score's place without ranking the board (the per-line MP cell). For every preset, with and without the field's
 * expected number of results (Neuberg, missing results as ties, a preset's small boards), each distinct score of a
 * board gets what plainBoardFigures() gives it, and the top is the board's; where plainBoardFigures() scores no
 * board, neither does it. reachableTable() holds the reachable scores and nothing else.
 */
import fc from 'fast-check';
import { plainBoardFigures, plainResultFigures } from '../../../src/engine/scoring/board';
import { getPreset, PRESET_IDS } from '../../../src/engine/presets';
import { REACHABLE_SPAN, reachableScores, reachableTable } from '../../../src/engine/model/reachable';

const SCORES = [-200, -100, -50, 0, 50, 90, 110, 120, 140, 170, 400, 420, 450, 620];

describe('plainResultFigures', () => {
  it("gives each distinct score of a board plainBoardFigures()' figures, from its counts alone", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SCORES), { minLength: 1, maxLength: 40 }),
        fc.constantFrom(...PRESET_IDS),
        fc.option(fc.integer({ min: -2, max: 8 }), { nil: undefined }),
        (scores, id, extra) => {
          const preset = getPreset(id);
          const n = scores.length;
          const expected = extra === undefined ? undefined : n + extra;
          const board = plainBoardFigures(Float64Array.from(scores), n, expected, preset);
          const out = new Float64Array(3);
          const distinct = [...new Set(scores)].sort((a, b) => a - b);
          for (const s of distinct) {
            const below = scores.filter((x) => x < s).length;
            const equal = scores.filter((x) => x === s).length;
            const ok = plainResultFigures(below, equal, n, expected, preset, out);
            expect(ok).toBe(board !== undefined);
            if (board === undefined) continue;
            const j = distinct.indexOf(s);
            expect(Array.from(out)).toEqual([board.mpNS[j], board.mpEW[j], board.top]);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('Neuberg-factors a result of a board played 4 times in a field of 5 (worked by hand)', () => {
    // 420 among 620, 420, 170, −100: beats two (raw 4 of top 6). Factored: (4 + 1)·5/4 − 1 = 5.25 of top 8; EW has
    // raw 2: (2 + 1)·5/4 − 1 = 2.75.
    const out = new Float64Array(3);
    expect(plainResultFigures(2, 1, 4, 5, getPreset('wbf'), out)).toBe(true);
    expect(Array.from(out)).toEqual([5.25, 2.75, 8]);
  });

  it('refuses counts no result of the board can have', () => {
    const out = new Float64Array([7, 7, 7]);
    const wbf = getPreset('wbf');
    expect(plainResultFigures(0, 0, 4, undefined, wbf, out)).toBe(false);
    expect(plainResultFigures(3, 2, 4, undefined, wbf, out)).toBe(false);
    expect(plainResultFigures(-1, 1, 4, undefined, wbf, out)).toBe(false);
    expect(plainResultFigures(1.5, 1, 4, undefined, wbf, out)).toBe(false);
    // More results than the field's, and an expected count that is not a count.
    expect(plainResultFigures(0, 1, 4, 3, wbf, out)).toBe(false);
    expect(plainResultFigures(0, 1, 4, 4.5, wbf, out)).toBe(false);
    expect(Array.from(out)).toEqual([7, 7, 7]);
  });
});

describe('reachableTable', () => {
  it('marks exactly the reachable scores, each at its place in the span', () => {
    const table = reachableTable();
    const reachable = reachableScores();
    expect(table.length).toBe(2 * REACHABLE_SPAN + 1);
    expect(Math.max(...[...reachable].map(Math.abs))).toBe(REACHABLE_SPAN);
    let marked = 0;
    for (let k = 0; k < table.length; k++) {
      expect(table[k]).toBe(reachable.has(k - REACHABLE_SPAN) ? 1 : 0);
      marked += table[k];
    }
    expect(marked).toBe(reachable.size);
    // 420 (4♥ or 4♠ made, not vulnerable) is there; 425 and 10 are not.
    expect([table[420 + REACHABLE_SPAN], table[425 + REACHABLE_SPAN], table[10 + REACHABLE_SPAN]]).toEqual([1, 0, 0]);
  });
});
