/**
 * A teams event ranked on net IMPs (a teams file, or the Travellers of a teams event when no VP scale is set):
 * each team's IMPs over every match it played, added up order-free.
 */
import type { ContestantTotal } from '../model/types';
import { ExactSums } from '../scoring/exact-sum';
import { rankLabel } from '../print/figures';
import type { TeamMatchScore } from './match';

/**
 * The teams ranked by their net IMPs over every match they played (best first; equal totals
 * share the better rank, printed "3=" or "3-4" as `tieLabel` says). Boards played are the boards scored in their matches.
 */
export function teamTotals(
  matches: readonly TeamMatchScore[],
  tieLabel: 'equals' | 'range' = 'equals',
): ContestantTotal[] {
  // Order-free sums (scoring/exact-sum.ts): the same matches in another order give the same totals, so that
  // equal totals are equal to the last bit and share their rank.
  const number = new Map<string, number>();
  for (const m of matches) for (const t of [m.home, m.away]) if (!number.has(t)) number.set(t, number.size);
  const imps = new ExactSums(number.size);
  const boards = new Int32Array(number.size);
  for (const m of matches) {
    const h = number.get(m.home) as number;
    const a = number.get(m.away) as number;
    imps.add(h, m.homeImps);
    imps.add(a, m.awayImps);
    boards[h] += m.boardsScored;
    boards[a] += m.boardsScored;
  }
  const sums = new Map([...number].map(([team, c]) => [team, { total: imps.value(c), boards: boards[c] }]));
  const list = [...sums.entries()].sort(
    (a, b) => b[1].total - a[1].total || a[0].localeCompare(b[0], undefined, { numeric: true }),
  );
  return list.map(([id, t]) => {
    const rank = 1 + list.filter(([, o]) => o.total > t.total).length;
    const level = list.filter(([, o]) => o.total === t.total).length;
    return { id, total: t.total, boardsPlayed: t.boards, rank, rankLabel: rankLabel(rank, rank + level - 1, tieLabel) };
  });
}
