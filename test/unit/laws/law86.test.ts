import { law86B1, law86B2, law86B2Choice } from '../../../src/engine/laws/law86/decision';
import { assignedRuling } from '../../../src/engine/laws/law12/assigned';

const assigned = assignedRuling({ ns: 620 });
const art = (level: string) => ({ kind: 'artificial', level });

describe('Law 86B1: one result at the other table', () => {
  it('86B1: the other result is clearly favourable to one side → the director assigns a score', () => {
    const d = law86B1({ otherTableClearlyFavourable: true, assigned });
    expect(d.outcome).toBe('assigned');
    expect(d.ruling?.ns).toEqual({ kind: 'assigned', ns: 620 });
    expect(d.laws).toEqual(['86B1', '12C1(a)', '12C1(b)']);
  });

  it('86B1: not clearly favourable → artificial scores by responsibility, in IMPs (12C2(b))', () => {
    const d = law86B1({ otherTableClearlyFavourable: false, responsibility: { ns: 'none', ew: 'directly' } });
    expect([d.ruling?.ns, d.ruling?.ew]).toEqual([art('plus'), art('minus')]);
    expect(d.laws).toEqual(['86B1', '12C2(a)', '12C2(b)']);
    expect(d.fault).toBe('EW');
  });

  it('86B1: clearly favourable needs an assigned score, not an artificial one', () => {
    expect(() => law86B1({ otherTableClearlyFavourable: true })).toThrow('give the assigned score');
    expect(() =>
      law86B1({ otherTableClearlyFavourable: true, assigned: { ns: art('plus'), ew: art('minus') } as never }),
    ).toThrow('must be assigned, not artificial');
  });
});

describe('Law 86B2: several non-comparable results between the same teams', () => {
  it('86B2(a): no team at fault, substitute board and the match result cannot be known → substitute board', () => {
    expect(law86B2({ fault: 'none', noFault: 'substitute', matchResultMayBeKnown: false })).toEqual({
      outcome: 'substituteBoards',
      statusChange: { status: 'cancelled' },
      laws: ['86B2(a)', '86A'],
      fault: 'none',
      notes: [],
    });
  });

  it('86A: the match result could be known → no substitute board; average-plus to both instead', () => {
    const d = law86B2({ fault: 'none', noFault: 'substitute', matchResultMayBeKnown: true });
    expect([d.ruling?.ns, d.ruling?.ew]).toEqual([art('plus'), art('plus')]);
    expect(d.notes).toEqual(['substituteNotAllowed']);
    expect(d.laws).toEqual(['86B2(a)', '86A', '12C2(a)', '12C2(b)']);
  });

  it('86B2(a): cancel → the board is cancelled, no score for either team', () => {
    const d = law86B2({ fault: 'none', noFault: 'cancel' });
    expect(d.statusChange).toEqual({ status: 'cancelled' });
    expect(d.ruling).toBeUndefined();
  });

  it('86B2(a): artificial → average-plus to both (neither in any way at fault)', () => {
    const d = law86B2({ fault: 'none', noFault: 'artificial' });
    expect([d.ruling?.ns, d.ruling?.ew, d.fault]).toEqual([art('plus'), art('plus'), 'none']);
  });

  it('86B2(b): NS team at fault, the assigned score gives EW 5 IMPs > 3 → EW take the assigned score, NS the complement', () => {
    const d = law86B2({ fault: 'NS', assigned, assignedImpsForNonOffenders: 5 });
    expect(d.outcome).toBe('betterOfAvePlus');
    expect([d.ruling?.ns, d.ruling?.ew]).toEqual([
      { kind: 'assigned', ns: 620 },
      { kind: 'assigned', ns: 620 },
    ]);
    expect(d.laws).toEqual(['86B2(b)', '12C1(a)', '12C1(b)']);
    expect(d.fault).toBe('NS');
  });

  it('86B2(b): the assigned score gives only 2 IMPs (< 3) → non-offenders average-plus, offenders average-minus', () => {
    const d = law86B2({ fault: 'NS', assigned, assignedImpsForNonOffenders: 2 });
    expect([d.ruling?.ns, d.ruling?.ew]).toEqual([art('minus'), art('plus')]);
    expect(d.laws).toEqual(['86B2(b)', '12C2(a)', '12C2(b)']);
  });

  it('86B2(b): exactly 3 IMPs is not better than average-plus; with no assigned score, average-plus', () => {
    expect(law86B2({ fault: 'EW', assigned, assignedImpsForNonOffenders: 3 }).ruling?.ns).toEqual(art('plus'));
    expect(law86B2({ fault: 'EW' }).ruling?.ew).toEqual(art('minus'));
  });

  it('86B2(b) with 12C2(b) varied to 2 IMPs: 2.5 IMPs from the assigned score is better', () => {
    expect(law86B2({ fault: 'EW', assigned, assignedImpsForNonOffenders: 2.5, avePlusImps: 2 }).ruling?.ns).toEqual({
      kind: 'assigned',
      ns: 620,
    });
  });

  it('86B2(c): both teams at fault → cancelled, artificial scores by responsibility', () => {
    const d = law86B2({ fault: 'both', responsibility: { ns: 'directly', ew: 'partly' } });
    expect(d.statusChange).toEqual({ status: 'cancelled' });
    expect([d.ruling?.ns, d.ruling?.ew, d.fault]).toEqual([art('minus'), art('average'), 'both']);
    expect(d.laws).toEqual(['86B2(c)', '12C2(a)', '12C2(b)']);
  });

  it('86B2(c): "in no way at fault" contradicts both teams at fault', () => {
    expect(() => law86B2({ fault: 'both', responsibility: { ns: 'none', ew: 'partly' } })).toThrow('neither can be');
    expect(() => law86B2({ fault: 'both' })).toThrow('say how far each team is responsible');
  });

  it('86B2(b): IMPs without the assigned score, or the reverse, are refused', () => {
    expect(() => law86B2({ fault: 'NS', assignedImpsForNonOffenders: 5 })).toThrow(
      'IMPs are given but not the assigned score',
    );
    expect(() => law86B2({ fault: 'NS', assigned })).toThrow('give the IMPs');
  });
});

describe('Law 86B2: defaults and the choice behind the ruling', () => {
  it('86B2(a) without a choice: the boards are cancelled (the default the team module shares)', () => {
    expect(law86B2({ fault: 'none' })).toEqual({
      outcome: 'cancelled',
      statusChange: { status: 'cancelled' },
      laws: ['86B2(a)'],
      fault: 'none',
      notes: [],
    });
  });

  it('86B2(c) may cancel without scores; artificial stays the default and needs the responsibility', () => {
    expect(law86B2({ fault: 'both', bothAtFault: 'cancel' }).ruling).toBeUndefined();
    expect(() => law86B2({ fault: 'both', bothAtFault: 'artificial' })).toThrow('say how far each team');
  });

  it('law86B2Choice: the assigned score only when strictly better than Ave+', () => {
    expect(law86B2Choice({ fault: 'NS', assignedImpsForNonOffenders: 4 }).award).toEqual({
      kind: 'assigned',
      offenders: 'NS',
    });
    expect(law86B2Choice({ fault: 'NS', assignedImpsForNonOffenders: 3 }).award.kind).toBe('artificial');
    expect(() => law86B2Choice({ fault: 'NS', assignedImpsForNonOffenders: NaN })).toThrow("IMPs 'NaN'");
  });
});
