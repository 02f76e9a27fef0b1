/**
 * Conventions of the scoring programs (presets/programs) and of authorities, each with figures worked out by
 * hand in the comments.
 */
import { scoreBoard } from '../../../src/engine/scoring/board';
import { scoreEvent, type SessionTotal } from '../../../src/engine/scoring/session';
import { butlerDatum } from '../../../src/engine/scoring/butler';
import { combinePreset, getAuthority, getPreset, getProgram } from '../../../src/engine/presets';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';
import { printBoardPercent, printedText } from '../../../src/engine/print/figures';
import { played } from './helpers';

const byId = (totals: SessionTotal[]) => Object.fromEntries(totals.map((t) => [t.id, t]));

describe('KOPS: factored matchpoints kept to 0.01 before the percentage', () => {
  // 21 results on a board of a 22-table field; two results tie on top: M = 2·19 + 1 = 39.
  // Neuberg: (39 + 1)·22/21 − 1 = 40.9048 (top 42).
  const lines = (): TravellerEntry[] => [
    played(1, 420),
    played(1, 420),
    ...Array.from({ length: 19 }, (_, i) => played(1, -10 * (i + 1))),
  ];

  it('KOPS: 40.9048 → 40.90 MP, 40.90 / 42 = 97.38 %', () => {
    const b = scoreBoard(lines(), { board: 1, expected: 22 }, getPreset('pzbs', 'kops'));
    expect(b.top).toBe(42);
    expect(b.entries[0].mpNS).toBe(40.9);
    expect(b.entries[0].pctNS).toBeCloseTo((100 * 40.9) / 42, 10);
    expect(printedText(getPreset('pzbs', 'kops'), 'boardPercent', b.entries[0].pctNS)).toBe('97.38');
  });

  it('JFR Pary keeps the exact factored figure: 40.9048 / 42 = 97.39 %', () => {
    const preset = getPreset('pzbs');
    const b = scoreBoard(lines(), { board: 1, expected: 22 }, preset);
    expect(b.entries[0].mpNS).toBeCloseTo((40 * 22) / 21 - 1, 10);
    expect(printedText(preset, 'boardPercent', b.entries[0].pctNS)).toBe('97.39');
  });
});

describe('Compscore', () => {
  it('a factored board score counts as a percentage kept to 0.01 %: 99.85 % of 36 = 35.946', () => {
    // 19 tables; board 1 played 18 times, pair 1 alone on top: M = 34 of a top 34.
    // Factored to the field: (34 + 1)·19/18 − 1 = 35.944 of 36 = 99.846 % → 99.85 % → 35.946.
    const entries = Array.from({ length: 18 }, (_, i) => played(1, 1000 - 10 * i, `${i + 1}`, `${i + 101}`));
    const contestants = entries.flatMap((e) => [
      { id: e.ns!, direction: 'NS' as const },
      { id: e.ew!, direction: 'EW' as const },
    ]);
    const ev: EventData = { kind: 'pairs', form: 'mp', contestants, entries, expectedResults: 19 };
    const t = byId(scoreEvent(ev, getPreset('abf')).totals);
    expect(t['1'].exactTotal).toBeCloseTo(0.9985 * 36, 10);
    expect(t['1'].total).toBe(35.95);
    // Without the convention the exact 35.944 prints 35.94.
    const exact = combinePreset(getAuthority('abf'), {
      ...getProgram('compscore'),
      neuberg: { when: 'artificial-only' },
    });
    const u = byId(scoreEvent(ev, exact).totals);
    expect(u['1'].exactTotal).toBeCloseTo((35 * 19) / 18 - 1, 10);
    expect(u['1'].total).toBe(35.94);
  });

  it('two-winner Mitchell: a total is scaled to the most boards of its own direction', () => {
    // Three NS pairs play 2 boards each, two EW pairs 3 each (every NS pair sits out a round). Two results a
    // board, top 2: b1 n1 +100 v e1, n2 −100 v e2; b2 n2 +100 v e1, n3 −100 v e2; b3 n3 +100 v e1, n1 −100 v e2.
    // n1 = 2 + 0 = 2 of 4 (50 %); e2 = 2 + 2 + 2 = 6 of 6.
    const entries = [
      played(1, 100, 'n1', 'e1'),
      played(1, -100, 'n2', 'e2'),
      played(2, 100, 'n2', 'e1'),
      played(2, -100, 'n3', 'e2'),
      played(3, 100, 'n3', 'e1'),
      played(3, -100, 'n1', 'e2'),
    ];
    const contestants = [
      ...['n1', 'n2', 'n3'].map((id) => ({ id, direction: 'NS' as const })),
      ...['e1', 'e2'].map((id) => ({ id, direction: 'EW' as const })),
    ];
    const ev: EventData = { kind: 'pairs', form: 'mp', contestants, entries };
    const t = byId(scoreEvent(ev, getPreset('abf')).totals);
    // Own direction's most boards is 2: 2 × 2/2 = 2.00, printed as it is.
    expect(t['n1']).toMatchObject({ total: 2, percent: 50, boardsPlayed: 2 });
    expect(t['e2']).toMatchObject({ total: 6, percent: 100, boardsPlayed: 3 });
    // Scaled to the whole field's 3 boards it would be 2 × 3/2 = 3.00; the percentage is the same.
    const field = combinePreset(getAuthority('abf'), {
      ...getProgram('compscore'),
      totals: { ...getProgram('compscore').totals, sessionBoardsBy: 'field' },
    });
    expect(byId(scoreEvent(ev, field).totals)['n1']).toMatchObject({ total: 3, percent: 50 });
  });
});

