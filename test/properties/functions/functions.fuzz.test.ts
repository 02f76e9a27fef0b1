/**
 * Fuzzing the custom functions with fast-check: 100,000+ inputs shaped as Excel passes them. For every input a
 * function either returns a value that meets the engine's invariants or raises an Excel error (#VALUE! or #N/A
 * with a message) for bad input; it never throws anything else and never hides a defect behind an error.
 */
import fc from 'fast-check';
import { reachableScores } from '../../../src/engine';
import * as F from '../../../src/functions/functions';
import { isInternalError } from '../../../src/functions/errors';
import { clearCaches } from '../../../src/functions/scoring';
import { FakeCustomFunctionsError, installOfficeGlobals } from '../../unit/functions/office-globals';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installOfficeGlobals('en-US');
});
afterAll(() => uninstall());
beforeEach(() => clearCaches());

/** Calls made to the functions, and inputs generated (properties run). */
let runs = 0;
let inputs = 0;

function assertRuns<T>(property: fc.IPropertyWithHooks<T>, numRuns: number): void {
  fc.assert(property, { numRuns });
  inputs += numRuns;
}

/** A cheap assertion for the hot loops (jest's expect costs microseconds per call). */
function ok(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(what);
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: FakeCustomFunctionsError };

/** Calls a function: a value, or an Excel error for bad input; anything else fails the property. */
function call(fn: () => unknown): Outcome {
  runs++;
  try {
    return { ok: true, value: fn() };
  } catch (e) {
    if (!(e instanceof FakeCustomFunctionsError)) throw e;
    if (isInternalError(e)) throw new Error(`defect behind an Excel error: ${e.message}`);
    ok(e.code === '#VALUE!' || e.code === '#N/A', `error code ${e.code}`);
    ok(typeof e.message === 'string' && e.message.length > 5, `error message '${e.message}'`);
    return { ok: false, error: e };
  }
}

const col = (xs: unknown[]) => xs.map((x) => [x]);

/** Real NS scores: multiples of 10 within the range of the scoring table. */
/** Scores some contract makes (Law 77): the functions refuse any other. */
const score = fc.constantFrom(...reachableScores());
/** Blank cells as hosts pass them. */
const blank = fc.constantFrom(null, '', '  ', undefined);
/** A traveller cell: mostly scores, some blanks, passes and typed text. */
const travellerCell = fc.oneof(
  { weight: 8, arbitrary: score },
  { weight: 2, arbitrary: blank },
  { weight: 1, arbitrary: fc.constantFrom('PASS', 'pass', 'P', 'NP', '-') },
  { weight: 1, arbitrary: score.map((s) => (s < 0 ? `−${-s}` : ` ${s} `)) },
);
/** Anything a cell could hold, and more. */
const anyCell = fc.oneof(
  travellerCell,
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('A+', 'A-', 'A=', 'A60/40', 'A5050', '+3 IMP', '4S= N', 'NS: A+ | EW: A-', '70% NS 420; 30% NS 400'),
  fc.constantFrom('A7', '4Z', '1,43', '1e400', 'NaN', '∞', '#N/A', '{}'),
  fc.constant({ code: '#DIV/0!', message: '' }),
);
const preset = fc.constantFrom(
  undefined,
  null,
  'wbf',
  'ebu',
  'acbl',
  'abf',
  'ffb',
  'pzbs',
  'nbb',
  'ru-preferans',
  'xyz',
  7,
);
const side = fc.constantFrom(undefined, 'NS', 'EW', 'BOTH', 'ns', 'x');

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('BRIDGE.MATCHPOINTS on plain travellers', () => {
  it('sums to n(n − 1), gives each line NS + EW = top, and leaves blanks blank', () => {
    assertRuns(
      fc.property(fc.array(travellerCell, { minLength: 1, maxLength: 30 }), (cells) => {
        const out = call(() => F.MATCHPOINTS(col(cells), undefined, undefined, 'BOTH'));
        const entered = cells.filter(
          (c) => typeof c === 'number' || (typeof c === 'string' && /\d|^\s*(PASS|pass|P)\s*$/.test(c)),
        );
        const n = entered.length;
        if (!out.ok) {
          ok(out.error.code === '#N/A' && n === 0, `error ${out.error.message} with ${n} results`);
          return;
        }
        const rows = out.value as unknown[][];
        ok(rows.length === cells.length, 'one row per line');
        let sum = 0;
        rows.forEach(([ns, ew]) => {
          if (ns === '') {
            ok(ew === '', 'EW blank too');
            return;
          }
          sum += ns as number;
          ok(
            close((ns as number) + (ew as number), 2 * (n - 1)),
            'close((ns as number) + (ew as number), 2 * (n - 1))',
          );
          ok((ns as number) >= 0, 'ns as number >= 0');
          ok((ns as number) <= 2 * (n - 1), 'ns as number <= 2 * (n - 1)');
        });
        ok(close(sum, n * (n - 1)), 'close(sum, n * (n - 1))');
      }),
      15_000,
    );
  });

  it('gives every cell the same figure through BRIDGE.MP as through the spilled form', () => {
    assertRuns(
      fc.property(fc.array(score, { minLength: 1, maxLength: 25 }), (scores) => {
        const range = col(scores);
        const all = F.MATCHPOINTS(range) as number[][];
        scores.forEach((s, i) => {
          const one = call(() => F.MP(s, range));
          ok(one.ok && one.value === all[i][0], `MP ${s} = ${all[i][0]}`);
        });
      }),
      2_000,
    );
  });

  it('keeps the factored board total A(E − 1) when the board was played fewer times (Neuberg)', () => {
    assertRuns(
      fc.property(
        fc.array(score, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 10 }),
        (scores, extra) => {
          const e = scores.length + extra;
          const out = call(() => F.MATCHPOINTS(col(scores), undefined, 'wbf', 'NS', e));
          ok(out.ok, 'out.ok');
          const sum = (out as { value: number[][] }).value.reduce((a, r) => a + r[0], 0);
          ok(close(sum, scores.length * (e - 1)), 'close(sum, scores.length * (e - 1))');
        },
      ),
      8_000,
    );
  });
});

