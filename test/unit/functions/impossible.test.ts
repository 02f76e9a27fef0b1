/** The functions refuse numbers that cannot be what they say, naming the value and its cell. */
import { ADJUSTED_SCORE, IMP, MATCHPOINTS, NEUBERG, PERCENT } from '../../../src/functions/functions';
import { clearCaches } from '../../../src/functions/scoring';
import { excelErrorOf, installOfficeGlobals, setDisplayLanguage } from './office-globals';

const col = (xs: unknown[]) => xs.map((x) => [x]);

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfficeGlobals('en-US');
  clearCaches();
});
afterEach(() => uninstall());

describe('impossible numbers in the functions', () => {
  it('PERCENT with more scores than the expected results is #VALUE!, naming the board, the count and the row', () => {
    // Four results and E = 2: the factored figures would leave 0..100 %.
    const e = excelErrorOf(() => PERCENT(col([420, 400, -50, 0]), undefined, null, 'BOTH', 2));
    expect(e.code).toBe('#VALUE!');
    expect(e.message).toMatch(/board .*has 4 results but the event has 2 tables/);
    // As many as expected is fine: 420 beats 1 (2 MP of 2), 400 none: 100 % and 0 %.
    expect(PERCENT(col([420, 400]), undefined, null, 'NS', 2)).toEqual([[100], [0]]);
  });

  it('NEUBERG(0, 10, 2) is #VALUE! (it gave −0.8); a count that is negative, NaN or not whole too', () => {
    expect(excelErrorOf(() => NEUBERG(0, 10, 2)).message).toBe("'10' (actual) is out of range: 1…2");
    expect(excelErrorOf(() => NEUBERG(0, -3, 4)).message).toMatch(/'-3' \(actual\) must be greater than zero/);
    expect(excelErrorOf(() => NEUBERG(0, Number.NaN, 4)).code).toBe('#VALUE!');
    expect(excelErrorOf(() => NEUBERG(0, 2.5, 4)).message).toMatch(/'2.5' \(actual\) is not a whole number/);
    // (0 + 1) · 4/2 − 1 = 1
    expect(NEUBERG(0, 2, 4)).toBe(1);
  });

  it("IMP('1,000') and IMP('1.000') are ambiguous, not 0", () => {
    expect(excelErrorOf(() => IMP('1,000')).message).toBe(
      "'1,000' (difference) can be read two ways: 1 or 1000; write it without a separator",
    );
    expect(excelErrorOf(() => IMP('1.000')).code).toBe('#VALUE!');
    // 1000 written without a separator: 14 IMPs (Law 78B: 900–1090); 1,5 (one decimal) is no thousands.
    expect(IMP('1000')).toBe(14);
    expect(IMP('620', '1,5')).toBe(12);
  });

  it('a score no contract makes (425, 1e15) is #VALUE! naming the cell', () => {
    expect(excelErrorOf(() => MATCHPOINTS(col([420, 425]))).message).toBe(
      "'425' (scores, row 2) is not a score any contract can make (Law 77)",
    );
    expect(excelErrorOf(() => MATCHPOINTS(col(['1e15', 420]))).message).toMatch(/'1e15' \(scores, row 1\)/);
    expect(excelErrorOf(() => MATCHPOINTS(col(['1.000', 420]))).message).toMatch(
      /'1\.000' \(scores, row 1\) can be read two ways: 1 or 1000/,
    );
  });

  it('the messages come in the display language', () => {
    setDisplayLanguage('pl-PL');
    expect(excelErrorOf(() => MATCHPOINTS(col([420, 425]))).message).toBe(
      '„425” (scores, wiersz 2) nie jest wynikiem, który daje jakikolwiek kontrakt (przepis 77)',
    );
  });

  it("an 'A' figure the preset does not set is refused; a fixed percentage is scored as written", () => {
    expect(excelErrorOf(() => ADJUSTED_SCORE('A55/45', col([420, 400]), 'NS', null, 'PCT')).message).toMatch(
      /'A55' gives 55 %, which is not one of the preset's artificial levels \(60\/50\/40\)/,
    );
    expect(ADJUSTED_SCORE('55%/45%', col([420, 400]), 'NS', null, 'PCT')).toEqual([[55]]);
    expect(ADJUSTED_SCORE('A60/40', col([420, 400]), 'NS', null, 'PCT')).toEqual([[60]]);
  });
});
