/**
 * The director's flow under the duplicate-preferans code (seed 004, §10–§11): a three-handed table has seats,
 * not sides, so every answer that names who offended, who is responsible or who is penalised names a seat of
 * the table by its protocol label. Each test names the section it follows.
 */
import { cellPlayerPenalties, getPreset, splitCellPenalties, withCellPenalties } from '../../../src/engine';
import { describeDecision, describeRecord } from '../../../src/engine/i18n/record';
import { DIRECTOR_FLOW, decide, flowOptionsFor, walk, type Answers } from '../../../src/engine/rulings/flows';

const PREF = flowOptionsFor(getPreset('ru-preferans'), { kind: 'preferans', form: 'mp' });
const SEATS = { seats: ['1', '2', '3'] };
const art = (seat: string, level: string) => ({ seat, kind: 'artificial', level });
const player = { attention: 'player' } as const;

/** The steps a preferans path asks, to check none of them speaks of sides. */
const SIDE_STEPS = ['offenders', 'nsResponsibility', 'ewResponsibility', 'penaltySide', 's113TableResult'];

function ruled(answers: Answers) {
  const d = decide(answers, PREF, SEATS);
  const path = walk(DIRECTOR_FLOW, answers, PREF).path;
  expect(path.filter((s) => SIDE_STEPS.includes(s))).toEqual([]);
  return d;
}

