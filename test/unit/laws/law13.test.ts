import { law13 } from '../../../src/engine/laws/law13';
import { artificialByResponsibility, assignedRuling } from '../../../src/engine/laws/law12/assigned';

const adjusted = assignedRuling({ ns: 420 }, { fault: 'EW' });
const artificial = artificialByResponsibility({ ns: 'none', ew: 'directly' });

describe('Law 13: incorrect number of cards', () => {
  it('13A1: found before a call, nobody saw another card → the board is corrected and played normally', () => {
    expect(law13({ stage: 'beforeCall', sawCards: false })).toEqual({
      outcome: 'playNormally',
      laws: ['13A1'],
      notes: [],
    });
  });

  it('13A2: someone saw a card but it did not affect the result → the score stands (penalty possible)', () => {
    expect(law13({ stage: 'beforeCall', sawCards: true, informationAffected: false })).toEqual({
      outcome: 'scoreStands',
      laws: ['13A2'],
      notes: ['penaltyPossible'],
    });
  });

  it('13A2: the extra information affected the result → adjusted score, laws 13A2 then 12C1', () => {
    const d = law13({ stage: 'beforeCall', sawCards: true, informationAffected: true, adjusted });
    expect(d.outcome).toBe('assigned');
    expect(d.ruling?.laws).toEqual(['13A2', '12C1(a)', '12C1(b)']);
    expect(d.ruling?.ns).toEqual({ kind: 'assigned', ns: 420 });
    expect(d.fault).toBe('EW');
  });

  it('13B1: correctable without changing a call, no effect → the score stands', () => {
    expect(
      law13({ stage: 'duringAuctionOrPlay', correctableWithoutChangingCall: true, informationAffected: false }).outcome,
    ).toBe('scoreStands');
  });

  it('13B1: correctable but the result was affected → adjusted after play', () => {
    const d = law13({
      stage: 'duringAuctionOrPlay',
      correctableWithoutChangingCall: true,
      informationAffected: true,
      adjusted,
    });
    expect(d.laws).toEqual(['13B1', '12C1(a)', '12C1(b)']);
  });

  it('13B2: not correctable without changing a call → adjusted score (artificial), penalty possible', () => {
    const d = law13({ stage: 'duringAuctionOrPlay', correctableWithoutChangingCall: false, adjusted: artificial });
    expect(d.outcome).toBe('artificial');
    expect(d.laws).toEqual(['13B2', '12C2(a)']);
    expect(d.notes).toEqual(['penaltyPossible']);
  });

  it('13C: a surplus card not played to a quitted trick → removed, play goes on, no adjustment', () => {
    expect(law13({ stage: 'surplusCard', playedToQuittedTrick: false })).toEqual({
      outcome: 'playOn',
      laws: ['13C'],
      notes: [],
    });
  });

  it('13C: a surplus card played to a quitted trick → adjusted score', () => {
    expect(law13({ stage: 'surplusCard', playedToQuittedTrick: true, adjusted }).laws[0]).toBe('13C');
  });

  it('13D: found after play → the result is cancelled and an adjusted score given; 86B noted in team play', () => {
    const d = law13({ stage: 'afterPlay', adjusted: artificial });
    expect(d.outcome).toBe('cancelled');
    expect(d.statusChange).toEqual({ status: 'cancelled' });
    expect(d.ruling?.ns).toEqual({ kind: 'artificial', level: 'plus' });
    expect(d.laws).toEqual(['13D', '12C2(a)']);
    expect(law13({ stage: 'afterPlay', adjusted: artificial, teams: true }).notes).toEqual([
      'penaltyPossible',
      'teamsUse86B',
    ]);
  });

  it('13: a missing finding or adjusted score is named', () => {
    expect(() => law13({ stage: 'beforeCall' })).toThrow('Law 13A: say whether a player saw');
    expect(() => law13({ stage: 'afterPlay' })).toThrow('Law 13D: an adjusted score is due; give it');
    expect(() => law13({ stage: 'later' as never })).toThrow("stage 'later' is not");
  });
});
