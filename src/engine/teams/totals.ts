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
  const list = [...number].map(([id, c]) => ({ id, total: imps.value(c), boardsPlayed: boards[c] }));
  list.sort((x, y) => y.total - x.total || x.id.localeCompare(y.id, undefined, { numeric: true }));
  const out: ContestantTotal[] = [];
  for (let first = 0; first < list.length;) {
    let end = first + 1;
    while (end < list.length && list[end].total === list[first].total) end++;
    for (let k = first; k < end; k++) {
      out.push({ ...list[k], rank: first + 1, rankLabel: rankLabel(first + 1, end, tieLabel) });
    }
    first = end;
  }
  return out;
}
