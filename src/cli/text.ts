/** Plain-text tables for the terminal. */
import { textWithDecimals } from '../engine';

export type Align = 'left' | 'right';

export interface Column {
  header: string;
  align?: Align;
}

/** Lays out rows under headers, columns separated by two spaces, no trailing spaces. */
export function table(columns: Column[], rows: Array<Array<string | number | undefined>>, indent = '  '): string {
  const cells = rows.map((r) => columns.map((_, k) => (r[k] === undefined ? '' : String(r[k]))));
  const widths = columns.map((c, k) => Math.max(c.header.length, ...cells.map((r) => r[k].length)));
  const line = (vals: string[]) =>
    indent +
    vals
      .map((v, k) => (columns[k].align === 'right' ? v.padStart(widths[k]) : v.padEnd(widths[k])))
      .join('  ')
      // trimEnd, not /\s+$/: the regular expression is quadratic on a long run of padding inside the line.
      .trimEnd();
  return [line(columns.map((c) => c.header)), ...cells.map(line)].join('\n') + '\n';
}

/** A number with a fixed number of decimals, or '' when absent (the engine's printed figures decide the rounding). */
export function fixed(x: number | undefined, decimals: number): string {
  return textWithDecimals(x, decimals);
}
