import { individualRuling } from '../../../src/engine/laws/law12/individual';
import type { Ruling } from '../../../src/engine/model/types';

const players = { N: '11', E: '12', S: '13', W: '14' };
const ruling: Ruling = {
  ns: { kind: 'artificial', level: 'minus' },
  ew: { kind: 'artificial', level: 'plus' },
  laws: ['12C2(a)'],
  penalties: [{ direction: 'NS', amount: 25, unit: 'pctTop' }],
};

describe('Law 12C3: individual events', () => {
  it('12C3: South alone caused it; North and South both get average-minus, only South the penalty', () => {
    const out = individualRuling({ ruling, players, atFault: ['S'] });
    expect(out.ruling.laws).toEqual(['12C2(a)', '12C3']);
    expect(out.ruling.penalties).toEqual([{ direction: 'NS', amount: 25, unit: 'pctTop', player: '13' }]);
    expect(out.players.map((p) => [p.seat, p.player, p.adjustment, p.penalties.length])).toEqual([
      ['N', '11', { kind: 'artificial', level: 'minus' }, 0],
      ['E', '12', { kind: 'artificial', level: 'plus' }, 0],
      ['S', '13', { kind: 'artificial', level: 'minus' }, 1],
      ['W', '14', { kind: 'artificial', level: 'plus' }, 0],
    ]);
  });

  it('12C3: no procedural penalty for the blameless partner', () => {
    const r: Ruling = { ...ruling, penalties: [{ direction: 'NS', amount: 25, unit: 'pctTop', player: '11' }] };
    expect(() => individualRuling({ ruling: r, players, atFault: ['S'] })).toThrow(
      "player '11' (N) is not to blame, so gets no procedural penalty",
    );
  });

  it('12C3: both partners at fault and a penalty without a player → say which one', () => {
    expect(() => individualRuling({ ruling, players, atFault: ['N', 'S'] })).toThrow('say which one');
  });

  it('12C3: a penalty naming a player of the other side is refused', () => {
    const r: Ruling = { ...ruling, penalties: [{ direction: 'NS', amount: 1, unit: 'mp', player: '12' }] };
    expect(() => individualRuling({ ruling: r, players, atFault: ['E'] })).toThrow("player '12' sits E, not in NS");
  });

  it('12C3: every seat needs its player', () => {
    expect(() => individualRuling({ ruling, players: { N: '1', E: '2', S: '3' }, atFault: ['S'] })).toThrow(
      'the player at W is not known',
    );
  });
});
