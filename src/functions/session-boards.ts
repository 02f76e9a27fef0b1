/**
 * The boards of a scored session sheet, spilled: each board's number, its Butler datum (the NS score the lines
 * are IMPed against, as the preset computes and rounds it) and the results it was scored on. It reads the same
 * scoring of the sheet as BRIDGE.SESSION_SCORES and BRIDGE.SESSION_RESULTS (runSession, kept by content), so a
 * sheet showing the three costs one engine pass per recalculation.
 */
import type { SessionRun } from './scoring';

/** One row per board, in board order: board, datum ('' when the form has none: matchpoints, cross-IMPs), results. */
export function sessionBoardRows(run: SessionRun): unknown[][] {
  const boards = [...run.boardScores].sort((a, b) => a.board - b.board);
  return boards.map((b) => {
    const datum = b.datum?.[''];
    let results = 0;
    for (const e of b.entries) {
      if (e.impNS !== undefined || e.impEW !== undefined || e.mpNS !== undefined || e.mpEW !== undefined) results++;
    }
    return [b.board, datum === undefined ? '' : datum, results];
  });
}
