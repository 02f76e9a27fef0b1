/**
 * Events of more than 50,000 lines score on work arrays of their own (held weakly from one such event to the
 * next): one large event after another gets its own figures, none left over from the one before.
 */
import { scoreEvent } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';

const wbf = getPreset('wbf');
/** Tables on each of the two boards: 2 × 25,001 = 50,002 lines. */
const T = 25001;

function event(score: (board: number, table: number) => number): EventData {
  const entries: TravellerEntry[] = [];
  for (let b = 1; b <= 2; b++) {
    for (let t = 1; t <= T; t++) {
      entries.push({ board: b, table: t, ns: `${t}`, ew: `E${t}`, status: 'played', scoreNS: score(b, t) });
    }
  }
  return { kind: 'pairs', form: 'mp', contestants: [], entries, expectedResults: T };
}

describe('a session of more than 50,000 lines', () => {
  // Board 1: NS +0 at 8,333 tables (t = 3, 6, …), +10 at 8,334 (t = 1, 4, …), +20 at 8,334 (t = 2, 5, …).
  // Board 2: +50 at every table. Top 2 × (25,001 − 1) = 50,000.
  const threeScores = event((b, t) => (b === 1 ? 10 * (t % 3) : 50));
  // Both boards +50 at every table: every side a tie with all the others.
  const allEqual = event(() => 50);

  it('matchpoints each board, then the next large event, then the first again', () => {
    const first = scoreEvent(threeScores, wbf);
    expect(first.boards[0].top).toBe(50000);
    // +0: 2 × 0 + (8,333 − 1); +10: 2 × 8,333 + (8,334 − 1); +20: 2 × 16,667 + (8,334 − 1).
    expect([first.entries[2].mpNS, first.entries[2].mpEW]).toEqual([8332, 41668]);
    expect([first.entries[0].mpNS, first.entries[0].mpEW]).toEqual([24999, 25001]);
    expect([first.entries[1].mpNS, first.entries[1].mpEW]).toEqual([41667, 8333]);
    expect([first.entries[T].mpNS, first.entries[T].mpEW]).toEqual([25000, 25000]);
    const pair2 = first.totals.find((t) => t.id === '2')!;
    expect(pair2.boardsPlayed).toBe(2);
    expect(pair2.exactPercent).toBe((100 * (41667 + 25000)) / 100000);

    const second = scoreEvent(allEqual, wbf);
    for (const i of [0, 1, 2, T, 2 * T - 1]) {
      expect([second.entries[i].mpNS, second.entries[i].mpEW]).toEqual([25000, 25000]);
    }
    expect(second.totals.every((t) => t.exactPercent === 50)).toBe(true);

    expect(scoreEvent(threeScores, wbf)).toEqual(first);
  });
});
