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
