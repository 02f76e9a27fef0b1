/**
 * Work done by the functions on a 5,000-line session (200 tables × 25 boards): however many cells ask, each
 * board (or the whole session sheet) is scored by the engine once per recalculation; the other cells find the
 * kept result. Per-line MP cells on a column of plain scores count their range until two cells in a row hand the same
 * one, so that cells calculated in any order cost one pass over their range each. These are counts, not times, so they hold on any machine; the times against one engine pass
 * are measured by the bench (SPEED_LOG=1 prints them here too).
 */
import * as F from '../../../src/functions/functions';
import { SESSIONS_KEPT, cacheStats, clearCaches } from '../../../src/functions/scoring';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';
import { reachableScores } from '../../../src/engine/model/reachable';

const TABLES = 200;
const BOARDS = 25;
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
/** Scores some contract makes (Law 77), from −1000 to +1000. */
const REACHABLE = [...reachableScores()].filter((s) => Math.abs(s) <= 1000).sort((a, b) => a - b);
const scores = Array.from({ length: BOARDS }, () =>
  Array.from({ length: TABLES }, () => REACHABLE[Math.floor(random() * REACHABLE.length)]),
);
const rows = scores.flatMap((s, b) =>
  s.map((score, t) => ({ board: b + 1, ns: t + 1, ew: ((t + b) % TABLES) + 1, score })),
);
const preset = getPreset('wbf');
const event: EventData = {
  kind: 'pairs',
  form: 'mp',
  contestants: [],
  entries: rows.map((r): TravellerEntry => ({
    board: r.board,
    ns: `NS ${r.ns}`,
    ew: `EW ${r.ew}`,
    status: 'played',
    scoreNS: r.score,
  })),
};
const col = (xs: unknown[]) => xs.map((x) => [x]);
const sheet = {
  boards: col(rows.map((r) => r.board)),
  ns: col(rows.map((r) => r.ns)),
  ew: col(rows.map((r) => r.ew)),
  scores: col(rows.map((r) => r.score)),
};
const perBoard = scores.map((s) => col(s));
/** Pairs whose SESSION_PERCENT cells are asked for. */
const ASKED = 20;

const log = process.env.SPEED_LOG ? (text: string) => console.log(text) : () => undefined;

function timed<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const value = f();
  return [value, performance.now() - t0];
}

