/**
 * The double-dummy step of the ruling wizard: for the board being ruled, when the workbook holds its deal, the
 * table and par (kept in the DoubleDummy table, else worked out in the pane's worker and then kept), and how each
 * result the director weighs compares with it. The hook cancels the solver when the board changes or the view
 * goes; a deal that takes longer than the event's time limit (EventSettings ddTimeLimit, 30 s) is said to be too
 * slow instead of holding the pane.
 */
import { useEffect, useState } from 'react';
import { Spinner, Text } from '@fluentui/react-components';
import { parseResult } from '../engine';
import type { KeptDoubleDummy } from '../services';
import { useI18n } from '../i18n';
import { usePane } from '../state';
import { type DdCandidate, DoubleDummyGrid } from './DoubleDummyGrid';

export type BoardDdState =
  | { status: 'none' }
  | { status: 'solving'; done: number; total: number }
  | { status: 'done'; dd: KeptDoubleDummy; seconds?: number }
  | { status: 'too-slow'; seconds: number }
  | { status: 'error'; message: string };

/** Tables found in this pane session, by board and deal, so that a board is solved once even before a re-read. */
const solvedHere = new Map<string, KeptDoubleDummy>();

/**
 * The board's double-dummy table: kept in the workbook, found earlier in this session, or worked out now (and
 * then kept with two syncs of its own). `none` when the workbook holds no deal for the board.
 */
export function useBoardDoubleDummy(board: number | undefined): BoardDdState {
  const pane = usePane();
  const cards = board !== undefined ? pane.event?.cards?.[board] : undefined;
  const deal = cards?.deal;
  const kept = cards?.doubleDummy;
  const limit = pane.event?.settings.ddTimeLimit ?? 30;
  const { services } = pane;
  const [state, setState] = useState<BoardDdState>({ status: 'none' });

  useEffect(() => {
    if (board === undefined) {
      setState({ status: 'none' });
      return;
    }
    const key = `${board}|${deal ?? ''}`;
    const known = kept ?? solvedHere.get(key);
    if (known) {
      setState({ status: 'done', dd: known });
      return;
    }
    if (!deal) {
      setState({ status: 'none' });
      return;
    }
    const abort = new AbortController();
    setState({ status: 'solving', done: 0, total: 20 });
    void services
      .solveDeal(deal, {
        board,
        timeLimitMs: limit * 1000,
        signal: abort.signal,
        onProgress: (_, done, total) => {
          if (!abort.signal.aborted) setState({ status: 'solving', done, total });
        },
      })
      .then(async (out) => {
        if (abort.signal.aborted) return;
        if (out.status === 'done') {
          const dd: KeptDoubleDummy = {
            table: out.analysis.table,
            ...(out.analysis.par ? { par: out.analysis.par } : {}),
          };
          solvedHere.set(key, dd);
          setState({ status: 'done', dd, seconds: out.seconds });
          try {
            await services.keepDoubleDummy(board, dd);
          } catch {
            // Not kept (the workbook is read-only, a sheet stands in the way): the pane still shows the table.
          }
        } else if (out.status === 'too-slow') setState({ status: 'too-slow', seconds: limit });
        else if (out.status === 'error') setState({ status: 'error', message: out.message });
      });
    return () => abort.abort();
  }, [board, deal, kept, limit, services]);

  return state;
}

/** The contracts of the results the director entered ("4S= N", "60% 3NT-1 S"), read by the notation's parser. */
export function ddCandidates(results: readonly string[], board: number | undefined): DdCandidate[] {
  const out: DdCandidate[] = [];
  for (const text of results) {
    if (!text.trim()) continue;
    try {
      const from = parseResult(text, { board }).from;
      if (from && from.contract !== 'PASS' && from.declarer)
        out.push({ contract: from.contract, declarer: from.declarer });
    } catch {
      // The editor shows what is wrong with the result.
    }
  }
  return out;
}

export interface DoubleDummyPanelProps {
  state: BoardDdState;
  board: number;
  /** The results the director entered as possible outcomes. */
  results: readonly string[];
}

export function DoubleDummyPanel({ state, board, results }: DoubleDummyPanelProps) {
  const { t } = useI18n();
  if (state.status === 'none') return null;
  if (state.status === 'solving') {
    return (
      <div data-testid="double-dummy-solving" role="status">
        <Spinner size="tiny" label={t('ddSolving', { done: state.done })} />
      </div>
    );
  }
  if (state.status === 'too-slow') {
    return (
      <Text data-testid="double-dummy-too-slow" role="status">
        {t('ddTooSlow', { seconds: state.seconds })}
      </Text>
    );
  }
  if (state.status === 'error') {
    return (
      <Text data-testid="double-dummy-error" role="alert">
        {state.message}
      </Text>
    );
  }
  return (
    <DoubleDummyGrid
      table={state.dd.table}
      {...(state.dd.par ? { par: state.dd.par } : {})}
      candidates={ddCandidates(results, board)}
      board={board}
    />
  );
}
