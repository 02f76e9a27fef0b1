/**
 * The double-dummy figures a PBN file carries (Magic Contest's OptimumResultTable, OptimumScore and
 * OptimumContract), read with their lines so that `check` can compare them with the engine's own.
 */
import { parseSeat } from '../model/contract';
import { BridgeInputError } from '../model/types';
import type { Seat, SourceRef, Strain } from '../model/types';
import { formatParContract } from '../dd/par';
import type { Difference, NotChecked } from './check';
import { decodeText } from './fields';
import { lexPbn, readTable } from './pbn';
import type { BoardDoubleDummy } from './writers/pbn-optimum';

export interface CarriedOptimumValue {
  declarer: Seat;
  strain: Strain;
  tricks: number;
  source: SourceRef;
}

/** One board's printed double-dummy figures. */
export interface CarriedOptimum {
  board: number;
  table: CarriedOptimumValue[];
  /** OptimumScore as an NS score. */
  score?: { ns: number; text: string; source: SourceRef };
  /** OptimumContract as printed ("4SX W 9"). */
  contract?: { text: string; source: SourceRef };
}

const STRAIN_WORDS: Record<string, Strain> = { C: 'C', D: 'D', H: 'H', S: 'S', N: 'NT', NT: 'NT' };

function fail(message: string, value: unknown, source: SourceRef): never {
  throw new BridgeInputError(`${source.file} line ${source.line}: ${source.field}: ${message}`, value, source);
}

/** The Optimum tags of each board of a PBN file (boards without them are left out). */
export function readPbnOptimum(input: string | Uint8Array, file = 'input.pbn'): CarriedOptimum[] {
  const text = typeof input === 'string' ? input : decodeText(input).text;
  const doc = lexPbn(text, file);
  const out: CarriedOptimum[] = [];
  for (const game of doc.games) {
    const get = (name: string) => game.tags.find((t) => t.name === name);
    const boardTag = get('Board');
    if (!boardTag || !/^\d+$/.test(boardTag.value.trim())) continue;
    const board = Number(boardTag.value.trim());
    const found: CarriedOptimum = { board, table: [] };
    const tableTag = get('OptimumResultTable');
    if (tableTag) {
      const { rows } = readTable(tableTag, file);
      for (const row of rows) {
        const at = (field: string): SourceRef => ({ file, line: row.line, field });
        const cell = (name: string) => (row.cells[name] ?? '').trim();
        const declarer = parseSeat(cell('Declarer'), at('Declarer'));
        const strain = STRAIN_WORDS[cell('Denomination').toUpperCase()];
        if (!strain)
          fail(`'${cell('Denomination')}' is not a strain (C, D, H, S, NT)`, cell('Denomination'), at('Denomination'));
        const result = cell('Result');
        if (!/^\d+$/.test(result) || Number(result) > 13)
          fail(`'${result}' is not a number of tricks`, result, at('Result'));
        found.table.push({ declarer, strain, tricks: Number(result), source: at('Result') });
      }
    }
    const scoreTag = get('OptimumScore');
    if (scoreTag && scoreTag.value.trim() !== '') {
      const source = { file, line: scoreTag.line, field: 'OptimumScore' };
      const m = /^(NS|EW)\s+(-?\d+)$/.exec(scoreTag.value.trim());
      if (!m) fail(`'${scoreTag.value}' is not a score ("NS 140", "EW 620")`, scoreTag.value, source);
      const v = Number(m[2]);
      found.score = { ns: m[1] === 'NS' ? v : -v, text: scoreTag.value.trim(), source };
    }
    const contractTag = get('OptimumContract');
    if (contractTag && contractTag.value.trim() !== '') {
      found.contract = {
        text: contractTag.value.trim().replace(/\s+/g, ' '),
        source: { file, line: contractTag.line, field: 'OptimumContract' },
      };
    }
    if (found.table.length || found.score || found.contract) out.push(found);
  }
  return out;
}

/** How many printed values a board carries. */
export function optimumValueCount(c: CarriedOptimum): number {
  return c.table.length + (c.score ? 1 : 0) + (c.contract ? 1 : 0);
}

export interface OptimumCheck {
  checked: number;
  differences: Difference[];
  notChecked: NotChecked[];
}

/**
 * Compares the printed figures with ours, board by board. A board missing from `ours` (no deal, or a deal too
 * slow to solve) is reported as not checked with the reason given in `missing`. The printed contract agrees
 * when it is one of our par contracts (any of its declarers).
 */
export function checkOptimum(
  carried: readonly CarriedOptimum[],
  ours: ReadonlyMap<number, BoardDoubleDummy>,
  missing: ReadonlyMap<number, string> = new Map(),
): OptimumCheck {
  const result: OptimumCheck = { checked: 0, differences: [], notChecked: [] };
  for (const c of carried) {
    const dd = ours.get(c.board);
    if (!dd) {
      result.notChecked.push({
        what: `board ${c.board}: OptimumResultTable, OptimumScore, OptimumContract`,
        reason: missing.get(c.board) ?? 'the board has no deal to solve',
        values: optimumValueCount(c),
        source: c.table[0]?.source ?? c.score?.source ?? c.contract?.source,
      });
      continue;
    }
    for (const v of c.table) {
      result.checked++;
      const mine = dd.table[v.declarer][v.strain];
      if (mine !== v.tricks) {
        result.differences.push({
          board: c.board,
          field: `OptimumResultTable ${v.declarer} ${v.strain}`,
          file: String(v.tricks),
          ours: String(mine),
          source: v.source,
        });
      }
    }
    if (c.score) {
      result.checked++;
      if (!dd.par || dd.par.score !== c.score.ns) {
        result.differences.push({
          board: c.board,
          field: 'OptimumScore',
          file: c.score.text,
          ours: dd.par ? `NS ${dd.par.score}` : '(none)',
          source: c.score.source,
        });
      }
    }
    if (c.contract) {
      result.checked++;
      const all = (dd.par?.contracts ?? []).flatMap((p) =>
        p.declarers.map((d) => formatParContract({ ...p, declarers: [d] })),
      );
      if (!all.includes(c.contract.text)) {
        result.differences.push({
          board: c.board,
          field: 'OptimumContract',
          file: c.contract.text,
          ours: all.length ? all.join(' or ') : '(passed out)',
          source: c.contract.source,
        });
      }
    }
  }
  return result;
}
