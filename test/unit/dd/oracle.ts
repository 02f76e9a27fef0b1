/**
 * A plain minimax over every card, with no table, no bounds and no shortcuts: the reference the solver is compared
 * with on small endings. Seats N E S W = 0..3; suits S H D C = 0..3, 4 = no trump; masks as in Deal.
 */
export function oracleNsTricks(masks: readonly number[], trump: number, leader: number): number {
  const h = [...masks];
  const cards = h.reduce((n, m) => n + popcount(m), 0) / 4;
  const trick: Array<[number, number, number]> = [];
  const go = (seat: number, left: number): number => {
    if (left === 0) return 0;
    const pos = trick.length;
    const led = pos ? trick[0][1] : -1;
    const follow = pos > 0 && h[seat * 4 + led] !== 0;
    let best = (seat & 1) === 0 ? -1 : 99;
    for (let s = 0; s < 4; s++) {
      if (follow && s !== led) continue;
      for (let r = 0; r < 13; r++) {
        if (!(h[seat * 4 + s] & (1 << r))) continue;
        h[seat * 4 + s] ^= 1 << r;
        trick.push([seat, s, r]);
        let v: number;
        if (pos < 3) v = go((seat + 1) & 3, left);
        else {
          let w = trick[0];
          for (const c of trick.slice(1)) if (c[1] === w[1] ? c[2] > w[2] : c[1] === trump) w = c;
          const done = trick.splice(0, 4);
          v = ((w[0] & 1) === 0 ? 1 : 0) + go(w[0], left - 1);
          trick.push(...done);
        }
        trick.pop();
        h[seat * 4 + s] ^= 1 << r;
        best = (seat & 1) === 0 ? Math.max(best, v) : Math.min(best, v);
      }
    }
    return best;
  };
  return go(leader, cards);
}

function popcount(m: number): number {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
}
