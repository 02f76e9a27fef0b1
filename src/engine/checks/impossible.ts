/**
 * Lines that cannot be what was played: a contract and result that give tricks outside 0..13, a score that is
 * not what its contract scores, a pair against itself, a pair that plays a board twice, a table named twice on
 * one board, more results on a board than the session has tables. Each is an error: the line is not scored
 * until the director mends it.
 */
import { boardVulnerability } from '../model/board';
import { contractScore, formatContract } from '../model/contract';
import type { TravellerEntry } from '../model/types';
import { issuePlace, type ResultIssue } from './types';

function at(e: TravellerEntry, line: number): Pick<ResultIssue, 'board' | 'table' | 'round' | 'line'> {
  return {
    board: e.board,
    ...(e.table !== undefined ? { table: e.table } : {}),
    ...(e.round !== undefined ? { round: e.round } : {}),
    line,
  };
}

/** Errors of each line on its own: tricks outside 0..13, a level outside 1..7, a score that disagrees. */
export function impossibleLines(entries: readonly TravellerEntry[]): ResultIssue[] {
  const out: ResultIssue[] = [];
  entries.forEach((e, k) => {
    const place = issuePlace(e.board, e.table);
    if (e.ns !== undefined && e.ns === e.ew) {
      out.push({
        severity: 'error',
        code: 'pair-against-itself',
        ...at(e, k),
        params: { pair: e.ns },
        message: `${place}: pair ${e.ns} is both N-S and E-W`,
      });
    }
    const p = e.played;
    if (!p || p.contract === 'PASS') return;
    const { level } = p.contract;
    const tricks = p.tricks;
    if (!Number.isInteger(level) || level < 1 || level > 7 || tricks === undefined || !Number.isInteger(tricks)) {
      out.push({
        severity: 'error',
        code: 'impossible-result',
        ...at(e, k),
        params: { contract: String(level), tricks: String(tricks) },
        message: `${place}: the contract or the tricks cannot be read`,
      });
      return;
    }
    if (tricks < 0 || tricks > 13) {
      const d = tricks - (level + 6);
      out.push({
        severity: 'error',
        code: 'impossible-result',
        ...at(e, k),
        params: { contract: formatContract(p.contract), result: d > 0 ? `+${d}` : String(d), tricks },
        message: `${place}: ${formatContract(p.contract)}${d > 0 ? `+${d}` : d} gives ${tricks} tricks: tricks must be 0 to 13`,
      });
      return;
    }
    if (e.scoreNS !== undefined && p.declarer !== undefined && e.status === 'played') {
      const score = contractScore(p, boardVulnerability(e.board));
      if (score !== e.scoreNS) {
        out.push({
          severity: 'error',
          code: 'score-disagrees',
          ...at(e, k),
          params: { score: e.scoreNS, expected: score },
          message: `${place}: the score ${e.scoreNS} is not what the contract scores (${score} for N-S)`,
        });
      }
    }
  });
  return out;
}

/** Errors between lines of a board: a pair twice, a table twice, more results than tables. */
export function impossibleBoards(entries: readonly TravellerEntry[], tables?: number): ResultIssue[] {
  const out: ResultIssue[] = [];
  const byBoard = new Map<string, number[]>();
  entries.forEach((e, k) => {
    const key = `${e.board}|${e.form ?? ''}`;
    const list = byBoard.get(key) ?? [];
    list.push(k);
    byBoard.set(key, list);
  });
  for (const list of byBoard.values()) {
    const board = entries[list[0]].board;
    const pairAt = new Map<string, number>();
    const tableAt = new Map<number, number>();
    let results = 0;
    for (const k of list) {
      const e = entries[k];
      if (e.status === 'played' || e.status === 'ruled') results++;
      for (const id of new Set([e.ns, e.ew])) {
        if (id === undefined) continue;
        const before = pairAt.get(id);
        if (before !== undefined) {
          const t0 = entries[before].table;
          out.push({
            severity: 'error',
            code: 'played-twice',
            ...at(e, k),
            params: { pair: id, otherTable: t0 ?? '', otherLine: before },
            message: `${issuePlace(board, e.table)}: pair ${id} plays board ${board} a second time${t0 !== undefined ? ` (also at table ${t0})` : ''}`,
          });
        } else pairAt.set(id, k);
      }
      if (e.table !== undefined) {
        const before = tableAt.get(e.table);
        if (before !== undefined) {
          out.push({
            severity: 'error',
            code: 'table-twice',
            ...at(e, k),
            params: { otherLine: before },
            message: `${issuePlace(board, e.table)}: the table has two results on this board`,
          });
        } else tableAt.set(e.table, k);
      }
    }
    if (tables !== undefined && results > tables) {
      out.push({
        severity: 'error',
        code: 'more-results-than-tables',
        board,
        params: { results, tables },
        message: `board ${board}: ${results} results but the session has ${tables} tables`,
      });
    }
  }
  return out;
}
