import { scoreBoard } from '../../../src/engine/scoring/board';
import { formGroups, groupTreatment, smallGroupPercent } from '../../../src/engine/laws/law87/fouled';
import { getPreset } from '../../../src/engine/presets';
import type { TravellerEntry } from '../../../src/engine/model/types';
import { played } from './helpers';

const wbf = getPreset('wbf');
const ebu = getPreset('ebu');
const acbl = getPreset('acbl');

function fouledBoard(correct: number[], changed: number[], form = 'B'): TravellerEntry[] {
  return [...correct.map((s) => played(10, s)), ...changed.map((s) => played(10, s, undefined, undefined, form))];
}

describe('Law 87 fouled boards: each group scored separately and factored to the full field', () => {
  it('worked example 3: 12 tables, groups of 8 and 4 (top 22)', () => {
    const lines = fouledBoard([450, 450, 420, 420, 420, 400, 170, -50], [140, 140, 110, -100]);
    const s = scoreBoard(lines, { expected: 12 }, wbf);
    expect(s.fouled).toBe(true);
    expect(s.top).toBe(22);
    expect(s.entries.map((e) => e.mpNS)).toEqual([20, 20, 12.5, 12.5, 12.5, 6.5, 3.5, 0.5, 17, 17, 8, 2]);
    // Group sums: 8 × 11 = 88 and 4 × 11 = 44
    const sum = (a: number, b: number) => a + b;
    expect(
      s.entries
        .slice(0, 8)
        .map((e) => e.mpNS!)
        .reduce(sum),
    ).toBe(88);
    expect(
      s.entries
        .slice(8)
        .map((e) => e.mpNS!)
        .reduce(sum),
    ).toBe(44);
    expect(s.entries[8].form).toBe('B');
    // EBU: the group of 4 is more than 3 results, so Neuberg too
    expect(scoreBoard(lines, { expected: 12 }, ebu).entries.map((e) => e.mpNS)).toEqual(s.entries.map((e) => e.mpNS));
  });

  it('factors fouled groups under "artificial-only" presets too, to the tables on the board', () => {
    const lines = fouledBoard([450, 450, 420, 420, 420, 400, 170, -50], [140, 140, 110, -100]);
    const s = scoreBoard(lines, {}, getPreset('ffb'));
    expect(s.top).toBe(22);
    expect(s.entries[0].mpNS).toBe(20);
  });
});

