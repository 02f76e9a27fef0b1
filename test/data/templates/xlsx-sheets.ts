/**
 * Test helpers: an .xlsx template read back with exceljs and turned into plain sheets for a formula engine.
 *
 * HyperFormula has no Excel tables, so it cannot read structured references. `tableRanges` translates them from
 * the tables the file itself defines: `Travellers[board]` (a whole data column) becomes the absolute range of
 * that column's body, e.g. `Travellers!$A$2:$A$148` for a table at A1:Q148, and `Travellers[#All]` the whole table
 * with its header. Only these two forms are translated (the only ones the templates use); any other bracket outside a string literal is an error, so a
 * template that starts using another form fails loudly here instead of being evaluated wrongly.
 */
import ExcelJS from 'exceljs';
import { columnIndex, columnLetter } from '../../../src/workbook/tables/schema';

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

type TableModel = { name: string; tableRef?: string; ref?: string; columns: { name: string }[] };

/** The tables of a workbook with where they are, from the file's own table definitions. */
export function tableLayouts(wb: ExcelJS.Workbook): Map<string, TableLayout> {
  const out = new Map<string, TableLayout>();
  for (const ws of wb.worksheets) {
    for (const t of ws.getTables()) {
      const model = ((t as unknown as { table?: TableModel }).table ?? t) as unknown as TableModel;
      const ref = model.tableRef ?? model.ref ?? '';
      const m = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(ref);
      if (!m) throw new Error(`table ${model.name} has no range (${ref})`);
      out.set(model.name.toLowerCase(), {
        name: model.name,
        sheet: ws.name,
        col: columnIndex(m[1]),
        headerRow: Number(m[2]),
        lastRow: Number(m[4]),
        columns: model.columns.map((c) => c.name),
      });
    }
  }
  return out;
}

function sheetRef(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** The absolute range of a table column's body, e.g. Travellers!$J$2:$J$148. */
export function columnRange(t: TableLayout, column: string): string {
  const i = t.columns.findIndex((c) => c.toLowerCase() === column.toLowerCase());
  if (i < 0) throw new Error(`table ${t.name} has no column '${column}'`);
  const letter = columnLetter(t.col + i);
  return `${sheetRef(t.sheet)}!$${letter}$${t.headerRow + 1}:$${letter}$${t.lastRow}`;
}

/** The absolute range of a whole table with its header (`Table[#All]`), e.g. Travellers!$A$1:$Q$148. */
export function tableRange(t: TableLayout): string {
  const first = columnLetter(t.col);
  const last = columnLetter(t.col + t.columns.length - 1);
  return `${sheetRef(t.sheet)}!$${first}$${t.headerRow}:$${last}$${t.lastRow}`;
}

/** A formula with every `Table[column]` replaced by the column's absolute range (string literals untouched). */
export function tableRanges(formula: string, tables: Map<string, TableLayout>): string {
  return formula
    .split('"')
    .map((part, k) => {
      if (k % 2 === 1) return part; // inside a string literal
      const out = part.replace(/([A-Za-z_][A-Za-z0-9_.]*)\[([^[\]]+)\]/g, (whole, table: string, column: string) => {
        const t = tables.get(table.toLowerCase());
        if (!t) throw new Error(`formula '${formula}': no table named '${table}'`);
        return column.toLowerCase() === '#all' ? tableRange(t) : columnRange(t, column);
      });
      if (/[[\]]/.test(out)) throw new Error(`formula '${formula}': a structured reference the adapter cannot read`);
      return out;
    })
    .join('"');
}

/**
 * The value of a cell as a formula engine takes it: formulas as "=…", empty as null, numbers and booleans as they
 * are, and text as text: HyperFormula would read "1" as a number where Excel, in a column formatted "@", keeps the
 * text, so text goes in with HyperFormula's leading apostrophe (which it drops from the value).
 */
export function cellContent(cell: ExcelJS.Cell, tables: Map<string, TableLayout>): unknown {
  const v = cell.value;
  if (v === null || v === undefined) return null;
  if (typeof v === 'object' && 'formula' in v && typeof v.formula === 'string') {
    return `=${tableRanges(v.formula, tables)}`;
  }
  if (typeof v === 'object') throw new Error(`cell ${cell.address}: unexpected value ${JSON.stringify(v)}`);
  return typeof v === 'string' ? `'${v}` : v;
}

/** Every sheet of the workbook as rows of cell contents, ready for HyperFormula.buildFromSheets. */
export function workbookSheets(wb: ExcelJS.Workbook): Record<string, unknown[][]> {
  const tables = tableLayouts(wb);
  const sheets: Record<string, unknown[][]> = {};
  for (const ws of wb.worksheets) {
    const rows: unknown[][] = [];
    for (let r = 1; r <= ws.rowCount; r++) {
      const row: unknown[] = [];
      for (let c = 1; c <= ws.columnCount; c++) row.push(cellContent(ws.getCell(r, c), tables));
      rows.push(row);
    }
    sheets[ws.name] = rows;
  }
  return sheets;
}

/** An .xlsx file (or its bytes) read with exceljs. */
export async function readWorkbook(file: string | Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  if (typeof file === 'string') await wb.xlsx.readFile(file);
  else await wb.xlsx.load(file as unknown as ArrayBuffer);
  return wb;
}

/** The names of the functions a formula calls, outside string literals (e.g. ["IF", "BRIDGE.DEALER"]). */
export function calledFunctions(formula: string): string[] {
  const names: string[] = [];
  formula.split('"').forEach((part, k) => {
    if (k % 2 === 1) return;
    for (const m of part.matchAll(/([A-Za-z_][A-Za-z0-9_.]*)\s*\(/g)) names.push(m[1].toUpperCase());
  });
  return names;
}

/** The argument counts of every call of `name` in a formula (top-level commas of its parentheses). */
export function argumentCounts(formula: string, name: string): number[] {
  const counts: number[] = [];
  const upper = name.toUpperCase();
  let inString = false;
  for (let i = 0; i < formula.length; i++) {
    const ch = formula[i];
    if (ch === '"') inString = !inString;
    if (inString) continue;
    const head = formula.slice(i, i + upper.length + 1).toUpperCase();
    const before = i === 0 ? '' : formula[i - 1];
    if (head !== `${upper}(` || /[A-Za-z0-9_.]/.test(before)) continue;
    let depth = 0;
    let args = 1;
    let empty = true;
    let quoted = false;
    for (let j = i + upper.length; j < formula.length; j++) {
      const c = formula[j];
      if (c === '"') quoted = !quoted;
      if (quoted) {
        empty = false;
        continue;
      }
      if (c === '(') depth++;
      else if (c === ')') {
        depth--;
        if (depth === 0) break;
      } else if (c === ',' && depth === 1) args++;
      else if (depth >= 1 && c.trim()) empty = false;
    }
    counts.push(empty ? 0 : args);
  }
  return counts;
}
