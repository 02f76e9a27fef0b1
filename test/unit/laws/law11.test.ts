import { law11Forfeiture } from '../../../src/engine/laws/law11';
import type { Adjustment, PlayedResult } from '../../../src/engine/model/types';

const p = (level: number, strain: string, declarer: string, tricks: number): PlayedResult =>
  ({ contract: { level, strain, risk: '' }, declarer, tricks }) as PlayedResult;

describe('Law 11A: forfeiture of the right to rectification', () => {
  // Board 1 (nobody vulnerable). NS committed an irregularity; an EW player acted before the director was
  // called and NS gained: they made 4S= (420) where, without the gain, they would have gone one down (-50).
  const table = { ns: 420, from: p(4, 'S', 'N', 10) };
  const withoutGain: Adjustment = { kind: 'assigned', ns: -50, from: p(4, 'S', 'N', 9) };

  it('11A: only the side that gained (NS) is adjusted; EW keep the table score — a one-sided, non-balancing ruling', () => {
    const d = law11Forfeiture({ tableScore: table, gainedSide: 'NS', withoutAdvantage: withoutGain, offenders: 'NS' });
    expect(d.outcome).toBe('oneSided');
    expect(d.ruling).toEqual({
      ns: withoutGain,
      ew: { kind: 'assigned', ns: 420, from: p(4, 'S', 'N', 10) },
      laws: ['11A'],
      fault: 'NS',
    });
    expect(d.notes).toEqual(['penaltyStillPossible']);
  });

  it('11A: when EW gained (table NS -420, without the gain NS +50), only EW get +50', () => {
    const d = law11Forfeiture({
      tableScore: { ns: -420 },
      gainedSide: 'EW',
      withoutAdvantage: { kind: 'assigned', ns: 50 },
    });
    expect(d.ruling?.ns).toEqual({ kind: 'assigned', ns: -420 });
    expect(d.ruling?.ew).toEqual({ kind: 'assigned', ns: 50 });
  });

  it('11A/11B: nobody gained → the right is lost, the score stands, a procedural penalty stays possible', () => {
    const d = law11Forfeiture({ penalties: [{ direction: 'NS', amount: 10, unit: 'pctTop' }] });
    expect(d).toEqual({
      outcome: 'rectificationLost',
      laws: ['11A', '11B'],
      notes: ['penaltyStillPossible'],
      penalties: [{ direction: 'NS', amount: 10, unit: 'pctTop' }],
    });
    expect(d.ruling).toBeUndefined();
  });

  it('11B: a procedural penalty is carried by the one-sided ruling', () => {
    const d = law11Forfeiture({
      tableScore: table,
      gainedSide: 'NS',
      withoutAdvantage: withoutGain,
      penalties: [{ direction: 'NS', amount: 1, unit: 'vp' }],
    });
    expect(d.ruling?.penalties).toEqual([{ direction: 'NS', amount: 1, unit: 'vp' }]);
  });

  it('11A: a score that does not take the advantage away is refused', () => {
    expect(() =>
      law11Forfeiture({ tableScore: table, gainedSide: 'NS', withoutAdvantage: { kind: 'assigned', ns: 450 } }),
    ).toThrow(
      'the score for NS (NS 450) does not take an advantage away: it is not worse for NS than the table score (NS 420)',
    );
    expect(() =>
      law11Forfeiture({ tableScore: table, gainedSide: 'NS', withoutAdvantage: { kind: 'assigned', ns: 420 } }),
    ).toThrow('does not take an advantage away');
  });

  it('11A: the advantage is removed by a score, not an artificial one, and the score must be given', () => {
    expect(() =>
      law11Forfeiture({
        tableScore: table,
        gainedSide: 'NS',
        withoutAdvantage: { kind: 'artificial', level: 'minus' },
      }),
    ).toThrow('not an artificial one');
    expect(() => law11Forfeiture({ tableScore: table, gainedSide: 'NS' })).toThrow(
      'give the score NS gets once the advantage is taken away',
    );
  });
});
