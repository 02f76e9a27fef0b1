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
