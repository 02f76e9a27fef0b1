/**
 * Lines the movement does not expect: a board played at a table (and round) where the movement sends other
 * boards, or other pairs than the ones it seats there. Warnings: the director decides (a board may be played
 * out of turn and kept, Law 15).
 */
import type { TravellerEntry } from '../model/types';
import { issuePlace, type MovementSlot, type ResultIssue } from './types';

export function outsideMovement(entries: readonly TravellerEntry[], movement: readonly MovementSlot[]): ResultIssue[] {
  const out: ResultIssue[] = [];
  if (!movement.length) return out;
  const byTableRound = new Map<string, MovementSlot>();
  const byTable = new Map<number, MovementSlot[]>();
  for (const s of movement) {
    byTableRound.set(`${s.table}|${s.round}`, s);
    byTable.set(s.table, [...(byTable.get(s.table) ?? []), s]);
  }
  entries.forEach((e, line) => {
    if (e.table === undefined || e.status === 'notPlayed') return;
    const place = issuePlace(e.board, e.table);
    const base = {
      severity: 'warning' as const,
      board: e.board,
      table: e.table,
      ...(e.round !== undefined ? { round: e.round } : {}),
      line,
    };
    const slot = e.round !== undefined ? byTableRound.get(`${e.table}|${e.round}`) : undefined;
    const sent =
      e.round !== undefined
        ? slot?.boards.includes(e.board)
        : (byTable.get(e.table) ?? []).some((s) => s.boards.includes(e.board));
    if (!sent) {
      out.push({
        ...base,
        code: 'not-in-movement',
        params: { boards: slot ? slot.boards.join(', ') : '' },
        message: `${place}${e.round !== undefined ? ` round ${e.round}` : ''}: the movement does not send this board here${slot?.boards.length ? ` (it sends boards ${slot.boards.join(', ')})` : ''}`,
      });
    }
    if (slot && ((slot.ns && e.ns && slot.ns !== e.ns) || (slot.ew && e.ew && slot.ew !== e.ew))) {
      out.push({
        ...base,
        code: 'pairs-not-in-movement',
        params: { ns: e.ns ?? '', ew: e.ew ?? '', movementNs: slot.ns ?? '', movementEw: slot.ew ?? '' },
        message: `${place} round ${e.round}: ${e.ns} v ${e.ew} played, but the movement seats ${slot.ns} v ${slot.ew} here`,
      });
    }
  });
  return out;
}