describe('JFR Pary IMP pairs: datum trim and truncation', () => {
  // Six results, two dropped at each end: 444 and 450 kept, mean 447.
  it('truncated toward zero to a multiple of 10: 447 → 440, −447 → −440 (nearest would give 450)', () => {
    const up = [-200, 0, 444, 450, 1000, 2000];
    expect(butlerDatum(up, { drop: { each: 2 }, datumRounding: 'toward-zero' })).toBe(440);
    expect(butlerDatum(up, { drop: { each: 2 } })).toBe(450);
    const down = up.map((s) => -s);
    expect(butlerDatum(down, { drop: { each: 2 }, datumRounding: 'toward-zero' })).toBe(-440);
  });

  it('a share of the results at each end, in whole results rounded down', () => {
    // 10 results, a quarter at each end: 2.5 → 2 dropped; kept 30..80 (mean 55 → 60 nearest, 50 truncated).
    const s = [-500, 0, 30, 40, 50, 60, 70, 80, 900, 1000];
    expect(butlerDatum(s, { drop: { share: 0.25 }, datumRounding: 'toward-zero' })).toBe(50);
    expect(butlerDatum(s, { drop: { share: 0.25 } })).toBe(60);
    // 42 results, a share of 19/42 drops exactly 19 at each end (the organisers' event).
    const many = Array.from({ length: 42 }, (_, i) => 10 * i);
    expect(butlerDatum(many, { drop: { share: 19 / 42 }, roundTo: 1, halves: 'none' })).toBe(205);
    expect(() => butlerDatum(many, { drop: { share: 0.5 } })).toThrow('share');
  });
});

describe('EBU: small-group percentages on any board played 2 or 3 times (White Book §4.2.3.3)', () => {
  it('2 results in a field of 6: 65 / 55 %', () => {
    // +100 beats +50: M 2 of 2 → 60 + (2 − 1)·5 = 65 %, the other 55 %; EW the other way round. Top 10.
    const b = scoreBoard([played(1, 100), played(1, 50)], { board: 1, expected: 6 }, getPreset('ebu'));
    expect(b.entries.map((e) => [e.pctNS, e.pctEW])).toEqual([
      [65, 55],
      [55, 65],
    ]);
    expect(b.entries[0].mpNS).toBeCloseTo(6.5, 10);
  });

  it('3 results in a field of 9: 70 / 60 / 50 %', () => {
    const b = scoreBoard([played(1, 100), played(1, 50), played(1, -50)], { board: 1, expected: 9 }, getPreset('ebu'));
    expect(b.entries.map((e) => e.pctNS)).toEqual([70, 60, 50]);
  });

  it('a field under three times the group, or a preset without the rule, gets Neuberg', () => {
    // E = 5 < 3·2: Neuberg (2 + 1)·5/2 − 1 = 6.5 of 8 = 81.25 %.
    const ebu = scoreBoard([played(1, 100), played(1, 50)], { board: 1, expected: 5 }, getPreset('ebu'));
    expect(ebu.entries[0].mpNS).toBeCloseTo(6.5, 10);
    expect(ebu.entries[0].pctNS).toBeCloseTo(81.25, 10);
    // WBF, E = 6: (2 + 1)·6/2 − 1 = 8 of 10.
    const wbf = scoreBoard([played(1, 100), played(1, 50)], { board: 1, expected: 6 }, getPreset('wbf'));
    expect(wbf.entries[0].mpNS).toBeCloseTo(8, 10);
  });
});

describe('Magic Contest: board percentages printed whole', () => {
  it('87.5 % prints 88 on every way out (halves away from zero)', () => {
    expect(printBoardPercent(getPreset('ffb'), 87.5)).toBe(88);
    expect(printedText(getPreset('ffb'), 'boardPercent', printBoardPercent(getPreset('ffb'), 87.5))).toBe('88');
  });
});