describe('BRIDGE.MATCHPOINTS with weighted and artificial rulings', () => {
  const weighted = fc
    .tuple(fc.integer({ min: 1, max: 99 }), score, score)
    .map(([p, a, b]) => `${p}% NS ${a}; ${100 - p}% NS ${b}`);
  const artificial = fc.constantFrom('A+', 'A=', 'A-', 'A60/40', 'A+/A+', 'A-/A-', '55%');

  it('keeps n(n − 1) with weighted scores, and each artificial line within 0..100 %', () => {
    assertRuns(
      fc.property(
        fc.array(fc.oneof({ weight: 6, arbitrary: score }, { weight: 1, arbitrary: weighted }), {
          minLength: 1,
          maxLength: 15,
        }),
        fc.array(fc.option(artificial, { nil: null }), { maxLength: 15 }),
        preset.filter((p) => p === undefined || p === 'wbf' || p === 'ebu' || p === 'ffb' || p === 'nbb'),
        (lines, arts, p) => {
          const rulings = lines.map((_, i) => [arts[i] ?? null]);
          const out = call(() => F.MATCHPOINTS(col(lines), rulings, p, 'BOTH'));
          if (!out.ok) throw new Error(`unexpected ${out.error.message}`);
          const rows = out.value as number[][];
          const n = lines.length;
          const hasArtificial = rulings.some((r) => r[0] !== null);
          const top = 2 * (n - 1);
          rows.forEach(([ns, ew], i) => {
            if (rulings[i][0] !== null) {
              ok(ns >= 0, 'ns >= 0');
              ok(ns <= top + 1e-9, 'ns <= top + 1e-9');
              ok(ew >= 0, 'ew >= 0');
            } else if (p !== 'ffb') {
              ok(close(ns + ew, top), 'close(ns + ew, top)');
            }
          });
          if (!hasArtificial && p !== 'ffb') {
            const sum = rows.reduce((a, r) => a + r[0], 0);
            ok(close(sum, n * (n - 1)), 'close(sum, n * (n - 1))');
          }
        },
      ),
      6_000,
    );
  });
});