describe('small groups (EBU White Book §4.2.3.3)', () => {
  it('a pair of results that is at most a third of the field: 65 % / 55 % (tie 60 / 60)', () => {
    const s = scoreBoard(fouledBoard([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [140, 110]), { expected: 12 }, ebu);
    // Top 22: 65 % = 14.3, 55 % = 12.1. EW: the 110 table is EW's better result.
    expect(s.entries[10]).toMatchObject({ pctNS: 65, pctEW: 55, kindNS: 'small-group' });
    expect(s.entries[11]).toMatchObject({ pctNS: 55, pctEW: 65 });
    expect(s.entries[10].mpNS).toBeCloseTo(14.3, 12);
    const tie = scoreBoard(fouledBoard([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [140, 140]), { expected: 12 }, ebu);
    expect(tie.entries[10]).toMatchObject({ pctNS: 60, pctEW: 60 });
  });

  it('three results: 70 / 60 / 50 when E ≥ 9, Neuberg when the field is smaller', () => {
    const big = scoreBoard(fouledBoard([1, 2, 3, 4, 5, 6, 7, 8, 9], [140, 110, -100]), { expected: 12 }, ebu);
    expect(big.entries.slice(9).map((e) => e.pctNS)).toEqual([70, 60, 50]);
    expect(big.entries.slice(9).map((e) => e.pctEW)).toEqual([50, 60, 70]);
    // E = 8 < 3 × 3: Neuberg. 140 → M 4 of 4 → (4 + 1) × 8/3 − 1 = 37/3
    const small = scoreBoard(fouledBoard([1, 2, 3, 4, 5], [140, 110, -100]), { expected: 8 }, ebu);
    expect(small.entries[5].mpNS).toBeCloseTo(37 / 3, 4);
    expect(small.entries[5].kindNS).toBe('result');
  });

  it("a form played once gets the preset's artificial score (EBU: Ave+ to both), open to Law 12C2(c)", () => {
    const s = scoreBoard(fouledBoard([1, 2, 3, 4, 5], [140]), { expected: 6 }, ebu);
    expect(s.entries[5]).toMatchObject({ pctNS: 60, pctEW: 60, kindNS: 'artificial', kindEW: 'artificial' });
    const s2 = scoreBoard(fouledBoard([1, 2, 3, 4, 5], [140]), { expected: 6, ownPercent: () => 70 }, ebu);
    expect(s2.entries[5]).toMatchObject({ pctNS: 70, pctEW: 70 });
  });
});

describe('small groups (ACBLscore)', () => {
  it('a group of 3 that is the smaller group: 70/60/50; the larger group is factored', () => {
    const s = scoreBoard(fouledBoard([300, 200, 100, 0], [140, 110, -100]), { expected: 7 }, acbl);
    expect(s.entries.slice(4).map((e) => e.pctNS)).toEqual([70, 60, 50]);
    // Group of 4 on 7: 300 → (6 + 1) × 7/4 − 1 = 11.25
    expect(s.entries[0].mpNS).toBe(11.25);
  });

  it('a group of 3 that is (one of) the largest is factored', () => {
    const s = scoreBoard(fouledBoard([300, 200, 100], [140, 110, -100]), { expected: 6 }, acbl);
    // (4 + 1) × 6/3 − 1 = 9 on top 10
    expect(s.entries[0].mpNS).toBe(9);
    expect(s.entries[3].mpNS).toBe(9);
  });

  it('a group of 2 → 65/55; a single result → 60 % each way (fixed, not artificial)', () => {
    const two = scoreBoard(fouledBoard([300, 200, 100, 0], [140, 110]), { expected: 6 }, acbl);
    expect(two.entries.slice(4).map((e) => e.pctNS)).toEqual([65, 55]);
    const one = scoreBoard(fouledBoard([300, 200, 100, 0], [140]), { expected: 5, ownPercent: () => 90 }, acbl);
    expect(one.entries[4]).toMatchObject({ pctNS: 60, pctEW: 60, kindNS: 'single' });
  });
});

describe('fouled.ts helpers', () => {
  it('groups by form, correct form first', () => {
    const lines = [played(1, 1, undefined, undefined, 'X'), played(1, 2), played(1, 3, undefined, undefined, 'X')];
    expect([...formGroups(lines, () => true)]).toEqual([
      ['', [1]],
      ['X', [0, 2]],
    ]);
  });

  it('small-group percentage formula 60 + (M − (A − 1)) × 5', () => {
    expect(smallGroupPercent(2, 2, 60, 5)).toBe(65);
    expect(smallGroupPercent(0, 2, 60, 5)).toBe(55);
    expect(smallGroupPercent(4, 3, 60, 5)).toBe(70);
    expect(smallGroupPercent(0, 3, 60, 5)).toBe(50);
  });

  it('treatment by size', () => {
    const o = ebu.fouled.smallGroups;
    expect(groupTreatment(4, 20, false, o).kind).toBe('neuberg');
    expect(groupTreatment(3, 9, false, o).kind).toBe('small');
    expect(groupTreatment(3, 8, false, o).kind).toBe('neuberg');
    expect(groupTreatment(1, 8, false, o).kind).toBe('single');
    expect(groupTreatment(1, 8, false, wbf.fouled.smallGroups)).toEqual({
      kind: 'single',
      rule: { kind: 'artificial', ns: 'plus', ew: 'plus' },
    });
  });
});