describe('preferans flow by seats (seed 004)', () => {
  it('§10Б «результаты разделяются на две группы»: a fouled deal, the table played form B', () => {
    const d = ruled({ ...player, what: 's10', formGroup: 'changed', formLabel: 'B', penalty: 'no' });
    expect(d).toMatchObject({ complete: true, outcome: 'formGroup', statusChange: { form: 'B' } });
    expect(d.laws).toContain('§10Б');
  });

  it('§11.1A: a player drew attention, the flow goes straight to what happened', () => {
    expect(walk(DIRECTOR_FLOW, { attention: 'player' }, PREF).current).toBe('what');
  });

  it('§11.1Б2 «право исправить нарушение может быть потеряно»: the ruling goes on by seats', () => {
    const d = ruled({
      attention: 'spectator',
      spectatorSide: 'offenders',
      spectatorCorrectionLost: 'yes',
      what: 'noResult',
      seatResponsibility: { '1': 'directly', '2': 'none', '3': 'none' },
      penalty: 'no',
    });
    expect(d.laws).toEqual(['§11.2Б1', '§11.1Б2']);
    expect(d.seats).toEqual([art('1', 'minus'), art('2', 'plus'), art('3', 'plus')]);
  });

  it('§11.1В «судья может назначить процедурное наказание»: the penalty is charged to a seat', () => {
    const d = ruled({
      attention: 'spectator',
      spectatorSide: 'nonOffenders',
      spectatorRightLost: 'yes',
      penalty: 'yes',
      penaltySeat: '2',
      penaltyAmount: 10,
      penaltyUnit: 'pctTop',
    });
    expect(d).toMatchObject({ complete: true, outcome: 'rectificationLost' });
    expect(d.seatPenalties).toEqual([{ seat: '2', amount: 10, unit: 'pctTop' }]);
    expect(d.penalties).toBeUndefined();
  });

  it('§11.2Б1 «40 % … 50 % … 60 %»: no result possible, each seat by its own responsibility', () => {
    const d = ruled({
      ...player,
      what: 'noResult',
      seatResponsibility: { '1': 'partly', '2': 'directly', '3': 'none' },
      penalty: 'no',
    });
    expect(d.seats).toEqual([art('1', 'average'), art('2', 'minus'), art('3', 'plus')]);
    expect(d.ruling).toBeUndefined();
  });

  it('§11.2Б1 with the seat at fault named: it gets average-minus, the two others average-plus', () => {
    const d = ruled({ ...player, what: 'damage', offenderSeats: '3', method: 'artificial', penalty: 'no' });
    expect(d.seats).toEqual([art('1', 'plus'), art('2', 'plus'), art('3', 'minus')]);
  });

  it('§11.2A: a rectification wrongly applied by the director: every seat by its responsibility', () => {
    const d = ruled({
      ...player,
      what: 'incorrectRectification',
      incorrectBy: 'director',
      method: 'artificial',
      seatResponsibility: { '1': 'none', '2': 'none', '3': 'none' },
      penalty: 'no',
    });
    expect(d.laws).toEqual(['§11.2A', '§11.2Б1']);
    expect(d.notes).toContain('directorError');
    expect(d.seats).toEqual([art('1', 'plus'), art('2', 'plus'), art('3', 'plus')]);
  });

  it('§11.3 «игрок с неправильной рукой сделал заявку»: artificial scores by seat, penalty possible', () => {
    const d = ruled({
      ...player,
      what: 's11_3',
      s113Called: 'yes',
      seatResponsibility: { '1': 'none', '2': 'none', '3': 'directly' },
      penalty: 'no',
    });
    expect(d.seats).toEqual([art('1', 'plus'), art('2', 'plus'), art('3', 'minus')]);
    expect(d.notes).toContain('penaltyPossible');
  });

  it('§11.3В «возможно сохранение результата ненарушивших игроков»: seat 1 offended, seat 3 keeps, seat 2 average-plus', () => {
    const d = ruled({
      ...player,
      what: 's11_3',
      s113Called: 'no',
      s113Stage: 'afterPlay',
      s113KeepNos: 'yes',
      s113Offenders: '1',
      s113Keep: '3',
      penalty: 'no',
    });
    expect(d.seats).toEqual([art('1', 'minus'), art('2', 'plus'), { seat: '3', kind: 'kept' }]);
    expect(d.laws).toEqual(['§11.3В', '§11.2Б1']);
  });

  it('§11.3В «результат должен быть аннулирован»: nothing kept, the table cancelled, artificial scores by seat', () => {
    const d = ruled({
      ...player,
      what: 's11_3',
      s113Called: 'no',
      s113Stage: 'afterPlay',
      s113KeepNos: 'no',
      seatResponsibility: { '1': 'directly', '2': 'none', '3': 'none' },
      penalty: 'no',
    });
    expect([d.outcome, d.statusChange]).toEqual(['cancelled', { status: 'cancelled' }]);
    expect(d.seats).toEqual([art('1', 'minus'), art('2', 'plus'), art('3', 'plus')]);
  });

  it('§11.4Б1а «применяется п. 10»: the card found among the played cards, the table in form B', () => {
    const d = ruled({
      ...player,
      what: 's11_4',
      s114Stage: 'duringPlay',
      s114FoundDuring: 'amongPlayed',
      formLabel: 'B',
      penalty: 'no',
    });
    expect(d).toMatchObject({ outcome: 'formGroup', statusChange: { form: 'B' }, laws: ['§11.4Б1', '§10Б'] });
  });

  it('§11.5А2 «считается, что … он сделал фальшренонс»: play goes on, deemed a revoke', () => {
    const d = ruled({ ...player, what: 's11_5', s115Kind: 'tooMany', s115HoldsSuit: 'no', penalty: 'no' });
    expect(d).toMatchObject({ outcome: 'playOn', laws: ['§11.5А2'], notes: ['deemedRevoke'] });
  });

  it('§11.6A1 «разрешить удержать результат»; a player who had played it before: artificial by seat', () => {
    expect(
      ruled({ ...player, what: 's11_6', s116PlayedBefore: 'no', s116PlayLater: 'no', penalty: 'no' }),
    ).toMatchObject({ outcome: 'scoreStands', laws: ['§11.6A1'] });
    const d = ruled({
      ...player,
      what: 's11_6',
      s116PlayedBefore: 'yes',
      seatResponsibility: { '1': 'none', '2': 'partly', '3': 'partly' },
      penalty: 'no',
    });
    expect(d.seats).toEqual([art('1', 'plus'), art('2', 'average'), art('3', 'average')]);
  });

  it('a seat must be one of the table, every seat answered, and the table known', () => {
    const base = { ...player, what: 'damage', method: 'artificial', penalty: 'no' };
    expect(decide({ ...base, offenderSeats: '4' }, PREF, SEATS).problems[0]).toMatchObject({
      id: 'badSeat',
      params: { seat: '4' },
    });
    expect(decide({ ...base, offenderSeats: '2' }, PREF).problems[0].id).toBe('seatsUnknown');
    const partial = decide(
      { ...player, what: 'noResult', seatResponsibility: { '1': 'none', '2': 'directly' }, penalty: 'no' },
      PREF,
      SEATS,
    );
    expect(partial).toMatchObject({ complete: false, problems: [{ id: 'seatMissing', params: { seat: '3' } }] });
  });

  it('the record names seats in words: ru and en, no sides', () => {
    const answers = { ...player, what: 'damage', offenderSeats: '3', method: 'artificial', penalty: 'no' };
    const d = decide(answers, PREF, SEATS);
    expect(describeDecision(d, 'en')).toBe(
      'Artificial adjusted scores, by how far each side is responsible; seat 1: average-plus; seat 2: average-plus; seat 3: average-minus — Code §11.2Б1',
    );
    const ru = describeRecord(d, answers, PREF, 'ru', SEATS).text;
    expect(ru).toContain('позиция 3: средний минус');
    expect(ru).not.toMatch(/Север|Восток|NS|EW/);
  });
});

