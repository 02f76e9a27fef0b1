/** Movements of the set-up templates, the settings table and the address helpers (pure). */
import fc from 'fast-check';
import { howell, mitchell, plain, teamMatches } from '../../../src/workbook/tables/movement';
import { blockAddress, cellNumber, columnIndex, columnLetter, topLeft } from '../../../src/workbook/tables/schema';
import { DEFAULT_SETTINGS, settingsFromRows, settingsToRows } from '../../../src/workbook/tables/settings';
import { planEvent } from '../../../src/workbook/tables/plan';
import { skeletonRows } from '../../../src/workbook/tables/movement-rows';

function checkPairs(lines: { board: number; ns: string; ew: string; round: number; table: number }[]) {
  const pairBoard = new Set<string>();
  const meetings = new Map<string, number>();
  const seat = new Set<string>();
  for (const l of lines) {
    for (const p of [l.ns, l.ew]) {
      const k = `${p}@${l.board}`;
      expect(pairBoard.has(k)).toBe(false); // nobody plays a board twice
      pairBoard.add(k);
      const s = `${p}@r${l.round}`;
      // a pair sits at one table a round (several boards at that table are fine)
      seat.add(`${s}@t${l.table}`);
    }
    const m = [l.ns, l.ew].sort().join('-');
    meetings.set(m, (meetings.get(m) ?? 0) + 1);
  }
  const perRound = new Map<string, Set<number>>();
  for (const k of seat) {
    const [who, , t] = k.split('@');
    const round = k.split('@')[1];
    const set = perRound.get(`${who}@${round}`) ?? new Set<number>();
    set.add(Number(t.slice(1)));
    perRound.set(`${who}@${round}`, set);
  }
  for (const tables of perRound.values()) expect(tables.size).toBe(1);
  return meetings;
}

describe('movements', () => {
  test('a 3-table Mitchell: N-S 1–3 stay, E-W 4–6 move up, boards move down', () => {
    const m = mitchell(3, 0, 1);
    expect(m.rounds).toBe(3);
    // Round 2 at table 1: E-W pair 6 (started at table 3) and board 2 (started at table 2).
    expect(m.lines.find((l) => l.round === 2 && l.table === 1)).toEqual({
      board: 2,
      table: 1,
      round: 2,
      ns: '1',
      ew: '6',
    });
  });

  test('Mitchell and Howell: each pair plays each board once, sits at one table a round; each board equally often', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 13 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (tables, per, isHowell) => {
          const plan = isHowell ? howell(tables, 0, per) : mitchell(tables, 0, per);
          const meetings = checkPairs(plan.lines);
          const byBoard = new Map<number, number>();
          for (const l of plan.lines) byBoard.set(l.board, (byBoard.get(l.board) ?? 0) + 1);
          const counts = new Set(byBoard.values());
          expect(counts.size).toBe(1);
          // N-S and E-W meet at most once per board set; in a Howell everybody meets everybody exactly once.
          for (const n of meetings.values()) expect(n).toBe(per);
          if (isHowell) expect(meetings.size).toBe((2 * tables * (2 * tables - 1)) / 2);
        },
      ),
      { numRuns: 60 },
    );
  });

  test('team matches: both rooms play every board, teams swap directions', () => {
    const t = teamMatches(4, 2);
    expect(t.lines).toHaveLength(8);
    expect(t.lines.filter((l) => l.board === 1).map((l) => [l.table, l.ns, l.ew])).toEqual([
      [1, '1', '2'],
      [2, '2', '1'],
      [3, '3', '4'],
      [4, '4', '3'],
    ]);
    expect(() => teamMatches(3, 2)).toThrow(/even number/);
    expect(plain(2, 3).lines).toHaveLength(6);
  });

  test('set-up plans: settings follow the template', () => {
    const { settings, plan } = planEvent({ template: 'individual', movement: 'preferans', tables: 3, boards: 12 });
    expect(settings).toMatchObject({ kind: 'preferans', preset: 'ru-preferans', boards: 12, movement: 'preferans' });
    expect(skeletonRows(plan)).toHaveLength(36);
    expect(planEvent({ template: 'pairs', tables: 4, boardsPerRound: 2, empty: true }).plan.lines).toEqual([]);
  });
});

describe('settings table', () => {
  test('round trip, and bad values named', () => {
    const s = { ...DEFAULT_SETTINGS, title: 'Tuesday', tables: 7, boards: 21, preset: 'ebu' };
    expect(settingsFromRows(settingsToRows(s))).toEqual({ settings: s, problems: [] });
    const r = settingsFromRows([
      ['tables', 'seven'],
      ['kind', 'rubber'],
      ['boards', '24'],
    ]);
    expect(r.settings.boards).toBe(24);
    expect(r.problems).toEqual([
      "setting tables: 'seven' is not a whole number",
      "setting kind: 'rubber' is not one of pairs, teams, individual, preferans",
    ]);
  });
});

describe('addresses', () => {
  test('column letters both ways', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 16383 }), (i) => columnIndex(columnLetter(i)) === i));
    expect(columnLetter(0)).toBe('A');
    expect(columnLetter(26)).toBe('AA');
    expect(columnLetter(16383)).toBe('XFD');
  });
  test('top-left cell of an address, quoted sheet names too', () => {
    expect(topLeft('Travellers!A1:Q1')).toEqual({ sheet: 'Travellers', col: 0, row: 1 });
    expect(topLeft("'Club night''s'!$C$5:$D$9")).toEqual({ sheet: "Club night's", col: 2, row: 5 });
    expect(blockAddress(2, 5, 3, 2)).toBe('C5:D7');
  });
  test('numbers from cells: empty is nothing, text that is not a number is NaN', () => {
    expect(cellNumber('')).toBeUndefined();
    expect(cellNumber(' 4,5 ')).toBe(4.5);
    expect(cellNumber('−50')).toBe(-50);
    expect(cellNumber('4S')).toBeNaN();
  });
});