describe('work per recalculation on 200 tables × 25 boards', () => {
  beforeEach(() => clearCaches());

  it('BRIDGE.MP in every cell scores each board once, board after board', () => {
    // The first cell of a board counts its range; the second finds the same range again and scores it; the other
    // 198 compare their range with the kept one.
    const before = cacheStats();
    const [answers, ms] = timed(() => scores.map((s, b) => s.map((x) => F.MP(x, perBoard[b]))));
    const after = cacheStats();
    expect([after.misses - before.misses, after.hits - before.hits]).toEqual([BOARDS, BOARDS * (TABLES - 2)]);
    // Each cell's figure is the one the board's spill prints on its line.
    for (let b = 0; b < BOARDS; b++) {
      expect(answers[b]).toEqual((F.MATCHPOINTS(perBoard[b]) as unknown[][]).map((r) => r[0]));
    }
    log(`5,000 × MP: ${ms.toFixed(1)} ms`);
  });

  it('BRIDGE.MP in every cell, calculated table by table, scores no board: each cell counts its range', () => {
    // Excel may calculate the cells in any order: here the first line of every board, then the second…
    const before = cacheStats();
    const answers = scores.map(() => new Array<unknown>(TABLES));
    for (let t = 0; t < TABLES; t++) for (let b = 0; b < BOARDS; b++) answers[b][t] = F.MP(scores[b][t], perBoard[b]);
    const after = cacheStats();
    expect([after.misses - before.misses, after.hits - before.hits]).toEqual([0, 0]);
    for (let b = 0; b < BOARDS; b++) {
      expect(answers[b]).toEqual((F.MATCHPOINTS(perBoard[b]) as unknown[][]).map((r) => r[0]));
    }
  });

  it('BRIDGE.MP in every cell of a traveller with a ruled line scores its board once', () => {
    // Table 1's score of each board ruled average-plus for NS (A60 in the score column): the ranges are no longer
    // columns of scores alone, so the first cell scores the board and the other 199 find it kept.
    const ruled = perBoard.map((range) => [['A60'], ...range.slice(1)]);
    const before = cacheStats();
    const [, ms] = timed(() => {
      for (let b = 0; b < BOARDS; b++) for (const s of scores[b].slice(1)) F.MP(s, ruled[b]);
    });
    const after = cacheStats();
    expect(after.misses - before.misses).toBe(BOARDS);
    expect(after.hits - before.hits).toBe(BOARDS * (TABLES - 2));
    log(`4,975 × MP beside a ruling: ${ms.toFixed(1)} ms`);
  });

  it('MATCHPOINTS, PERCENT and MP on the same board share one scoring', () => {
    const before = cacheStats();
    const spill = F.MATCHPOINTS(perBoard[0], undefined, undefined, 'BOTH');
    F.PERCENT(perBoard[0]);
    const mp = F.MP(scores[0][5], perBoard[0]);
    const after = cacheStats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(2);
    expect(mp).toBe(spill[5][0]);
  });

  it('a whole session sheet is scored once for SESSION_SCORES, SESSION_RESULTS and every SESSION_PERCENT', () => {
    const before = cacheStats();
    const args = [sheet.boards, sheet.ns, sheet.ew, sheet.scores, undefined, undefined] as const;
    const [lines, ms] = timed(() => F.SESSION_SCORES(...args, undefined, 'BOTH', 'MITCHELL'));
    const ranking = F.SESSION_RESULTS(...args, undefined, 'MITCHELL');
    for (let p = 1; p <= ASKED; p++) {
      F.SESSION_PERCENT(p, ...args, 'MITCHELL', 'NS');
      F.SESSION_PERCENT(p, ...args, 'MITCHELL', 'EW');
    }
    const after = cacheStats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1 + 2 * ASKED);
    expect(lines).toHaveLength(TABLES * BOARDS);
    expect(ranking).toHaveLength(2 * TABLES);
    const [, engineMs] = timed(() => scoreEvent(event, preset));
    log(`SESSION_SCORES ${ms.toFixed(1)} ms, scoreEvent ${engineMs.toFixed(1)} ms`);
  });

  it("the templates' Live sheet (one SESSION_RESULTS) scores the sheet once per recalculation", () => {
    // The Live sheet's call: preset from the Event sheet, form MP, a Mitchell. Excel may call it again with the
    // same ranges (a recalculation elsewhere): the kept ranking is found, not scored again.
    const args = [sheet.boards, sheet.ns, sheet.ew, sheet.scores, undefined, 'wbf', 'MP', 'MITCHELL'] as const;
    const before = cacheStats();
    const ranking = F.SESSION_RESULTS(...args);
    expect(F.SESSION_RESULTS(...args)).toEqual(ranking);
    const after = cacheStats();
    expect([after.misses - before.misses, after.hits - before.hits]).toEqual([1, 1]);
    // Every pair of both fields, each with its 25 boards.
    expect(ranking).toHaveLength(2 * TABLES);
    expect(ranking.every((r) => r[5] === BOARDS)).toBe(true);
  });

  it(`keeps the ${SESSIONS_KEPT} most recent session sheets, not every version a scorer typed`, () => {
    // Each version changes the first score. After SESSIONS_KEPT + 1 versions in turn, the last and the second
    // are still kept; the first was dropped and is scored again.
    const version = (v: number) => [[REACHABLE[v]], ...sheet.scores.slice(1)];
    const call = (v: number) =>
      F.SESSION_RESULTS(sheet.boards, sheet.ns, sheet.ew, version(v), undefined, undefined, undefined, 'MITCHELL');
    for (let v = 1; v <= SESSIONS_KEPT + 1; v++) call(v);
    const before = cacheStats();
    call(SESSIONS_KEPT + 1);
    call(2);
    expect(cacheStats().hits - before.hits).toBe(2);
    call(1);
    expect(cacheStats().misses - before.misses).toBe(1);
  });

  it('gives the same figures as one engine pass', () => {
    const lines = F.SESSION_SCORES(
      sheet.boards,
      sheet.ns,
      sheet.ew,
      sheet.scores,
      undefined,
      undefined,
      undefined,
      'BOTH',
      'MITCHELL',
    ) as number[][];
    const engine = scoreEvent(event, preset);
    lines.forEach(([ns, ew], i) => {
      expect(ns).toBe(engine.entries[i].mpNS);
      expect(ew).toBe(engine.entries[i].mpEW);
    });
  });
});