describe('no input makes a function fail uncontrolled', () => {
  const grid = fc.oneof(
    fc.array(fc.array(anyCell, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 }),
    anyCell,
  );

  it('traveller functions', () => {
    assertRuns(
      fc.property(grid, fc.option(grid, { nil: undefined }), preset, side, anyCell, (scores, rulings, p, s, extra) => {
        call(() => F.MATCHPOINTS(scores as unknown[][], rulings as unknown[][], p, s, extra));
        call(() => F.PERCENT(scores as unknown[][], rulings as unknown[][], p, s, undefined, extra));
        call(() => F.BUTLER(scores as unknown[][], p, rulings as unknown[][], s, extra));
        call(() => F.CROSS_IMP(scores as unknown[][], p, rulings as unknown[][], s));
        call(() => F.MP(extra, scores as unknown[][], p, s));
        call(() => F.FOULED_GROUP(scores as unknown[][], rulings as unknown[][], p, s));
        call(() => F.BUTLER_DATUM(scores as unknown[][], p, rulings as unknown[][]));
        call(() => F.ADJUSTED_SCORE(extra, scores as unknown[][], s, p));
        call(() => F.TEAM_IMPS(scores as unknown[][], (rulings ?? scores) as unknown[][]));
      }),
      8_000,
    );
  });

  it('session functions', () => {
    const n = fc.integer({ min: 1, max: 12 });
    assertRuns(
      fc.property(
        n.chain((len) =>
          fc.tuple(
            fc.array(fc.oneof(fc.integer({ min: 1, max: 4 }), anyCell), { minLength: len, maxLength: len }),
            fc.array(fc.oneof(fc.integer({ min: 1, max: 6 }), anyCell), { minLength: len, maxLength: len }),
            fc.array(fc.oneof(fc.integer({ min: 1, max: 6 }), anyCell), { minLength: len, maxLength: len }),
            fc.array(anyCell, { minLength: len, maxLength: len }),
          ),
        ),
        preset,
        fc.constantFrom(undefined, 'MP', 'BUTLER', 'CROSS_IMP', 'x'),
        fc.constantFrom(undefined, 'HOWELL', 'MITCHELL', 'x'),
        ([b, ns, ew, sc], p, form, movement) => {
          const out = call(() => F.SESSION_RESULTS(col(b), col(ns), col(ew), col(sc), undefined, p, form, movement));
          if (out.ok) {
            for (const row of out.value as unknown[][]) {
              if (row[4] !== '') {
                ok((row[4] as number) >= 0, 'row[4] as number >= 0');
                ok((row[4] as number) <= 100, 'row[4] as number <= 100');
              }
            }
          }
          call(() => F.SESSION_SCORES(col(b), col(ns), col(ew), col(sc), undefined, p, form, 'BOTH', movement));
          call(() => F.SESSION_PERCENT(ns[0], col(b), col(ns), col(ew), col(sc), undefined, p, movement, 'NS'));
          call(() => F.SESSION_TOTAL(ew[0], col(b), col(ns), col(ew), col(sc), undefined, p, form, movement, 'EW'));
        },
      ),
      4_000,
    );
  });

  it('single-value functions', () => {
    assertRuns(
      fc.property(anyCell, anyCell, anyCell, anyCell, (a, b, c, d) => {
        call(() => F.CONTRACT_SCORE(a, b, c, d));
        call(() => F.DEALER(a));
        call(() => F.VULNERABILITY(b));
        call(() => F.IMP(a, b));
        call(() => F.VP(a, b, c));
        call(() => F.NEUBERG(a, b, c, d));
        call(() => F.ARTIFICIAL_AVG(a, b, c, d));
      }),
      8_000,
    );
  });
});

