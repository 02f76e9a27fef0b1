/**
 * Law 12C4: in a knockout (or any head-to-head match that must balance), when the adjusted scores of the
 * two sides differ (a non-balancing ruling), the IMPs of the board are worked out once from each side's own
 * score and each side gets the average of the two, so the match balances. Half IMPs can result.
 */

/**
 * IMPs of the home team under Law 12C4. `fromHome` is the home team's IMPs on the board computed with the
 * scores assigned to the home team; `fromAway` is the away team's IMPs computed with the scores assigned to the
 * away team. The away team gets the negative of the answer.
 *
 * Example: home (non-offending) is given +620 at its table, the away pair there is charged −650; the other
 * table's result is +620 for the away team's NS pair. From home's scores 620 − 620 = 0 IMPs; from away's
 * −650 + 620 = −30, away −1. Home gets (0 + 1)/2 = +0.5, away −0.5.
 */
export function law12c4Average(fromHome: number, fromAway: number): { home: number; away: number } {
  const home = (fromHome - fromAway) / 2;
  return { home: home === 0 ? 0 : home, away: home === 0 ? 0 : -home };
}
