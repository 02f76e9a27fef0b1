/**
 * Structured references as absolute ranges, for a formula engine that has no Excel tables (HyperFormula): the
 * template tests (test/data/templates/xlsx-sheets.ts, tables read from an .xlsx file) and the preview's evaluator
 * (./evaluator.ts, tables of the in-memory host) translate formulas with the same code.
 *
 * `Travellers[board]` (a whole data column) becomes the absolute range of that column's body, e.g.
 * `Travellers!$A$2:$A$148` for a table at A1:Q148, `Travellers[#All]` the whole table with its header, and
 * `Travellers[[#All],[board]:[ruling]]` the columns from one to the other with their header. Only these three forms
 * are translated (the only ones the templates use); any other bracket outside a string literal is an error, so a
 * template that starts using another form fails loudly instead of being evaluated wrongly.
 */
import { columnLetter } from '../../workbook/tables/schema';

export interface TableLayout {
  name: string;
  sheet: string;
  /** 0-based column of the table's first column. */
  col: number;
  /** 1-based row of the header. */
  headerRow: number;
  /** 1-based row of the last body row. */
  lastRow: number;
  columns: string[];
}

/** A sheet name as a formula writes it: quoted when it is not a plain word. */
export function sheetRef(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** The sheet column (0-based) of a table's column, found by name in any case. */
function sheetColumn(t: TableLayout, column: string): number {
  const i = t.columns.findIndex((c) => c.toLowerCase() === column.toLowerCase());
  if (i < 0) throw new Error(`table ${t.name} has no column '${column}'`);
  return t.col + i;
}

/** The absolute range of a table column's body, e.g. Travellers!$J$2:$J$148. */
export function columnRange(t: TableLayout, column: string): string {
  const letter = columnLetter(sheetColumn(t, column));
  return `${sheetRef(t.sheet)}!$${letter}$${t.headerRow + 1}:$${letter}$${t.lastRow}`;
}

/** The absolute range of a whole table with its header (`Table[#All]`), e.g. Travellers!$A$1:$Q$148. */
export function tableRange(t: TableLayout): string {
  const first = columnLetter(t.col);
  const last = columnLetter(t.col + t.columns.length - 1);
  return `${sheetRef(t.sheet)}!$${first}$${t.headerRow}:$${last}$${t.lastRow}`;
}

/** The absolute range of a table's columns `from` … `to` with their header (`Table[[#All],[from]:[to]]`). */
export function columnsRange(t: TableLayout, from: string, to: string): string {
  const [a, b] = [sheetColumn(t, from), sheetColumn(t, to)].sort((x, y) => x - y);
  return `${sheetRef(t.sheet)}!$${columnLetter(a)}$${t.headerRow}:$${columnLetter(b)}$${t.lastRow}`;
}

/** A formula with every `Table[column]` replaced by the column's absolute range (string literals untouched). */
export function tableRanges(formula: string, tables: Map<string, TableLayout>): string {
  return formula
    .split('"')
    .map((part, k) => {
      if (k % 2 === 1) return part; // inside a string literal
      const table = (name: string): TableLayout => {
        const t = tables.get(name.toLowerCase());
        if (!t) throw new Error(`formula '${formula}': no table named '${name}'`);
        return t;
      };
      const out = part
        .replace(
          /([A-Za-z_][A-Za-z0-9_.]*)\[\[#All\],\[([^[\]]+)\]:\[([^[\]]+)\]\]/gi,
          (whole, name: string, from: string, to: string) => columnsRange(table(name), from, to),
        )
        .replace(/([A-Za-z_][A-Za-z0-9_.]*)\[([^[\]]+)\]/g, (whole, name: string, column: string) => {
          const t = table(name);
          return column.toLowerCase() === '#all' ? tableRange(t) : columnRange(t, column);
        });
      if (/[[\]]/.test(out)) throw new Error(`formula '${formula}': a structured reference the adapter cannot read`);
      return out;
    })
    .join('"');
}
