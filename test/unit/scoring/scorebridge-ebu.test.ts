/**
 * ScoreBridge under its usual authority, the EBU. The program profile decides how a board played fewer times is
 * scored (each missing result a tie on the fixed top); the White Book's Neuberg on every board and its small-group
 * percentages for a whole board played 2 or 3 times (§4.2.3.3) apply only when the profile says nothing (ebu with
 * its usual program). The EBU's small groups of a fouled board still hold.
 */
import { combinePreset, getAuthority, getPreset, getProgram } from '../../../src/engine/presets';
import { scoreBoard } from '../../../src/engine/scoring/board';
import { played } from './helpers';

const ebuScorebridge = getPreset('ebu', 'scorebridge');
const ebu = getPreset('ebu');

describe('ebu + scorebridge: the profile decides a board played fewer times', () => {
  it("the combined preset keeps ScoreBridge's rule and the EBU's rounding and fouled-board groups", () => {
    expect(ebuScorebridge.neuberg).toMatchObject({
      when: 'artificial-only',
      fewerResults: 'missing-as-ties',
      rounding: { step: 0.0001, halves: 'away-from-average' },
    });
    expect(ebuScorebridge.fouled.smallGroups).toMatchObject({ maxSize: 3, fieldAtLeastTimes: 3, anyBoard: false });
    // ebu with its usual program: the White Book rules as before.
    expect(ebu.neuberg.when).toBe('always');
    expect(ebu.fouled.smallGroups.anyBoard).toBe(true);
    // A profile that says nothing of such boards leaves the authority's rules (ebu + Magic Contest).
    const mc = combinePreset(getAuthority('ebu'), getProgram('magic-contest'));
    expect([mc.neuberg.when, mc.fouled.smallGroups.anyBoard]).toEqual(['always', true]);
  });

  it('3 of 4 tables: 5 / 3 / 1 of top 6, not Neuberg 5.6667', () => {
    // Among themselves 4 / 2 / 0, plus one tie (1) with the missing result: 5 / 3 / 1; EW 1 / 3 / 5.
    const lines = () => [played(1, 100), played(1, -100), played(1, -200)];
    const sb = scoreBoard(lines(), { board: 1, expected: 4 }, ebuScorebridge);
    expect(sb.top).toBe(6);
    expect(sb.entries.map((e) => [e.mpNS, e.mpEW])).toEqual([
      [5, 1],
      [3, 3],
      [1, 5],
    ]);
    expect(sb.groups[0].treatment).toBe('missing-as-ties');
    // The EBU with its usual program: Neuberg (4 + 1)·4/3 − 1 = 5.6667 (to 0.0001 MP).
    expect(scoreBoard(lines(), { board: 1, expected: 4 }, ebu).entries[0].mpNS).toBeCloseTo(5.6667, 10);
  });

  it('3 of 10 tables: 11 / 9 / 7 of top 18, not the small-group 70 / 60 / 50 %', () => {
    // Field of 10 ≥ 3 × 3, so the EBU's small-group rule would apply: 60 + (M − 2)·5 = 70 / 60 / 50 %.
    const lines = () => [played(2, 420), played(2, 170), played(2, -100)];
    const e = scoreBoard(lines(), { board: 2, expected: 10 }, ebu);
    expect(e.entries.map((x) => x.pctNS)).toEqual([70, 60, 50]);
    expect(e.groups[0].treatment).toBe('small-group');
    // ScoreBridge: top 2·(10 − 1) = 18; among themselves 4 / 2 / 0, plus 7 ties with the missing results:
    // 11 / 9 / 7 (EW 7 / 9 / 11); 11 / 18 = 61.11 %, 9 / 18 = 50 %, 7 / 18 = 38.89 %.
    const sb = scoreBoard(lines(), { board: 2, expected: 10 }, ebuScorebridge);
    expect(sb.top).toBe(18);
    expect(sb.entries.map((x) => [x.mpNS, x.mpEW])).toEqual([
      [11, 7],
      [9, 9],
      [7, 11],
    ]);
    expect(sb.entries[0].pctNS).toBeCloseTo((100 * 11) / 18, 10);
    expect(sb.entries[2].pctNS).toBeCloseTo((100 * 7) / 18, 10);
    expect(sb.groups[0].treatment).toBe('missing-as-ties');
  });

  it('2 of 10 tables: 10 / 8 of top 18, not 65 / 55 %', () => {
    // EBU: 60 + (2 − 1)·5 = 65 and 60 + (0 − 1)·5 = 55. ScoreBridge: 2 / 0 among themselves plus 8 ties = 10 / 8.
    const lines = () => [played(3, 620), played(3, 600)];
    expect(scoreBoard(lines(), { board: 3, expected: 10 }, ebu).entries.map((x) => x.pctNS)).toEqual([65, 55]);
    const sb = scoreBoard(lines(), { board: 3, expected: 10 }, ebuScorebridge);
    expect(sb.entries.map((x) => x.mpNS)).toEqual([10, 8]);
    expect(sb.entries[1].pctNS).toBeCloseTo((100 * 8) / 18, 10);
  });
});