describe('invariants of the single-value functions', () => {
  const contract = fc
    .tuple(
      fc.integer({ min: 1, max: 7 }),
      fc.constantFrom('C', 'D', 'H', 'S', 'NT', '♠', 'SA'),
      fc.constantFrom('', 'X', 'XX'),
    )
    .map(([l, s, r]) => `${l}${s}${r}`);
  const seat = fc.constantFrom('N', 'E', 'S', 'W');

  it('CONTRACT_SCORE: multiples of 10 within ±7600, sign by who declared and whether it made', () => {
    assertRuns(
      fc.property(
        contract,
        seat,
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 0, max: 13 }),
        (c, d, board, tricks) => {
          const out = call(() => F.CONTRACT_SCORE(c, d, board, tricks));
          ok(out.ok, 'out.ok');
          const s = (out as { value: number }).value;
          ok(Math.abs(s) % 10 === 0, `${s} is a multiple of 10`);
          ok(Math.abs(s) <= 7600, 'Math.abs(s) <= 7600');
          const made = tricks >= Number(c[0]) + 6;
          const nsDeclared = d === 'N' || d === 'S';
          ok(s > 0 === (made === nsDeclared), `sign of ${s}`);
          // The same result written relative to the contract scores the same.
          const diff = tricks - (Number(c[0]) + 6);
          const rel = diff === 0 ? '=' : diff > 0 ? `+${diff}` : String(diff);
          ok(F.CONTRACT_SCORE(c, d, board, rel) === s, `${c} ${d} ${rel}`);
        },
      ),
      15_000,
    );
  });

  it('IMP: antisymmetric, at most 24, the same for a difference as for two scores', () => {
    assertRuns(
      fc.property(fc.integer({ min: -8000, max: 8000 }), fc.integer({ min: -8000, max: 8000 }), (a, b) => {
        const d = call(() => F.IMP(a - b));
        ok(d.ok, 'd.ok');
        const v = (d as { value: number }).value;
        ok(F.IMP(b - a) === -v, `IMP(${b - a})`);
        ok(F.IMP(a, b) === v, `IMP(${a}, ${b})`);
        ok(Math.abs(v) <= 24, 'Math.abs(v) <= 24');
        if (a - b >= 0) ok(F.IMP(a - b + 10) >= v, 'F.IMP(a - b + 10) >= v');
      }),
      10_000,
    );
  });

  it('VP: the two sides share 20, more IMPs never give fewer VPs', () => {
    assertRuns(
      fc.property(fc.integer({ min: -120, max: 120 }), fc.integer({ min: 1, max: 64 }), (m, boards) => {
        const a = call(() => F.VP(m, boards));
        ok(a.ok, 'a.ok');
        const v = (a as { value: number }).value;
        ok(close(v + F.VP(-m, boards), 20), 'close(v + F.VP(-m, boards), 20)');
        ok(v >= 0, 'v >= 0');
        ok(v <= 20, 'v <= 20');
        ok(F.VP(m + 1, boards) >= v, 'F.VP(m + 1, boards) >= v');
      }),
      10_000,
    );
  });

  it('NEUBERG: symmetric around the average, monotone in the matchpoints', () => {
    assertRuns(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, extra, f) => {
          const e = a + extra;
          const m = f * 2 * (a - 1);
          const out = call(() => F.NEUBERG(m, a, e));
          ok(out.ok, 'out.ok');
          const v = (out as { value: number }).value;
          ok(
            close(v + F.NEUBERG(2 * (a - 1) - m, a, e), 2 * (e - 1)),
            'close(v + F.NEUBERG(2 * (a - 1) - m, a, e), 2 * (e - 1))',
          );
          if (a > 1)
            ok(
              F.NEUBERG(Math.min(m + 1, 2 * (a - 1)), a, e) >= v,
              'F.NEUBERG(Math.min(m + 1, 2 * (a - 1)), a, e) >= v',
            );
        },
      ),
      8_000,
    );
  });

  it('CROSS_IMP sums to zero and BUTLER stays within the IMP scale', () => {
    assertRuns(
      fc.property(
        fc.array(score, { minLength: 1, maxLength: 20 }),
        preset.filter((p) => typeof p === 'string' && p !== 'xyz'),
        (scores, p) => {
          const x = call(() => F.CROSS_IMP(col(scores), p));
          ok(x.ok, 'x.ok');
          const sum = (x as { value: number[][] }).value.reduce((a, r) => a + r[0], 0);
          ok(Math.abs(sum) < 1e-9, 'Math.abs(sum) < 1e-9');
          const b = call(() => F.BUTLER(col(scores), p));
          ok(b.ok, 'b.ok');
          for (const [v] of (b as { value: number[][] }).value) ok(Math.abs(v) <= 24, 'Math.abs(v) <= 24');
          const d = F.BUTLER_DATUM(col(scores), p);
          ok(Math.abs(d) % 10 === 0, `datum ${d}`);
        },
      ),
      5_000,
    );
  });

  it('FOULED_GROUP: each group of two or more results factored to the full field keeps A(E − 1)', () => {
    assertRuns(
      fc.property(
        fc.array(fc.tuple(score, fc.constantFrom('', 'B', 'C')), { minLength: 2, maxLength: 20 }),
        (lines) => {
          const out = call(() => F.FOULED_GROUP(col(lines.map((l) => l[0])), col(lines.map((l) => l[1]))));
          ok(out.ok, 'out.ok');
          const rows = (out as { value: number[][] }).value;
          const e = lines.length;
          for (const g of ['', 'B', 'C']) {
            const idx = lines.map((l, i) => (l[1] === g ? i : -1)).filter((i) => i >= 0);
            if (idx.length < 2) continue;
            const sum = idx.reduce((a, i) => a + rows[i][0], 0);
            ok(close(sum, idx.length * (e - 1)), 'close(sum, idx.length * (e - 1))');
          }
        },
      ),
      5_000,
    );
  });
});

describe('the fuzzing itself', () => {
  it('ran at least 100,000 inputs through the functions', () => {
    expect(inputs).toBeGreaterThanOrEqual(100_000);
    expect(runs).toBeGreaterThanOrEqual(inputs);
  });
});
