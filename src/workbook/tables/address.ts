/**
 * Reading A1 addresses the workbook reports (a change or a selection) into table columns. No Office.js here.
 */
import { columnIndex } from './schema';

/** The columns ("B" … "D") an address spans, 0-based and inclusive. */
export function addressColumns(address: string): { first: number; last: number } {
  const bang = address.lastIndexOf('!');
  const local = (bang >= 0 ? address.slice(bang + 1) : address).replace(/\$/g, '');
  const [a, b] = local.split(':');
  const col = (cell: string) => {
    const m = /^([A-Za-z]+)\d*$/.exec(cell);
    if (!m) throw new Error(`address '${address}' is not a range`);
    return columnIndex(m[1]);
  };
  const first = col(a);
  return { first, last: b === undefined ? first : col(b) };
}

/** The worksheet rows (1-based, inclusive) an address spans; undefined for whole columns ("B:D"). */
export function addressRows(address: string): { first: number; last: number } | undefined {
  const bang = address.lastIndexOf('!');
  const local = (bang >= 0 ? address.slice(bang + 1) : address).replace(/\$/g, '');
  const [a, b] = local.split(':');
  const row = (cell: string) => {
    const m = /^[A-Za-z]*(\d+)$/.exec(cell);
    return m ? Number(m[1]) : undefined;
  };
  const first = row(a);
  const last = b === undefined ? first : row(b);
  return first === undefined || last === undefined ? undefined : { first, last };
}

/**
 * Body rows (0-based) of a table whose contract, declarer or result the scorer changed in `addresses` without
 * touching score_ns: their score_ns (written by an earlier rescore) follows the contract.
 */
export function rowsFollowingContract(
  addresses: readonly string[],
  table: { col: number; headerRow: number },
  pos: Record<string, number | undefined>,
): Set<number> {
  const out = new Set<number>();
  const at = (c: string) => (pos[c] === undefined ? undefined : table.col + (pos[c] as number));
  const play = ['contract', 'declarer', 'result'].map(at).filter((x): x is number => x !== undefined);
  const score = at('score_ns');
  const touched = new Map<number, { play: boolean; score: boolean }>();
  for (const a of addresses) {
    let cols: { first: number; last: number };
    try {
      cols = addressColumns(a);
    } catch {
      continue;
    }
    const rows = addressRows(a);
    if (!rows) continue;
    const hitsPlay = play.some((c) => c >= cols.first && c <= cols.last);
    const hitsScore = score !== undefined && score >= cols.first && score <= cols.last;
    for (let r = rows.first; r <= rows.last; r++) {
      const body = r - table.headerRow - 1;
      if (body < 0) continue;
      const t = touched.get(body) ?? { play: false, score: false };
      touched.set(body, { play: t.play || hitsPlay, score: t.score || hitsScore });
    }
  }
  for (const [r, t] of touched) if (t.play && !t.score) out.add(r);
  return out;
}
