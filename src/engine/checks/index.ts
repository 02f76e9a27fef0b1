/**
 * The checks of a session's results, the same for typed lines and for lines read from any file: errors for
 * lines that cannot be (engine/checks/impossible.ts), warnings for lines that look wrong against the rest of
 * the board (suspicious.ts) or the movement (movement.ts).
 */
import type { TravellerEntry } from '../model/types';
import { impossibleBoards, impossibleLines } from './impossible';
import { outsideMovement } from './movement';
import { suspiciousResults, type SuspiciousOptions } from './suspicious';
import type { MovementSlot, ResultIssue } from './types';

export * from './types';
export type { SuspiciousOptions } from './suspicious';

export interface ResultChecksOptions extends SuspiciousOptions {
  /** Tables in the session: a board with more results is an error. */
  tables?: number;
  /** The movement, when known: lines where it does not send the board (or seat the pairs) are warnings. */
  movement?: readonly MovementSlot[];
}

/** Every check, errors first, then by board and table. */
export function checkTableResults(
  entries: readonly TravellerEntry[],
  options: ResultChecksOptions = {},
): ResultIssue[] {
  const all = [
    ...impossibleLines(entries),
    ...impossibleBoards(entries, options.tables),
    ...suspiciousResults(entries, options),
    ...(options.movement ? outsideMovement(entries, options.movement) : []),
  ];
  return all.sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      a.board - b.board ||
      (a.table ?? 0) - (b.table ?? 0),
  );
}
