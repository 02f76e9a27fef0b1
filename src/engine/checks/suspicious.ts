/**
 * Results that can be but look wrong, compared with the rest of the board: the only plus score where every
 * other table went minus (or the reverse), a contract two levels or more above anything bid elsewhere, and the
 * same contract and tricks by the other side at other tables (a wrong declarer, so a wrong sign). Each is a
 * warning with its reason; the director clears it or mends the line.
 */
import { seatDirection } from '../model/board';
import { formatContract } from '../model/contract';
import type { Contract, TravellerEntry } from '../model/types';
import { issuePlace, type ResultIssue } from './types';

export interface SuspiciousOptions {
  /** Other results a board needs before a line is compared with them. Default 3. */
  minOthers?: number;
  /** Levels above the highest elsewhere that make a contract stand out. Default 2. */
  levelGap?: number;
}

interface Played {
  line: number;
  e: TravellerEntry;
  score: number;
  contract?: Contract;
  side?: 'NS' | 'EW';
  tricks?: number;
}

export function suspiciousResults(entries: readonly TravellerEntry[], options: SuspiciousOptions = {}): ResultIssue[] {
  const minOthers = options.minOthers ?? 3;
  const gap = options.levelGap ?? 2;
  const out: ResultIssue[] = [];
  const byBoard = new Map<string, Played[]>();
  entries.forEach((e, line) => {
    if (e.status !== 'played' || e.scoreNS === undefined) return;
    const p: Played = { line, e, score: e.scoreNS };
    if (e.played && e.played.contract !== 'PASS' && e.played.declarer) {
      p.contract = e.played.contract;
      p.side = seatDirection(e.played.declarer);
      if (e.played.tricks !== undefined) p.tricks = e.played.tricks;
    }
    const key = `${e.board}|${e.form ?? ''}`;
    const list = byBoard.get(key) ?? [];
    list.push(p);
    byBoard.set(key, list);
  });
  for (const list of byBoard.values()) {
    if (list.length < minOthers + 1) continue;
    for (const p of list) {
      const others = list.filter((o) => o !== p);
      const place = issuePlace(p.e.board, p.e.table);
      const base = {
        severity: 'warning' as const,
        board: p.e.board,
        ...(p.e.table !== undefined ? { table: p.e.table } : {}),
        ...(p.e.round !== undefined ? { round: p.e.round } : {}),
        line: p.line,
      };
      // The only plus (or minus) on the board.
      const sign = Math.sign(p.score);
      if (sign !== 0 && others.every((o) => Math.sign(o.score) === -sign)) {
        out.push({
          ...base,
          code: 'lone-sign',
          params: { score: p.score, others: others.length },
          message: `${place}: N-S ${p.score} is the only ${sign > 0 ? 'plus' : 'minus'} score; the ${others.length} other tables went ${sign > 0 ? 'minus' : 'plus'}`,
        });
      }
      if (!p.contract || !p.side) continue;
      // A level nobody else reached.
      const levels = others.map((o) => o.contract?.level ?? 0);
      const highest = Math.max(...levels);
      if (p.contract.level - highest >= gap) {
        out.push({
          ...base,
          code: 'level-nobody-reached',
          params: { contract: formatContract(p.contract), level: p.contract.level, highest },
          message: `${place}: ${formatContract(p.contract)} is ${p.contract.level - highest} levels above any other contract on the board (highest elsewhere: ${highest || 'none'})`,
        });
      }
      // The same contract by this side nowhere else, but by the other side elsewhere with the same tricks.
      const same = others.filter(
        (o) => o.contract && o.contract.level === p.contract!.level && o.contract.strain === p.contract!.strain,
      );
      const mine = same.filter((o) => o.side === p.side);
      const theirs = same.filter((o) => o.side !== p.side);
      const twin = theirs.filter((o) => o.tricks === p.tricks);
      if (!mine.length && theirs.length >= 2 && twin.length >= 1) {
        const label = `${p.contract.level}${p.contract.strain}`;
        out.push({
          ...base,
          code: 'other-side-declared',
          params: {
            contract: label,
            side: p.side,
            others: theirs.length,
            tables: twin.map((o) => o.e.table ?? '').join(', '),
          },
          message: `${place}: ${label} by ${p.side === 'NS' ? 'N-S' : 'E-W'} here, but by ${p.side === 'NS' ? 'E-W' : 'N-S'} at ${theirs.length} other tables (the same tricks at ${twin.length}): a wrong declarer or sign?`,
        });
      }
    }
  }
  return out;
}
