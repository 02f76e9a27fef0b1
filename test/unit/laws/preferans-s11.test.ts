import {
  s11_1Attention,
  s11_3WrongCardCount,
  s11_4MissingCard,
  s11_5DefectiveTrick,
  s11_6WrongDeal,
} from '../../../src/engine/laws/preferans-s11';

const art = (seat: string, level: string) => ({ seat, kind: 'artificial', level });

describe('preferans §11.1: attention drawn to an irregularity', () => {
  it('§11.1A: a player drew attention → the ruling goes on', () => {
    expect(s11_1Attention({ by: 'player' })).toEqual({ laws: [], notes: [] });
  });

  it("§11.1Б1/§11.1В: the non-offenders' spectator spoke first and the right is lost → score stands, penalty possible", () => {
    expect(s11_1Attention({ by: 'spectator', spectatorOf: 'nonOffenders', rightLost: true }).decision).toEqual({
      outcome: 'rectificationLost',
      laws: ['§11.1Б1', '§11.1В'],
      notes: ['penaltyStillPossible'],
    });
  });

  it("§11.1Б2: the offenders' spectator — «право исправить нарушение может быть потеряно» is the offenders' right: losing it never ends the ruling in their favour", () => {
    expect(s11_1Attention({ by: 'spectator', spectatorOf: 'offenders', rightLost: false })).toEqual({
      laws: [],
      notes: [],
    });
    const lost = s11_1Attention({ by: 'spectator', spectatorOf: 'offenders', rightLost: true });
    expect(lost.decision).toBeUndefined();
    expect(lost).toEqual({ laws: ['§11.1Б2'], notes: ['offendersCannotCorrect'] });
  });

  it('§11.1Б: the side responsible for the spectator must be given', () => {
    expect(() => s11_1Attention({ by: 'spectator', rightLost: true })).toThrow(
      'which side is responsible for the spectator',
    );
  });
});

describe('preferans §11.3: wrong number of cards in a pocket', () => {
  it('§11.3 + §11.2Б1: a player with a wrong hand has bid → each seat its artificial score, penalty possible', () => {
    // A three-handed table: seat 2 held the wrong hand (40 %), seat 1 partly at fault (50 %), seat 3 none (60 %).
    const d = s11_3WrongCardCount({
      calledWithWrongHand: true,
      responsibility: { '1': 'partly', '2': 'directly', '3': 'none' },
    });
    expect([d.outcome, d.ruling, d.seats]).toEqual([
      'artificial',
      undefined,
      [art('1', 'average'), art('2', 'minus'), art('3', 'plus')],
    ]);
    expect(d.laws).toEqual(['§11.3', '§11.2Б1']);
    expect(d.notes).toEqual(['penaltyPossible']);
  });

  it.each([
    ['records', '§11.3A1', 'fixByRecords'],
    ['previousPlayers', '§11.3A2', 'fixByPreviousPlayers'],
    ['redeal', '§11.3A3', 'redeal'],
  ] as const)('§11.3A: nobody saw other cards, mended by %s → played normally', (fix, law, note) => {
    expect(s11_3WrongCardCount({ calledWithWrongHand: false, stage: 'beforePlay', sawCards: false, fix })).toEqual({
      outcome: 'playNormally',
      laws: ['§11.3A', law],
      notes: [note],
    });
  });

  it('§11.3Б1: information seen is insignificant and all consent → normal play', () => {
    expect(
      s11_3WrongCardCount({
        calledWithWrongHand: false,
        stage: 'beforePlay',
        sawCards: true,
        informationSignificant: false,
        allPlayersConsent: true,
      }).outcome,
    ).toBe('playNormally');
  });

  it('§11.3Б2: significant information → artificial score', () => {
    const d = s11_3WrongCardCount({
      calledWithWrongHand: false,
      stage: 'beforePlay',
      sawCards: true,
      informationSignificant: true,
      responsibility: { '1': 'none', '2': 'none', '3': 'none' },
    });
    expect([d.seats, d.laws]).toEqual([
      [art('1', 'plus'), art('2', 'plus'), art('3', 'plus')],
      ['§11.3Б2', '§11.2Б1'],
    ]);
  });

  it('§11.3Б1 without consent: the code is silent; §11.2Б1 gives an artificial score', () => {
    const d = s11_3WrongCardCount({
      calledWithWrongHand: false,
      stage: 'beforePlay',
      sawCards: true,
      informationSignificant: false,
      allPlayersConsent: false,
      responsibility: { '1': 'partly', '2': 'partly', '3': 'partly' },
    });
    expect(d.laws).toEqual(['§11.3Б1', '§11.2Б1']);
  });

  it("§11.3В: found after play, a non-offender's result stands → kept; the offender average-minus, the other non-offender average-plus", () => {
    const d = s11_3WrongCardCount({
      calledWithWrongHand: false,
      stage: 'afterPlay',
      nonOffendersResultStands: true,
      seats: ['1', '2', '3'],
      offenders: ['2'],
      keep: ['3'],
    });
    expect(d.outcome).toBe('split');
    expect(d.seats).toEqual([art('1', 'plus'), art('2', 'minus'), { seat: '3', kind: 'kept' }]);
    expect(d.laws).toEqual(['§11.3В', '§11.2Б1']);
  });

  it('§11.3В: a kept seat must be a seat of the table and not at fault', () => {
    const base = { calledWithWrongHand: false, stage: 'afterPlay', nonOffendersResultStands: true } as const;
    expect(() => s11_3WrongCardCount({ ...base, seats: ['1', '2', '3'], offenders: ['2'], keep: ['2'] })).toThrow(
      'seat 2 is at fault',
    );
    expect(() => s11_3WrongCardCount({ ...base, seats: ['1', '2', '3'], offenders: ['4'], keep: ['3'] })).toThrow(
      'seat 4 is not a seat of this table',
    );
  });

  it('§11.3В: found after play, nothing stands → cancelled, artificial scores', () => {
    const d = s11_3WrongCardCount({
      calledWithWrongHand: false,
      stage: 'afterPlay',
      nonOffendersResultStands: false,
      responsibility: { '1': 'directly', '2': 'none', '3': 'none' },
    });
    expect([d.outcome, d.statusChange, d.seats]).toEqual([
      'cancelled',
      { status: 'cancelled' },
      [art('1', 'minus'), art('2', 'plus'), art('3', 'plus')],
    ]);
  });
});

