/**
 * The per-line cell BRIDGE.MP on a column of plain scores (and blanks) is answered from the scores below and equal
 * to its own (plainResultFigures), counted in one pass over its range, without a line object per cell. Against the general path the same cells take with
 * the engine's lean paths off (withGeneralPaths(): every cell read and every line scored): each cell's figure, or
 * the Excel error it raises, must be the same, for every preset, with and without the expected number of results
 * (Neuberg, missing results as ties, small groups, E smaller than the traveller). The columns hold many ties and,
 * now and then, a score no contract makes, a text, a blank or a fraction, which the per-line path leaves to the
 * general one. Every cell's figure, NS and EW, is the one the spilled MATCHPOINTS of the same range prints on its
 * line, blanks and the expected number of results included.
 */
import fc from 'fast-check';
import { isReachableScore } from '../../../src/engine';
import { withGeneralPaths } from '../../../src/engine/scoring/board';
import { PRESET_IDS } from '../../../src/engine/presets';
import { MATCHPOINTS, MP } from '../../../src/functions/functions';
import { clearCaches } from '../../../src/functions/scoring';
import { installOfficeGlobals } from '../../unit/functions/office-globals';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installOfficeGlobals('en-US');
});
afterAll(() => uninstall());

/** Scores some contract makes, in a narrow band so that ties are common. */
const REACHABLE = Array.from({ length: 161 }, (_, k) => (k - 80) * 10).filter((s) => isReachableScore(s));

const cell = fc.oneof(
  { weight: 40, arbitrary: fc.constantFrom(...REACHABLE.filter((s) => Math.abs(s) <= 200)) },
  { weight: 10, arbitrary: fc.constantFrom(...REACHABLE) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(425, 12, 0.5, '', 'A60', 'NP', '420') },
);

/** A column as Excel hands it to one call: new arrays, parsed from JSON. */
const col = (xs: unknown[]): unknown[][] => JSON.parse(JSON.stringify(xs.map((x) => [x]))) as unknown[][];

/** A cell's answer: its value, or its error's code and message. */
function answer(call: () => unknown): unknown {
  try {
    return call();
  } catch (e) {
    const x = e as { code?: string; message?: string };
    return { code: x.code, message: x.message };
  }
}

describe('BRIDGE.MP down a column of plain scores', () => {
  it('gives every cell the figure (or the error) of the general path', () => {
    fc.assert(
      fc.property(
        fc.array(cell, { minLength: 1, maxLength: 30 }),
        fc.constantFrom(...PRESET_IDS),
        fc.option(fc.integer({ min: -2, max: 6 }), { nil: undefined }),
        (scores, preset, extra) => {
          const expected = extra === undefined ? undefined : Math.max(1, scores.length + extra);
          const cells = (ranges: () => unknown[][]) => {
            clearCaches();
            return scores.map((s) => answer(() => MP(s, ranges(), preset, undefined, expected)));
          };
          const lean = cells(() => col(scores));
          const general = withGeneralPaths(() => cells(() => col(scores)));
          expect(lean).toEqual(general);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("gives every cell its line's figure in the spill of the same range, NS and EW", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...REACHABLE), fc.constant('')), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(...PRESET_IDS),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        (scores, preset, extra) => {
          const played = scores.filter((s) => s !== '').length;
          const expected = extra === undefined ? undefined : played + extra;
          clearCaches();
          const spill = answer(() => MATCHPOINTS(col(scores), undefined, preset, 'BOTH', expected)) as unknown[][];
          clearCaches();
          const ns = scores.map((s) => answer(() => MP(s, col(scores), preset, undefined, expected)));
          const ew = scores.map((s) => answer(() => MP(s, col(scores), preset, 'EW', expected)));
          if (!Array.isArray(spill)) {
            // A board scored no way (no result at all, or a preset's small board): every cell says the same.
            for (const [k, s] of scores.entries()) if (s !== '') expect(ns[k]).toEqual(spill);
            return;
          }
          expect(ns).toEqual(spill.map((r) => r[0]));
          expect(ew).toEqual(spill.map((r) => r[1]));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('BRIDGE.MP on a plain column, by hand', () => {
  beforeEach(() => clearCaches());

  it('matchpoints a field of five with a tie (2 per beat, 1 per tie, top 8)', () => {
    // 620 beats 420, 420, 170, −100 (8); each 420 beats 170 and −100 and ties the other (2·2 + 1 = 5); 170 beats
    // −100 (2); −100 beats nobody (0).
    const scores = [420, 620, 170, 420, -100];
    expect(scores.map((s) => MP(s, col(scores)))).toEqual([5, 8, 2, 5, 0]);
    // EW's column, the side written (EW gets the top less NS's: 8 − 5 = 3…).
    expect(scores.map((s) => MP(s, col(scores), undefined, 'EW'))).toEqual([3, 0, 6, 3, 8]);
    expect(scores.map((s) => MP(s, col(scores), undefined, 'NS'))).toEqual([5, 8, 2, 5, 0]);
  });

  it('Neuberg-factors a board played fewer times than E (4 of 5)', () => {
    // Four results, E = 5: (2·mp_raw + 2)·5/4 − 1 on the 2-per-beat scale, i.e. ((mp + 1)·E/A − 1).
    // 620: raw 6 → (6 + 1)·5/4 − 1 = 7.75; 420: raw 4 → 5.25; 170: raw 2 → 2.75; −100: raw 0 → 0.25.
    const scores = [420, 620, 170, -100];
    expect(scores.map((s) => MP(s, col(scores), 'wbf', undefined, 5))).toEqual([5.25, 7.75, 2.75, 0.25]);
  });
});
