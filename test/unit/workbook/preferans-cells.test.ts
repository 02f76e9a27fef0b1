/**
 * What a preferans ruling writes and the log keeps, as data (tables/, no host): a procedural penalty after the
 * seat's ruling in its cell (code §11.1В, seed 004: "судья может назначить процедурное наказание"), and a seat's
 * entry in the log with the score (§11.2Б2) and form (§10) only where the ruling changed them.
 */
import {
  normalPreferansRuling,
  readProtocols,
  type ProtocolPos,
} from '../../../src/workbook/tables/preferans-protocols';
import {
  parseSeatEntries,
  parseSeatEntry,
  scoreProtocols,
  seatEntryText,
  seatList,
} from '../../../src/workbook/tables/preferans-scoring';
import { DEFAULT_SETTINGS } from '../../../src/workbook/tables/settings';
import type { Cell } from '../../../src/workbook/tables/schema';

const POS: ProtocolPos = { deal: 0, table: 1, seat: 2, player: 3, score: 4, form: 5, ruling: 6 };
const row = (deal: number, table: number, seat: number, player: string, score: Cell, ruling = ''): Cell[] => [
  deal,
  String(table),
  String(seat),
  player,
  score,
  '',
  ruling,
];

describe('a penalty in a ruling cell (§11.1В)', () => {
  // One deal, three tables, seat 1 only: p1 10, p2 6, p3 2 → 4, 2, 0 of 4.
  const rows = [row(1, 1, 1, 'p1', 10), row(1, 2, 1, 'p2', 6, 'PP 25%'), row(1, 3, 1, 'p3', 2, 'a+ pp 1mp')];

  it("is read apart from the ruling and charged to the seat's player", () => {
    const read = readProtocols(rows, POS, { firstRow: 2 });
    expect(read.problems).toEqual([]);
    expect(read.lines[1].outcome).toBeUndefined();
    expect(read.lines[2].outcome).toEqual({ kind: 'artificial', level: 'plus' });
    expect(read.penalties.map((p) => [p.player, p.deal, p.penalties])).toEqual([
      ['p2', 1, [{ amount: 25, unit: 'pctTop' }]],
      ['p3', 1, [{ amount: 1, unit: 'mp' }]],
    ]);
    const s = scoreProtocols(read, { ...DEFAULT_SETTINGS, kind: 'preferans', preset: 'ru-preferans' });
    const t = Object.fromEntries(s.result!.players.map((x) => [x.player, x]));
    // p3's A+ is 60 % of the top: the real results p1 10 and p2 6 factored from top 2 to E = 3 are
    // (2 + 1)·3/2 − 1 = 3.5 and (0 + 1)·3/2 − 1 = 0.5; p3 2.4. Penalties: p2 25 % of 4 = 1 → −0.5; p3 1 → 1.4.
    expect(t.p1.mp).toBeCloseTo(3.5, 12);
    expect(t.p2.mp).toBeCloseTo(-0.5, 12);
    expect(t.p2.penalties).toBeCloseTo(1, 12);
    expect(t.p3.mp).toBeCloseTo(1.4, 12);
  });

  it('keeps its normal form in the cell; a malformed one is named with its row and the seat waits', () => {
    expect(normalPreferansRuling('а+ pp 1,5 mp')).toBe('A+ PP 1.5MP');
    expect(normalPreferansRuling('pp25%')).toBe('PP 25%');
    const read = readProtocols([row(1, 1, 1, 'p1', 10, 'A+ PP lots')], POS, { firstRow: 2 });
    expect(read.problems).toEqual([
      {
        row: 2,
        field: 'ruling',
        message:
          "penalty 'PP lots' is not PP <amount>% (of a top) or PP <amount>MP (file Protocols, row 2, field ruling)",
      },
    ]);
    expect(read.lines[0].outcome).toEqual({ kind: 'pending' });
    expect(read.penalties).toEqual([]);
  });
});

describe("a seat's entry in the log", () => {
  it('names the score and form only where the ruling changed them, and reads back', () => {
    expect(seatEntryText({ ruling: 'A+' })).toBe('A+');
    expect(seatEntryText({ ruling: '' }, '')).toBe('');
    expect(seatEntryText({ ruling: '', score: -4 })).toBe('– · score -4');
    expect(seatEntryText({ ruling: 'PP 25%', score: 10, form: '' })).toBe('PP 25% · score 10 · form –');
    expect(parseSeatEntry('PP 25% · score 10 · form –')).toEqual({ ruling: 'PP 25%', score: 10, form: '' });
    const text = seatList([
      { seat: '1', ruling: '', form: 'B' },
      { seat: '2', ruling: 'A-' },
      { seat: '3', ruling: '', score: 12.5 },
    ]);
    expect(text).toBe('1: – · form B; 2: A-; 3: – · score 12.5');
    expect([...parseSeatEntries(text)]).toEqual([
      ['1', { ruling: '', form: 'B' }],
      ['2', { ruling: 'A-' }],
      ['3', { ruling: '', score: 12.5 }],
    ]);
    expect([...parseSeatEntries('A60', '2')]).toEqual([['2', { ruling: 'A60' }]]);
  });
});
