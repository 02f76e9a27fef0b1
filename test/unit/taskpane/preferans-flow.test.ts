/**
 * The preferans pane's flow mode: the cells a decision of the code's flow writes on the seats of one table
 * (seed 004, §10–§11). The decisions come from the engine's decide() with the ru-preferans preset's options.
 */
import { getPreset } from '../../../src/engine';
import { decide } from '../../../src/engine/rulings/flows';
import type { SeatLine } from '../../../src/engine';
import {
  otherTableResults,
  possibleResultsAnswer,
  preferansFlowOptions,
  seatWrites,
  seatsAnswer,
} from '../../../src/taskpane/views/PreferansFlowPanel';

const OPTIONS = preferansFlowOptions(getPreset('ru-preferans'));
const TABLE = [
  { seat: '1', player: 'p2', ruling: '' },
  { seat: '2', player: 'p6', ruling: '' },
  { seat: '3', player: 'p7', ruling: 'A60' },
];
const ctx = { seats: TABLE.map((x) => x.seat) };
const player = { attention: 'player', penalty: 'no' };

describe('preferans flow in the pane', () => {
  it('the options are the preferans code under ru-preferans: no weighting, §11.2Б2 offered', () => {
    expect(OPTIONS).toMatchObject({ preferans: true, eventKind: 'preferans', allowsWeighting: false });
  });

  it('§11.2Б1: each seat its artificial score by responsibility → A, A-, A+', () => {
    const d = decide(
      { ...player, what: 'noResult', seatResponsibility: { '1': 'partly', '2': 'directly', '3': 'none' } },
      OPTIONS,
      ctx,
    );
    expect(seatWrites(d, TABLE)).toEqual({
      seats: [
        { seat: '1', ruling: 'A' },
        { seat: '2', ruling: 'A-' },
        { seat: '3', ruling: 'A+' },
      ],
    });
  });

  it('§11.3В: a seat whose own result stands gets an empty ruling cell (its A60 gives way to the table result)', () => {
    const d = decide(
      {
        ...player,
        what: 's11_3',
        s113Called: 'no',
        s113Stage: 'afterPlay',
        s113KeepNos: 'yes',
        s113Offenders: '2',
        s113Keep: '3',
      },
      OPTIONS,
      ctx,
    );
    expect(seatWrites(d, TABLE).seats).toEqual([
      { seat: '1', ruling: 'A+' },
      { seat: '2', ruling: 'A-' },
      { seat: '3', ruling: '' },
    ]);
  });

  it('§10Б: the table played form B → every seat of the table gets form B, no ruling cell changes', () => {
    const d = decide({ ...player, what: 's10', formGroup: 'changed', formLabel: 'B' }, OPTIONS, ctx);
    expect(seatWrites(d, TABLE).seats).toEqual(TABLE.map((x) => ({ seat: x.seat, form: 'B' })));
  });

  it('§11.5А1 (play goes on) and §11.6A1 (the result kept) change no cell: the seats are logged as they are', () => {
    const d = decide({ ...player, what: 's11_5', s115Kind: 'tooMany', s115HoldsSuit: 'yes' }, OPTIONS, ctx);
    expect(seatWrites(d, TABLE).seats).toEqual([{ seat: '1' }, { seat: '2' }, { seat: '3' }]);
  });

  it("§11.2Б2: the other tables' results ticked as possible give each seat its score, written in its score cell", () => {
    // Deal 2 of the fixture event: table 1 is ruled (p2, p6, p7); table 2 has 5 −2, 9 5, 1 −3 by seat; table 3
    // has an artificial score (A60 on seat 2), so it is not offered.
    const lines = [
      ...[
        ['1', '1', 4],
        ['1', '2', -1],
        ['1', '3', -3],
        ['2', '1', -2],
        ['2', '2', 5],
        ['2', '3', -3],
        ['3', '1', 4],
        ['3', '3', -5],
      ].map(([table, seat, score]) => ({ deal: 2, table, seat, players: ['x'], score }) as SeatLine),
      { deal: 2, table: '3', seat: '2', players: ['p3'], outcome: { kind: 'artificial', level: 'plus', percent: 60 } },
    ] as SeatLine[];
    const others = otherTableResults(lines, '2', '1', ['1', '2', '3']);
    expect(others).toEqual([{ table: '2', scores: { '1': -2, '2': 5, '3': -3 } }]);
    // Seat 1 at fault. Possible: table 2's (−2, 5, −3) and a typed one (6, 1, −7): seat 1 its worst −2,
    // seats 2 and 3 their best 5 and −3.
    const answer = possibleResultsAnswer([others[0].scores], { '1': 6, '2': 1, '3': -7 }, ['1', '2', '3']);
    const d = decide(
      { ...player, what: 'damage', offenderSeats: '1', method: 'likelyProbable', seatScores: answer },
      OPTIONS,
      ctx,
    );
    expect(seatWrites(d, TABLE)).toEqual({
      seats: [
        { seat: '1', ruling: '', score: -2 },
        { seat: '2', ruling: '', score: 5 },
        { seat: '3', ruling: '', score: -3 },
      ],
    });
    // Typed alone, the result is a plain assigned score.
    expect(possibleResultsAnswer([], { '1': -4, '2': 3, '3': 1 }, ['1', '2', '3'])).toEqual({
      '1': -4,
      '2': 3,
      '3': 1,
    });
    // Half typed, it is not yet a result: nothing but the ticks.
    expect(possibleResultsAnswer([others[0].scores], { '1': 1 }, ['1', '2', '3'])).toEqual(others[0].scores);
  });

  it("§11.1В: the penalty follows the seat's ruling in its cell; a penalty the cell held stays", () => {
    const seats = [TABLE[0], TABLE[1], { ...TABLE[2], penalties: [{ amount: 1, unit: 'mp' as const }] }];
    const pen = { penalty: 'yes', penaltySeat: '3', penaltyAmount: 25, penaltyUnit: 'pctTop' };
    const stands = decide(
      { ...player, ...pen, what: 's11_5', s115Kind: 'tooMany', s115HoldsSuit: 'yes' },
      OPTIONS,
      ctx,
    );
    expect(stands.seatPenalties).toEqual([{ seat: '3', amount: 25, unit: 'pctTop' }]);
    expect(stands.laws).toContain('§11.1В');
    expect(seatWrites(stands, seats).seats).toEqual([
      { seat: '1' },
      { seat: '2' },
      { seat: '3', ruling: 'A60 PP 1MP PP 25%' },
    ]);
    const art = decide(
      { ...player, ...pen, what: 'noResult', seatResponsibility: { '1': 'none', '2': 'none', '3': 'directly' } },
      OPTIONS,
      ctx,
    );
    expect(seatWrites(art, seats).seats[2]).toEqual({ seat: '3', ruling: 'A- PP 1MP PP 25%' });
  });

  it('seats ticked become one answer in the table order', () => {
    expect(seatsAnswer(['3', '1'], TABLE)).toBe('1, 3');
  });
});