describe('ScoreBridge: a board played fewer times keeps the fixed top, each missing result a tie', () => {
  // The Laws with ScoreBridge's conventions (ebu + scorebridge scores such boards the same way:
  // scorebridge-ebu.test.ts).
  const scorebridge = combinePreset(getAuthority('wbf'), getProgram('scorebridge'));

  it('4 tables, top 6: three results score 5 / 3 / 1, two results 4 / 2', () => {
    // Three results: 2 per beat among themselves 4 / 2 / 0, plus one tie (1) with the missing result.
    const three = scoreBoard(
      [played(1, 100), played(1, -100), played(1, -200)],
      { board: 1, expected: 4 },
      scorebridge,
    );
    expect(three.top).toBe(6);
    expect(three.entries.map((e) => [e.mpNS, e.mpEW])).toEqual([
      [5, 1],
      [3, 3],
      [1, 5],
    ]);
    expect(three.groups[0].treatment).toBe('missing-as-ties');
    // Two results: 2 / 0 among themselves, plus two ties (1 + 1).
    const two = scoreBoard([played(1, 620), played(1, 600)], { board: 1, expected: 4 }, scorebridge);
    expect(two.entries.map((e) => [e.mpNS, e.mpEW])).toEqual([
      [4, 2],
      [2, 4],
    ]);
    // The percentage is of the fixed top: 4 / 6 = 66.67 %.
    expect(two.entries[0].pctNS).toBeCloseTo((100 * 4) / 6, 10);
  });

  it('a tie among the results, and a line still pending (the general path), keep the rule', () => {
    // 100, 100, −50 of 4 tables: among themselves 3 / 3 / 0, plus one tie each → 4 / 4 / 1 (EW 2 / 2 / 5).
    const tie = scoreBoard([played(1, 100), played(1, 100), played(1, -50)], { board: 1, expected: 4 }, scorebridge);
    expect(tie.entries.map((e) => e.mpNS)).toEqual([4, 4, 1]);
    // A pending line is not a result: the board of 3 results and one line waiting is scored the same way.
    const pending: TravellerEntry = { board: 1, table: 99, status: 'pending' };
    const withPending = scoreBoard(
      [played(1, 100), played(1, 100), played(1, -50), pending],
      { board: 1, expected: 4 },
      scorebridge,
    );
    expect(withPending.top).toBe(6);
    expect(withPending.entries.slice(0, 3).map((e) => e.mpNS)).toEqual([4, 4, 1]);
  });

  it('the Laws factor the same board by Neuberg, Magic Contest keeps its own top', () => {
    // Neuberg: (4 + 1)·4/3 − 1 = 5.667 of 6; own top 4: 4 / 2 / 0.
    const lines = () => [played(1, 100), played(1, -100), played(1, -200)];
    expect(scoreBoard(lines(), { board: 1, expected: 4 }, getPreset('wbf')).entries[0].mpNS).toBeCloseTo(17 / 3, 10);
    const own = scoreBoard(lines(), { board: 1, expected: 4 }, getPreset('ffb'));
    expect([own.top, own.entries[0].mpNS]).toEqual([4, 4]);
  });

  it('percentage = matchpoints ÷ (top × boards played)', () => {
    // NS 1–4 v EW 11–14. Board 1 at 4 tables: 420, 400, 170, −50 → NS 6 / 4 / 2 / 0, EW 0 / 2 / 4 / 6.
    // Board 2 at 3 tables (4 v 14 did not play it): 100, −100, −200 → NS 5 / 3 / 1, EW 1 / 3 / 5.
    // Board 3 at 2 tables (1 v 11, 2 v 12): 620, 600 → NS 4 / 2, EW 2 / 4.
    // NS 1: 6 + 5 + 4 = 15 of 6 × 3 = 18 → 83.33 %; NS 3: 2 + 1 = 3 of 12 → 25 %; EW 14: 6 of 6 → 100 %;
    // EW 13: 4 + 5 = 9 of 12 → 75 %; EW 11: 0 + 1 + 2 = 3 of 18 → 16.67 %.
    const entries = [
      played(1, 420, '1', '11'),
      played(1, 400, '2', '12'),
      played(1, 170, '3', '13'),
      played(1, -50, '4', '14'),
      played(2, 100, '1', '11'),
      played(2, -100, '2', '12'),
      played(2, -200, '3', '13'),
      played(3, 620, '1', '11'),
      played(3, 600, '2', '12'),
    ];
    const contestants = [
      ...['1', '2', '3', '4'].map((id) => ({ id, direction: 'NS' as const })),
      ...['11', '12', '13', '14'].map((id) => ({ id, direction: 'EW' as const })),
    ];
    const ev: EventData = { kind: 'pairs', form: 'mp', contestants, entries };
    const t = byId(scoreEvent(ev, scorebridge).totals);
    expect(t['1']).toMatchObject({ exactTotal: 15, maximum: 18, boardsPlayed: 3 });
    expect(t['1'].exactPercent).toBeCloseTo((100 * 15) / 18, 10);
    expect(t['3']).toMatchObject({ exactTotal: 3, maximum: 12, exactPercent: 25 });
    expect(t['13']).toMatchObject({ exactTotal: 9, maximum: 12, exactPercent: 75 });
    expect(t['14']).toMatchObject({ exactTotal: 6, maximum: 6, exactPercent: 100 });
    expect(t['11'].exactPercent).toBeCloseTo((100 * 3) / 18, 10);
  });
});
