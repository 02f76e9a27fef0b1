/**
 * The preferans pane's flow mode: the cells a decision of the code's flow writes on the seats of one table
 * (seed 004, §10–§11). The decisions come from the engine's decide() with the ru-preferans preset's options.
 */
import { getPreset } from '../../../src/engine';
import { decide } from '../../../src/engine/rulings/flows';
import { preferansFlowOptions, seatWrites, seatsAnswer } from '../../../src/taskpane/views/PreferansFlowPanel';

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
      assigned: false,
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

  it('§11.2Б2: scores per seat are not ruling cells → flagged', () => {
    const d = decide(
      {
        ...player,
        what: 'damage',
        offenderSeats: '1',
        method: 'likelyProbable',
        seatScores: { '1': -4, '2': 3, '3': 1 },
      },
      OPTIONS,
      ctx,
    );
    expect(seatWrites(d, TABLE)).toEqual({ seats: [], assigned: true });
  });

  it('seats ticked become one answer in the table order', () => {
    expect(seatsAnswer(['3', '1'], TABLE)).toBe('1, 3');
  });
});
