/**
 * The status line after a rescore: a plain success only when every typed line was read; otherwise a warning
 * that names the first cells the engine could not read and why (the full list stays under the event).
 */
import type { Translate } from './i18n';
import type { RowProblem } from './services';
import type { Status } from './state';

/** At most this many problems are spelled out in the status line. */
export const STATUS_PROBLEMS = 3;

export function problemPlace(p: RowProblem): string {
  return p.cell ?? `${p.field} ${p.row}`;
}

export function rescoreStatus(
  t: Translate,
  text: string,
  problems: readonly RowProblem[],
  syncs: number | undefined,
): Status {
  if (problems.length === 0) return { intent: 'success', text, ...(syncs === undefined ? {} : { syncs }) };
  const shown = problems
    .slice(0, STATUS_PROBLEMS)
    .map((p) => t('entryCell', { cell: problemPlace(p), message: p.message }))
    .join(' ');
  return {
    intent: 'warning',
    text: [text, t('entryWarnings', { n: problems.length }), shown].join(' '),
    ...(syncs === undefined ? {} : { syncs }),
  };
}