describe('preferans §11.4: a missing card', () => {
  it('§11.4A1/A2: before play, found or not → the deal is played normally', () => {
    expect(s11_4MissingCard({ stage: 'beforePlay', found: 'found' })).toEqual({
      outcome: 'playNormally',
      laws: ['§11.4A1'],
      notes: ['cardReturned'],
    });
    expect(s11_4MissingCard({ stage: 'beforePlay', found: 'notFound' }).notes).toEqual(['dealReconstructed']);
  });

  it('§11.4Б1(а) → §10: found among the played cards, the deal is fouled; the result joins its form group', () => {
    expect(s11_4MissingCard({ stage: 'duringPlay', found: 'amongPlayed', form: ' B ' })).toEqual({
      outcome: 'formGroup',
      statusChange: { form: 'B' },
      laws: ['§11.4Б1', '§10Б'],
      notes: ['scoreByGroups'],
    });
  });

  it('§11.4Б1(б)/B2/B3: found elsewhere or not at all → play on; penalty card and revoke possible', () => {
    expect(s11_4MissingCard({ stage: 'duringPlay', found: 'elsewhere' }).notes).toEqual([
      'cardReturned',
      'penaltyCard',
      'revokePossible',
    ]);
    expect(s11_4MissingCard({ stage: 'duringPlay', found: 'notFound' }).laws).toEqual(['§11.4Б2', '§11.4Б3']);
  });

  it('§11.4: a found-among-played card before play, or a fouled deal without a form label, is refused', () => {
    expect(() => s11_4MissingCard({ stage: 'beforePlay', found: 'amongPlayed' })).toThrow("'found' or 'notFound'");
    expect(() => s11_4MissingCard({ stage: 'duringPlay', found: 'amongPlayed', form: ' ' })).toThrow('needs a label');
  });
});

describe('preferans §11.5: a defective trick', () => {
  it('§11.5А1: too many cards, holds the suit led → a card of that suit to his played cards, no penalty', () => {
    expect(s11_5DefectiveTrick({ offenderHas: 'tooMany', holdsSuitLed: true })).toEqual({
      outcome: 'playOn',
      laws: ['§11.5А1'],
      notes: ['noPenalty'],
    });
  });

  it('§11.5А2: too many cards, void in the suit led → deemed to have revoked', () => {
    expect(s11_5DefectiveTrick({ offenderHas: 'tooMany', holdsSuitLed: false }).notes).toEqual(['deemedRevoke']);
  });

  it('§11.5Б: too few cards → extra cards return to the hand; later failure to play them may be a revoke', () => {
    expect(s11_5DefectiveTrick({ offenderHas: 'tooFew' }).notes).toEqual(['returnExtraCards', 'revokePossible']);
  });
});

describe('preferans §11.6: a wrong deal played', () => {
  it('§11.6A1: nobody had played it → the result is normally kept', () => {
    expect(s11_6WrongDeal({ playedBefore: false })).toEqual({ outcome: 'scoreStands', laws: ['§11.6A1'], notes: [] });
  });

  it('§11.6A2: the director has them play the right deal later', () => {
    expect(s11_6WrongDeal({ playedBefore: false, correctDealLater: true }).notes).toEqual(['playCorrectLater']);
  });

  it('a player had played it before: no natural result → cancelled, artificial (§11.2Б1)', () => {
    const d = s11_6WrongDeal({ playedBefore: true, responsibility: { '1': 'none', '2': 'none', '3': 'none' } });
    expect([d.outcome, d.laws, d.seats]).toEqual([
      'cancelled',
      ['§11.6', '§11.2Б1'],
      [art('1', 'plus'), art('2', 'plus'), art('3', 'plus')],
    ]);
  });
});
