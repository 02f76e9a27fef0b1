/**
 * Properties of the figures' fingerprint (src/workbook/tables/fingerprint.ts) over random Travellers tables:
 * any change of a figure input (an entered cell but the round and the lead, one that changes what the cell holds:
 * its canonical text) changes the fingerprint, and so does any change of a scoring setting; a change of the round,
 * the lead or a computed cell, of the title or the director, the order of the lines or of the columns, and blank
 * lines added do not. The fingerprint is a sum over the lines, so one line changed changes it by that line's part
 * alone; and a workbook scored before the sum ("fp") or before the round and the lead were left out ("fq") keeps
 * its earlier fingerprint, which still reads as it did.
 */
import fc from 'fast-check';
import {
  FIGURE_INPUTS,
  canonicalCell,
  figuresFingerprint,
  figuresStale,
  fingerprintMatches,
  SCORING_SETTINGS,
} from '../../../src/workbook/tables/fingerprint';
import { type Cell, COMPUTED_COLUMNS, TRAVELLER_COLUMNS } from '../../../src/workbook/tables/schema';
import { settingsToRows, DEFAULT_SETTINGS } from '../../../src/workbook/tables/settings';

const header: Cell[] = [...TRAVELLER_COLUMNS];
const cell: fc.Arbitrary<Cell> = fc.oneof(
  fc.constant(''),
  fc.constant(null),
  fc.integer({ min: -7600, max: 7600 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('4S', '3NT', 'N', 'E', '=', '+1', '-2', 'A+', 'A60/40', 'PASS', '1', '10', ' 4S', '4s'),
  fc.string({ maxLength: 6 }),
  fc.boolean(),
);
const row = fc.array(cell, { minLength: TRAVELLER_COLUMNS.length, maxLength: TRAVELLER_COLUMNS.length });
const table = fc.array(row, { minLength: 1, maxLength: 12 });
const settings = settingsToRows({ ...DEFAULT_SETTINGS, title: 'Club', tables: 7, boards: 21 });
const fp = (rows: Cell[][], s: Cell[][] = settings) => figuresFingerprint([header, ...rows], s);
const inputs = FIGURE_INPUTS.map((c) => TRAVELLER_COLUMNS.indexOf(c as (typeof TRAVELLER_COLUMNS)[number]));
const roundAndLead = [TRAVELLER_COLUMNS.indexOf('round'), TRAVELLER_COLUMNS.indexOf('lead')];
const computed = COMPUTED_COLUMNS.map((c) => TRAVELLER_COLUMNS.indexOf(c));

const replace = (rows: Cell[][], r: number, c: number, v: Cell) =>
  rows.map((x, i) => (i === r ? x.map((y, j) => (j === c ? v : y)) : x));

describe('figuresFingerprint', () => {
  it('changes when any figure input changes', () => {
    fc.assert(
      fc.property(table, fc.nat(), fc.nat(), cell, (rows, r0, c0, v) => {
        const r = r0 % rows.length;
        const c = inputs[c0 % inputs.length];
        fc.pre(canonicalCell(rows[r][c]) !== canonicalCell(v));
        expect(fp(replace(rows, r, c, v))).not.toBe(fp(rows));
      }),
      { numRuns: 300 },
    );
  });

  it('does not change with the round or the lead, which no figure reads', () => {
    expect(inputs).toHaveLength(9);
    expect(roundAndLead.every((c) => c >= 0 && !inputs.includes(c))).toBe(true);
    fc.assert(
      fc.property(table, fc.nat(), fc.nat(), cell, (rows, r0, c0, v) => {
        const r = r0 % rows.length;
        const c = roundAndLead[c0 % 2];
        fc.pre(canonicalCell(rows[r][c]) !== canonicalCell(v));
        expect(fp(replace(rows, r, c, v))).toBe(fp(rows));
      }),
      { numRuns: 200 },
    );
  });

  it('does not change when a computed cell changes, nor with the lines sorted, blank lines or columns moved', () => {
    fc.assert(
      fc.property(table, fc.nat(), fc.nat(), cell, fc.nat(), (rows, r0, c0, v, k) => {
        const before = fp(rows);
        expect(fp(replace(rows, r0 % rows.length, computed[c0 % computed.length], v))).toBe(before);
        expect(fp([...rows].reverse())).toBe(before);
        expect(fp([...rows, TRAVELLER_COLUMNS.map(() => '')])).toBe(before);
        // The same table with its first column moved to the end (header and rows alike).
        const move = <T>(x: T[]) => [...x.slice(1), x[0]];
        const n = 1 + (k % (TRAVELLER_COLUMNS.length - 1));
        let h: Cell[] = header;
        let b = rows;
        for (let i = 0; i < n; i++) {
          h = move(h);
          b = b.map(move);
        }
        expect(figuresFingerprint([h, ...b], settings)).toBe(before);
      }),
      { numRuns: 200 },
    );
  });

  it('changes with a scoring setting, not with the title, the date, the director, another row or the fingerprint kept', () => {
    fc.assert(
      fc.property(
        table,
        fc.constantFrom(...SCORING_SETTINGS),
        fc.string({ minLength: 1, maxLength: 8 }),
        (rows, key, v) => {
          const at = settings.findIndex((s) => s[0] === key);
          fc.pre(String(settings[at][1]).trim() !== v.trim());
          const changed = settings.map((s, i) => (i === at ? [s[0], v] : s));
          expect(fp(rows, changed)).not.toBe(fp(rows));
          const other = settings.map((s) =>
            s[0] === 'title' || s[0] === 'date' || s[0] === 'director' ? [s[0], v] : s,
          );
          expect(fp(rows, [...other, ['fingerprint', v], ['bws_section', v]])).toBe(fp(rows));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the fingerprint as a sum over the lines', () => {
  /** The two line sums of a fingerprint ("fr", 8 hex digits of the settings, then the sums), as numbers. */
  const sums = (f: string) => [parseInt(f.slice(10, 18), 16), parseInt(f.slice(18, 26), 16)];

  it('changes by the changed line alone: fp(T with x) − fp(T) = fp(S with x) − fp(S) for any other lines', () => {
    fc.assert(
      fc.property(table, table, row, row, (t, s, x, y) => {
        const part = (rows: Cell[][], a: Cell[], b: Cell[]) => {
          const [a1, a2] = sums(fp([...rows, a]));
          const [b1, b2] = sums(fp([...rows, b]));
          return [(a1 - b1) >>> 0, (a2 - b2) >>> 0];
        };
        expect(part(t, x, y)).toEqual(part(s, x, y));
      }),
      { numRuns: 200 },
    );
  });

  it('counts a line twice when it is there twice', () => {
    fc.assert(
      fc.property(table, (rows) => {
        fc.pre(rows.some((r) => inputs.some((c) => canonicalCell(r[c]) !== '')));
        expect(fp([...rows, ...rows])).not.toBe(fp(rows));
      }),
      { numRuns: 100 },
    );
  });
});

describe('a fingerprint kept before the sum of lines', () => {
  // Three lines and the settings of a two-table club event, and the "fp" fingerprint the earlier form (FNV-1a of
  // the settings and the sorted lines) gave them, as a workbook scored then keeps it.
  const line = (board: number, table: number, ns: string, ew: string, contract: string, declarer: string, s: number) =>
    header.map((h) =>
      h === 'board'
        ? board
        : h === 'table'
          ? table
          : h === 'ns'
            ? ns
            : h === 'ew'
              ? ew
              : h === 'contract'
                ? contract
                : h === 'declarer'
                  ? declarer
                  : h === 'score_ns'
                    ? s
                    : '',
    );
  const rows = [
    line(1, 1, '1', '11', '4S=', 'N', 420),
    line(1, 2, '2', '12', '3NT+1', 'S', 430),
    line(2, 1, '1', '11', '2H-1', 'E', 100),
  ];
  const club = settingsToRows({ ...DEFAULT_SETTINGS, title: 'Club', tables: 2, boards: 2 });
  const kept = 'fpaff76591';

  it('still vouches for the figures of those lines, in any order, and no longer once a cell changes', () => {
    expect(fingerprintMatches(kept, [header, ...rows], club)).toBe(true);
    expect(fingerprintMatches(kept, [header, ...[...rows].reverse()], club)).toBe(true);
    expect(figuresStale([header, ...rows], club, kept)).toBe(false);
    const changed = replace(rows, 2, header.indexOf('score_ns'), 110);
    expect(fingerprintMatches(kept, [header, ...changed], club)).toBe(false);
    expect(figuresStale([header, ...changed], club, kept)).toBe(true);
  });

  it('is replaced by the sum form at the next scoring, which vouches for the same lines', () => {
    const now = figuresFingerprint([header, ...rows], club);
    expect(now).toMatch(/^fr[0-9a-f]{24}$/);
    expect(fingerprintMatches(now, [header, ...rows], club)).toBe(true);
    expect(fingerprintMatches(now, [header, ...replace(rows, 0, header.indexOf('contract'), '4S+1')], club)).toBe(
      false,
    );
  });
});

describe('a fingerprint kept before the round and the lead were left out', () => {
  // The lines above with a lead and a round typed, and the "fq" fingerprint the earlier sum (over every entered
  // column, the round and the lead among them) gave them, as a workbook scored then keeps it.
  const line = (cells: Partial<Record<(typeof TRAVELLER_COLUMNS)[number], Cell>>) =>
    header.map((h) => cells[h as (typeof TRAVELLER_COLUMNS)[number]] ?? '');
  const rows = [
    line({
      board: 1,
      table: 1,
      round: 1,
      ns: '1',
      ew: '11',
      contract: '4S=',
      declarer: 'N',
      lead: 'HK',
      score_ns: 420,
    }),
    line({
      board: 1,
      table: 2,
      round: 1,
      ns: '2',
      ew: '12',
      contract: '3NT+1',
      declarer: 'S',
      lead: 'S2',
      score_ns: 430,
    }),
    line({ board: 2, table: 1, round: 2, ns: '1', ew: '11', contract: '2H-1', declarer: 'E', score_ns: 100 }),
  ];
  const club = settingsToRows({ ...DEFAULT_SETTINGS, title: 'Club', tables: 2, boards: 2 });
  const kept = 'fq0c23defd3310a308d63fb92c';
  const lead = header.indexOf('lead');

  it('still vouches for those lines, in any order, and not once their lead changes (it counted then)', () => {
    expect(fingerprintMatches(kept, [header, ...rows], club)).toBe(true);
    expect(fingerprintMatches(kept, [header, ...[...rows].reverse()], club)).toBe(true);
    expect(figuresStale([header, ...rows], club, kept)).toBe(false);
    expect(fingerprintMatches(kept, [header, ...replace(rows, 0, lead, 'HA')], club)).toBe(false);
  });

  it('is replaced by one that a lead typed later leaves as it is', () => {
    const now = figuresFingerprint([header, ...rows], club);
    expect(now).toMatch(/^fr[0-9a-f]{24}$/);
    expect(now).not.toBe(kept);
    expect(figuresStale([header, ...replace(rows, 0, lead, 'HA')], club, now)).toBe(false);
    expect(figuresStale([header, ...replace(rows, 2, header.indexOf('declarer'), 'W')], club, now)).toBe(true);
  });
});
