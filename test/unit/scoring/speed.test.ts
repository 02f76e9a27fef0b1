/**
 * Growth of the board scorer's cost with the size of a traveller: n log n, not n². Best of several runs after a
 * warm-up, so that one slow run (garbage collection, another process) does not decide. Skipped under coverage
 * instrumentation. The time against sorting each board (goal ≤ 3×) is a benchmark figure: `npm run bench`.
 */
import { scoreBoard } from '../../../src/engine/scoring/board';
import { getPreset } from '../../../src/engine/presets';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';

const instrumented = typeof (globalThis as { __coverage__?: unknown }).__coverage__ !== 'undefined';

function event(tables: number, boards: number): EventData {
  const entries: TravellerEntry[] = [];
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let b = 1; b <= boards; b++) {
    for (let t = 1; t <= tables; t++) {
      entries.push({
        board: b,
        table: t,
        ns: `N${t}`,
        ew: `E${((t + b) % tables) + 1}`,
        status: 'played',
        scoreNS: Math.round(next() * 120 - 60) * 10,
      });
    }
  }
  return { kind: 'pairs', form: 'mp', contestants: [], entries };
}

/**
 * Best times of two tasks run in alternation (so that both see the same load on a shared machine), as
 * min(b) / min(a). Repeated up to `tries` times while the ratio is above `limit`: a real regression fails every
 * try, a busy moment does not.
 */
function ratio(a: () => unknown, b: () => unknown, limit: number, runs = 30, tries = 4) {
  const time = (f: () => unknown) => {
    const t0 = process.hrtime.bigint();
    f();
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  for (let i = 0; i < 10; i++) {
    a();
    b();
  }
  let result = { a: Infinity, b: Infinity, ratio: Infinity };
  for (let t = 0; t < tries && result.ratio >= limit; t++) {
    let ma = Infinity;
    let mb = Infinity;
    for (let i = 0; i < runs; i++) {
      ma = Math.min(ma, time(a));
      mb = Math.min(mb, time(b));
    }
    if (mb / ma < result.ratio) result = { a: ma, b: mb, ratio: mb / ma };
  }
  return result;
}

(instrumented ? describe.skip : describe)('speed', () => {
  it('a board scores in O(n log n): 10× the results cost far less than 100×', () => {
    const lines = (n: number) => event(n, 1).entries;
    const small = lines(2000);
    const large = lines(20000);
    const preset = getPreset('ebu');
    const r = ratio(
      () => scoreBoard(small, {}, preset),
      () => scoreBoard(large, {}, preset),
      40,
      8,
    );
    // n log n predicts about 13×; quadratic would be 100×.
    expect(r.ratio).toBeLessThan(40);
  });
});
