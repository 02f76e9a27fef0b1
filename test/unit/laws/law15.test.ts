import { law15A, law15B } from '../../../src/engine/laws/law15';
import { artificialByResponsibility } from '../../../src/engine/laws/law12/assigned';

const offenderAtFault = artificialByResponsibility({ ns: 'directly', ew: 'none' });
const nobodyAtFault = artificialByResponsibility({ ns: 'none', ew: 'none' });

describe('Law 15A: a call made holding the cards of a wrong board', () => {
  it("15A: the offender's partner has called since → adjusted score, penalty possible", () => {
    const d = law15A({ partnerCalledSince: true, adjusted: offenderAtFault });
    expect(d.outcome).toBe('artificial');
    expect(d.ruling?.ns).toEqual({ kind: 'artificial', level: 'minus' });
    expect(d.laws).toEqual(['15A', '12C2(a)']);
    expect(d.notes).toEqual(['penaltyPossible']);
  });

  it('15A: partner has not called → the call is cancelled and the auction goes on; check the later call', () => {
    expect(law15A({ partnerCalledSince: false })).toEqual({
      outcome: 'continueAuction',
      laws: ['15A'],
      notes: ['checkLaterCall'],
    });
  });

  it('15A: on the wrong board later the offender repeats his call → played normally', () => {
    expect(law15A({ partnerCalledSince: false, laterCall: 'same' }).outcome).toBe('playNormally');
  });

  it('15A: on the wrong board later his call differs → adjusted score', () => {
    expect(
      law15A({ partnerCalledSince: false, laterCall: 'different', adjusted: offenderAtFault }).ruling?.laws,
    ).toEqual(['15A', '12C2(a)']);
    expect(() => law15A({ partnerCalledSince: false, laterCall: 'different' })).toThrow('an adjusted score is due');
  });
});

describe('Law 15B: a board played by the wrong players (pairs)', () => {
  it('15B1/15B3: one of the four had already played it → cancelled for both sides, artificial scores', () => {
    const d = law15B({
      event: 'pairs',
      anyPlayerAlreadyPlayed: true,
      correctBoardLater: true,
      deprived: nobodyAtFault,
    });
    expect(d.outcome).toBe('cancelled');
    expect(d.statusChange).toEqual({ status: 'cancelled' });
    expect(d.ruling?.ns).toEqual({ kind: 'artificial', level: 'plus' });
    expect(d.ruling?.ew).toEqual({ kind: 'artificial', level: 'plus' });
    expect(d.laws).toEqual(['15B1', '15B3', '12C2(a)']);
    expect(d.notes).toEqual(['playCorrectLater', 'deprivedArtificial']);
    expect(d.related).toBeUndefined();
  });

  it('15B2: none had played it → the score stands; the correct board is played later', () => {
    expect(law15B({ event: 'pairs', anyPlayerAlreadyPlayed: false, correctBoardLater: true })).toEqual({
      outcome: 'scoreStands',
      laws: ['15B2'],
      notes: ['playCorrectLater', 'deprivedArtificial'],
    });
  });

  it('15B2/15B3: the score stands, and the correct board that will not be played gets an artificial score', () => {
    const d = law15B({
      event: 'individual',
      anyPlayerAlreadyPlayed: false,
      correctBoardLater: false,
      deprived: offenderAtFault,
    });
    expect(d.outcome).toBe('scoreStands');
    expect(d.related).toEqual([
      {
        target: 'correctBoard',
        ruling: { ...offenderAtFault, laws: ['15B3', '12C2(a)'] },
        statusChange: { status: 'ruled' },
        laws: ['15B3', '12C2(a)'],
      },
    ]);
  });

  it('15B does not apply to teams (86B instead), and 15B3 needs the artificial score', () => {
    expect(() => law15B({ event: 'teams', anyPlayerAlreadyPlayed: true })).toThrow('Law 86B');
    expect(() => law15B({ event: 'pairs', anyPlayerAlreadyPlayed: true, correctBoardLater: true })).toThrow('Law 15B3');
  });
});