describe('§11.2Б2 from the possible results, and §11.1В penalties in a ruling cell (seed 004)', () => {
  const damage = { ...player, what: 'damage', method: 'likelyProbable', penalty: 'no' } as const;

  it('§11.2Б2 «наиболее выгодный … наименее выгодный»: each seat takes its own best or worst of the possible results', () => {
    // Seat 2 at fault. Possible: (10, −4, −6), (6, 2, −8), (8, −1, −2). Seat 1 best 10, seat 3 best −2,
    // seat 2 worst −4: a seat scores on its own scale, so the three come from different results.
    const d = ruled({
      ...damage,
      offenderSeats: '2',
      seatScores: [
        { '1': 10, '2': -4, '3': -6 },
        { '1': 6, '2': 2, '3': -8 },
        { '1': 8, '2': -1, '3': -2 },
      ],
    });
    expect(d.seats).toEqual([
      { seat: '1', kind: 'assigned', score: 10 },
      { seat: '2', kind: 'assigned', score: -4 },
      { seat: '3', kind: 'assigned', score: -2 },
    ]);
    // Two seats at fault: both take their worst (seat 1 6, seat 2 −4), seat 3 its best (−2).
    const two = ruled({
      ...damage,
      offenderSeats: '1, 2',
      seatScores: [
        { '1': 10, '2': -4, '3': -6 },
        { '1': 6, '2': 2, '3': -8 },
        { '1': 8, '2': -1, '3': -2 },
      ],
    });
    expect(two.seats?.map((a) => (a.kind === 'assigned' ? a.score : NaN))).toEqual([6, -4, -2]);
    // One result given is a plain assigned score: every seat gets its score on it.
    const one = ruled({ ...damage, offenderSeats: '2', seatScores: { '1': 12, '2': 8, '3': -20 } });
    expect(one.seats?.map((a) => (a.kind === 'assigned' ? a.score : NaN))).toEqual([12, 8, -20]);
    expect(describeDecision(d, 'en')).toBe(
      'Assigned adjusted score for each seat; seat 1: score 10; seat 2: score -4; seat 3: score -2 — Code §11.2Б2',
    );
  });

  it('§11.1В: the penalty is cited and said in words, its unit in lower case inside the sentence', () => {
    const d = ruled({
      ...player,
      what: 's11_5',
      s115Kind: 'tooMany',
      s115HoldsSuit: 'yes',
      penalty: 'yes',
      penaltySeat: '2',
      penaltyAmount: 25,
      penaltyUnit: 'pctTop',
    });
    expect(d.laws).toEqual(['§11.5А1', '§11.1В']);
    expect(describeDecision(d, 'en')).toMatch(/procedural penalty of 25 per cent of a top to seat 2/);
    expect(describeDecision(d, 'ru')).toMatch(/процедурное наказание 25 процент от макса позиции 2/);
  });

  it('§11.2Б2: a possible result without a seat, or with a seat not at the table, is refused by name', () => {
    const missing = decide({ ...damage, offenderSeats: '2', seatScores: [{ '1': 10, '2': -4 }] }, PREF, SEATS);
    expect(missing.complete).toBe(false);
    expect(missing.problems[0]).toMatchObject({ id: 'seatMissing', params: { seat: '3' } });
    const stranger = decide(
      { ...damage, offenderSeats: '2', seatScores: [{ '1': 1, '2': 2, '3': 3, '7': 4 }] },
      PREF,
      SEATS,
    );
    expect(stranger.problems[0]).toMatchObject({ id: 'badSeat', params: { seat: '7' } });
    expect(decide({ ...damage, offenderSeats: '2', seatScores: [] }, PREF, SEATS).problems[0]).toMatchObject({
      id: 'badAnswer',
    });
  });

  it('§11.1В «судья может назначить процедурное наказание»: the cell keeps the penalty after the ruling', () => {
    expect(splitCellPenalties('A+ PP 25%')).toEqual({ ruling: 'A+', penalties: [{ amount: 25, unit: 'pctTop' }] });
    expect(splitCellPenalties('PP 1,5 MP')).toEqual({ ruling: '', penalties: [{ amount: 1.5, unit: 'mp' }] });
    expect(splitCellPenalties('A- PP2MP pp 10%').penalties).toEqual([
      { amount: 2, unit: 'mp' },
      { amount: 10, unit: 'pctTop' },
    ]);
    expect(withCellPenalties('A+', [{ amount: 1.5, unit: 'mp' }])).toBe('A+ PP 1.5MP');
    expect(() => splitCellPenalties('PP', { row: 7 })).toThrow(
      "penalty 'PP ' is not PP <amount>% (of a top) or PP <amount>MP (row 7)",
    );
    expect(() => splitCellPenalties('PP 120%')).toThrow('more than 100 %');
    expect(() => splitCellPenalties('PP 0MP')).toThrow('not a positive amount');
    // Matchpoints as printed: with one matchpoint printed per beat (factor 0.5) 1 MP is 2 on the scorer's scale.
    expect(cellPlayerPenalties([{ amount: 1, unit: 'mp' }], { player: 'p4', deal: 1 }, 0.5)).toEqual([
      { player: 'p4', amount: 2, unit: 'mp', deal: 1 },
    ]);
  });
});
