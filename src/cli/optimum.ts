/**
 * `check` of a PBN's double-dummy tags without solving the deals: OptimumScore and OptimumContract are compared
 * with the par of the file's own OptimumResultTable (the engine's par for the board's dealer and vulnerability);
 * the table's tricks are taken as the file gives them and listed as not checked. `check --dd` solves the deals and
 * compares all three with the solver's (dd.ts).
 */
import {
  boardDealer,
  boardVulnerability,
  checkOptimum,
  parOf,
  type BoardDoubleDummy,
  type CarriedOptimum,
  type DdTable,
  type OptimumCheck,
  type ReadResult,
} from '../engine';

/**
 * The table of a board when the file gives all 20 values (each declarer and strain once; the reader has checked
 * that each names a seat and a strain), else undefined.
 */
function fileTable(c: CarriedOptimum): DdTable | undefined {
  const table: Partial<Record<string, Partial<Record<string, number>>>> = {};
  for (const v of c.table) {
    const row = (table[v.declarer] ??= {});
    if (row[v.strain] !== undefined) return undefined;
    row[v.strain] = v.tricks;
  }
  return c.table.length === 20 ? (table as DdTable) : undefined;
}

export function checkOptimumByOwnTable(read: ReadResult, carried: readonly CarriedOptimum[]): OptimumCheck {
  const ours = new Map<number, BoardDoubleDummy>();
  const missing = new Map<number, string>();
  const claims: CarriedOptimum[] = [];
  let tableValues = 0;
  let tableBoards = 0;
  for (const c of carried) {
    if (c.table.length) {
      tableValues += c.table.length;
      tableBoards++;
    }
    if (!c.score && !c.contract) continue;
    claims.push({ ...c, table: [] });
    const table = fileTable(c);
    if (!table) {
      missing.set(
        c.board,
        c.table.length
          ? 'its OptimumResultTable does not give each declarer and strain once (give --dd to solve the deal)'
          : 'the board has no OptimumResultTable (give --dd to solve the deal)',
      );
      continue;
    }
    // Dealer and vulnerability as the file gives them, else from the board number (Law 2), as for a solved deal.
    const info = read.boardInfo[c.board] ?? {};
    const dealer = info.dealer ?? boardDealer(c.board);
    const vulnerability = info.vulnerable ?? boardVulnerability(c.board);
    ours.set(c.board, { table, par: parOf(table, dealer, vulnerability) });
  }
  const result = checkOptimum(claims, ours, missing);
  if (tableValues) {
    result.notChecked.push({
      what: `OptimumResultTable of ${tableBoards} board${tableBoards === 1 ? '' : 's'}`,
      reason: 'the tricks are taken from the file to check OptimumScore and OptimumContract; --dd solves the deals',
      values: tableValues,
      source: carried.find((c) => c.table.length)?.table[0].source,
    });
  }
  return result;
}
