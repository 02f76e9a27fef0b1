/**
 * The board's frequency chart the ruling preview shows, computed in memory from the event already read (no round
 * trip to Excel).
 */
import type { Adjustment, EventData } from './engine';

export interface FrequencyPoint {
  score: number;
  count: number;
  mine?: boolean;
  /** Law 87: the form of a fouled board the result was obtained in (absent: the correct form). */
  form?: string;
}

function adjustmentPoints(adj: Adjustment, mine: boolean): FrequencyPoint[] {
  if (adj.kind === 'assigned') return [{ score: adj.ns, count: 1, mine }];
  if (adj.kind === 'weighted') return adj.parts.map((p) => ({ score: p.ns, count: p.weight, mine }));
  return [];
}

/**
 * The NS scores on a board as a frequency chart sees them: table results count 1, weighted rulings their
 * weights, artificial scores nothing (they leave the comparison). A split ruling shows the NS side's score.
 */
export function boardFrequency(event: EventData, board: number, mineIndex = -1): FrequencyPoint[] {
  const out: FrequencyPoint[] = [];
  event.entries.forEach((e, i) => {
    if (e.board !== board) return;
    const mine = i === mineIndex;
    const form = e.form ? { form: e.form } : {};
    if (e.ruling) out.push(...adjustmentPoints(e.ruling.ns, mine).map((p) => ({ ...p, ...form })));
    else if (e.status === 'played' && e.scoreNS !== undefined) out.push({ score: e.scoreNS, count: 1, mine, ...form });
  });
  return out;
}
