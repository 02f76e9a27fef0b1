/** Law 86B in team matches: the IMPs follow the decision of engine/laws/law86/decision, never a rule of their own. */
import fc from 'fast-check';
import { law86B2, law86B2Choice } from '../../../src/engine/laws/law86/decision';
import { assignedRuling } from '../../../src/engine/laws/law12/assigned';
import { artificialByFault, law86b1, law86b2, type TeamFault } from '../../../src/engine/laws/law86/imps';
import type { ArtificialLevel } from '../../../src/engine/model/types';

describe('Law 86B: one rule, two presentations', () => {
  it('defaults agree: 86B2(a) no fault cancels, 86B2(c) both at fault gives artificial scores', () => {
    // The decision without a choice for (a): cancelled, no ruling.
    const a = law86B2({ fault: 'none' });
    expect([a.outcome, a.ruling, a.statusChange]).toEqual(['cancelled', undefined, { status: 'cancelled' }]);
    expect(law86b2({ fault: 'none' }).cancelled).toBe(true);
    // (c) both directly at fault: Ave− each in the decision, −3 each in IMPs.
    const c = law86B2({ fault: 'both', responsibility: { ns: 'directly', ew: 'directly' } });
    expect([c.ruling?.ns, c.ruling?.ew]).toEqual([
      { kind: 'artificial', level: 'minus' },
      { kind: 'artificial', level: 'minus' },
    ]);
    expect(law86b2({ fault: 'both' })).toMatchObject({ home: -3, away: -3 });
  });

  it('86B2(c) may cancel the boards instead, in both modules', () => {
    const d = law86B2({ fault: 'both', bothAtFault: 'cancel' });
    expect([d.outcome, d.ruling, d.fault, d.laws]).toEqual(['cancelled', undefined, 'both', ['86B2(c)']]);
    expect(law86b2({ fault: 'both' }, { bothAtFault: 'cancel' })).toEqual({
      home: 0,
      away: 0,
      cancelled: true,
      laws: ['86B2(c)'],
    });
  });

  it('86B2(c) with one team directly and the other partly at fault: −3 and 0 IMPs', () => {
    expect(law86b2({ fault: 'both', responsibility: { home: 'directly', away: 'partly' } })).toEqual({
      home: -3,
      away: 0,
      laws: ['86B2(c)', '12C2'],
    });
    expect(() => law86b2({ fault: 'both', responsibility: { home: 'none', away: 'partly' } })).toThrow(
      "does not agree with fault 'both'",
    );
  });

  it('levels the law forbids are refused: Ave for a team in no way at fault, Ave+ for one at fault', () => {
    expect(() => law86b2({ fault: 'none' }, { noFault: 'average' as never })).toThrow('gets average-plus');
    expect(() => law86b2({ fault: 'both' }, { bothAtFault: 'plus' as never })).toThrow('cannot get average-plus');
  });

  it('86B2(b) with the event’s Ave+ varied to 2 IMPs: 2.5 IMPs from the assigned score beat it', () => {
    // Away at fault; the assigned score gives home +2.5 > Ave+ 2 → home +2.5, away −2.5.
    const table = { plus: 2, average: 0, minus: -2 };
    expect(law86b2({ fault: 'away', assignedHomeImps: 2.5 }, { artificialImps: table })).toMatchObject({
      home: 2.5,
      away: -2.5,
      laws: ['86B2(b)'],
    });
    // +1.5 does not: Ave+ 2 for home, Ave− −2 for away.
    expect(law86b2({ fault: 'away', assignedHomeImps: 1.5 }, { artificialImps: table })).toEqual({
      home: 2,
      away: -2,
      laws: ['86B2(b)', '12C2'],
    });
  });

  it('86B1 not clearly favourable, nobody at fault: average-plus to both teams, as law86B1 decides', () => {
    expect(law86b1({ room: 'open', otherNS: 420, clearlyFavourable: false, fault: 'none' })).toEqual({
      home: 3,
      away: 3,
      laws: ['86B1', '12C2'],
    });
  });

  it('86B1 in the closed room: the home team sits EW there', () => {
    // Home directly at fault, away partly: home Ave− −3, away Ave 0, whichever room it is.
    const r = { home: 'directly', away: 'partly' } as const;
    const closed = law86b1({
      room: 'closed',
      otherNS: 420,
      clearlyFavourable: false,
      fault: 'both',
      responsibility: r,
    });
    const open = law86b1({ room: 'open', otherNS: 420, clearlyFavourable: false, fault: 'both', responsibility: r });
    expect([closed.home, closed.away]).toEqual([-3, 0]);
    expect([open.home, open.away]).toEqual([-3, 0]);
  });

  it('property: the team IMPs of 86B2 are the decision’s scores in IMPs', () => {
    const levelImps = (l: ArtificialLevel, t: Record<ArtificialLevel, number>) => t[l];
    fc.assert(
      fc.property(
        fc.constantFrom<TeamFault>('home', 'away', 'both', 'none'),
        fc.option(fc.integer({ min: -24, max: 24 }), { nil: undefined }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('cancel', 'plus'),
        fc.constantFrom('cancel', 'minus', 'average'),
        (fault, assignedHomeImps, plus, noFault, bothAtFault) => {
          const table = { plus, average: 0, minus: -plus };
          const options = { artificialImps: table, noFault, bothAtFault } as const;
          const got = law86b2({ fault, assignedHomeImps }, options);
          // The decision, written as a ruling, in the home = NS place.
          const sides = fault === 'home' ? 'NS' : fault === 'away' ? 'EW' : fault;
          const oneAtFault = sides === 'NS' || sides === 'EW';
          const nos =
            assignedHomeImps === undefined ? undefined : fault === 'away' ? assignedHomeImps : -assignedHomeImps;
          const level = bothAtFault === 'average' ? 'partly' : 'directly';
          const d = law86B2({
            fault: sides,
            noFault: noFault === 'plus' ? 'artificial' : 'cancel',
            bothAtFault: bothAtFault === 'cancel' ? 'cancel' : 'artificial',
            responsibility: { ns: level, ew: level },
            avePlusImps: plus,
            ...(oneAtFault && nos !== undefined
              ? { assigned: assignedRuling({ ns: 620 }), assignedImpsForNonOffenders: nos }
              : {}),
          });
          if (!d.ruling) {
            expect(got.cancelled).toBe(true);
            return;
          }
          if (d.ruling.ns.kind === 'artificial' && d.ruling.ew.kind === 'artificial') {
            expect([got.home, got.away]).toEqual([
              levelImps(d.ruling.ns.level, table),
              levelImps(d.ruling.ew.level, table),
            ]);
          } else {
            // The assigned score: home's IMPs from it, the complement to away; it beat Ave+ for the NOS.
            expect(got.home).toBe(assignedHomeImps === 0 ? 0 : assignedHomeImps);
            expect(got.home + got.away).toBe(0);
            expect(nos).toBeGreaterThan(plus);
          }
        },
      ),
    );
  });

  it('artificialByFault is the same choice without an assigned score', () => {
    expect(artificialByFault('away')).toEqual({ home: 3, away: -3, laws: ['12C2'] });
    expect(artificialByFault('none', {}, ['86B1'])).toEqual({ home: 0, away: 0, cancelled: true, laws: ['86B1'] });
    expect(law86B2Choice({ fault: 'EW' }).award).toEqual({
      kind: 'artificial',
      ruling: {
        ns: { kind: 'artificial', level: 'plus' },
        ew: { kind: 'artificial', level: 'minus' },
        laws: ['12C2(a)', '12C2(b)'],
        fault: 'EW',
      },
    });
  });
});
