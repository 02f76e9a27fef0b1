/**
 * The stored workbook: sheets of sparse cells, tables, defined names and settings. This is the "document" side
 * of the host; proxies never touch it directly but through operations that run at `context.sync()`.
 */
import {
  MAX_COLUMNS,
  MAX_ROWS,
  cellAddress,
  formatLocal,
  parseAddress,
  rectContains,
  rectsIntersect,
  type Rect,
} from './address';
import {
  InputProblem,
  cellFormula,
  cellValue,
  formatText,
  hasContent,
  interpretInput,
  isBlank,
  valueTypeOf,
  type Cell,
  type CellScalar,
  type CellStyle,
  type ValueType,
} from './cells';
import { ErrorCodes, HostError, invalidArgument, invalidOperation, itemNotFound } from './errors';
import { keepLastValueEvaluator, type FormulaEvaluator, type WorkbookReader } from './evaluator';

export type Visibility = 'Visible' | 'Hidden' | 'VeryHidden';

export class SheetModel {
  /** Cells by row, then by column: shifting rows moves whole row maps. */
  private readonly rows = new Map<number, Map<number, Cell>>();
  private count = 0;
  readonly columnWidths = new Map<number, number>();
  readonly rowHeights = new Map<number, number>();
  readonly hiddenRows = new Set<number>();
  readonly hiddenColumns = new Set<number>();
  visibility: Visibility = 'Visible';
  tabColor = '';
  showGridlines = true;
  frozenRows = 0;
  frozenColumns = 0;
  deleted = false;

  constructor(
    readonly id: string,
    public name: string,
  ) {}

  /** Number of stored cells. */
  get cellCount(): number {
    return this.count;
  }

  get(row: number, column: number): Cell | undefined {
    return this.rows.get(row)?.get(column);
  }

  ensure(row: number, column: number): Cell {
    let r = this.rows.get(row);
    if (!r) {
      r = new Map();
      this.rows.set(row, r);
    }
    let c = r.get(column);
    if (!c) {
      c = {};
      r.set(column, c);
      this.count++;
    }
    return c;
  }

  remove(row: number, column: number): void {
    const r = this.rows.get(row);
    if (r?.delete(column)) {
      this.count--;
      if (r.size === 0) this.rows.delete(row);
    }
  }

  /** Drops a cell that holds nothing. */
  tidy(row: number, column: number): void {
    if (isBlank(this.get(row, column))) this.remove(row, column);
  }

  /** Every stored cell, as [row, column, cell]. */
  *entries(): Generator<[number, number, Cell]> {
    for (const [r, cols] of this.rows) for (const [c, cell] of cols) yield [r, c, cell];
  }

  /** Cells stored inside a rectangle, as [row, column, cell]. */
  *cellsIn(rect: Rect): Generator<[number, number, Cell]> {
    const lastRow = rect.row + rect.rowCount - 1;
    const rowKeys =
      rect.rowCount <= this.rows.size
        ? Array.from({ length: rect.rowCount }, (_, i) => rect.row + i).filter((r) => this.rows.has(r))
        : [...this.rows.keys()].filter((r) => r >= rect.row && r <= lastRow);
    for (const r of rowKeys) {
      const cols = this.rows.get(r)!;
      if (rect.columnCount <= cols.size) {
        for (let c = rect.column; c < rect.column + rect.columnCount; c++) {
          const cell = cols.get(c);
          if (cell) yield [r, c, cell];
        }
      } else {
        for (const [c, cell] of cols) if (rectContains(rect, r, c)) yield [r, c, cell];
      }
    }
  }

  removeIn(rect: Rect): void {
    for (const [r, c] of [...this.cellsIn(rect)]) this.remove(r, c);
  }

  /** Smallest rectangle holding every used cell (values and formulas; formats too unless valuesOnly). */
  usedRect(valuesOnly: boolean): Rect | undefined {
    let r1 = Infinity;
    let c1 = Infinity;
    let r2 = -1;
    let c2 = -1;
    for (const [r, cols] of this.rows) {
      for (const [c, cell] of cols) {
        if (valuesOnly ? !hasContent(cell) : isBlank(cell)) continue;
        if (r < r1) r1 = r;
        if (r > r2) r2 = r;
        if (c < c1) c1 = c;
        if (c > c2) c2 = c;
      }
    }
    if (r2 < 0) return undefined;
    return { row: r1, column: c1, rowCount: r2 - r1 + 1, columnCount: c2 - c1 + 1 };
  }

  /**
   * Moves the cells of a band (rows ≥ start, columns from..to) by `delta` rows. Cells pushed past the last row
   * must be blank; cells moved above row 0 are dropped (the caller removes deleted rows first).
   */
  shiftRows(start: number, delta: number, from: number, to: number, location: string): void {
    const moved: [number, Map<number, Cell>][] = [];
    for (const [r, cols] of this.rows) {
      if (r < start) continue;
      let inBand = 0;
      for (const c of cols.keys()) if (c >= from && c <= to) inBand++;
      if (inBand === 0) continue;
      let part: Map<number, Cell>;
      if (inBand === cols.size) {
        part = cols;
      } else {
        part = new Map();
        for (const [c, cell] of cols) if (c >= from && c <= to) part.set(c, cell);
      }
      if (r + delta >= MAX_ROWS) {
        for (const cell of part.values()) {
          if (!isBlank(cell)) {
            throw new HostError(
              'NonBlankCellOffSheet',
              'Cells with content would be pushed off the worksheet.',
              location,
            );
          }
        }
      }
      moved.push([r, part]);
    }
    if (moved.length === 0) return;
    for (const [r, part] of moved) {
      const cols = this.rows.get(r)!;
      if (part === cols) this.rows.delete(r);
      else for (const c of part.keys()) cols.delete(c);
      this.count -= part.size;
    }
    for (const [r0, part] of moved) {
      const r = r0 + delta;
      if (r < 0 || r >= MAX_ROWS) continue;
      const existing = this.rows.get(r);
      if (!existing) this.rows.set(r, part);
      else for (const [c, cell] of part) existing.set(c, cell);
      this.count += part.size;
    }
  }

  /** Moves the cells of a band (columns ≥ start, rows from..to) by `delta` columns. */
  shiftColumns(start: number, delta: number, from: number, to: number, location: string): void {
    for (const [r, cols] of this.rows) {
      if (r < from || r > to) continue;
      const moving = [...cols].filter(([c]) => c >= start);
      if (moving.length === 0) continue;
      for (const [c, cell] of moving) {
        if (c + delta >= MAX_COLUMNS && !isBlank(cell)) {
          throw new HostError(
            'NonBlankCellOffSheet',
            'Cells with content would be pushed off the worksheet.',
            location,
          );
        }
      }
      for (const [c] of moving) cols.delete(c);
      this.count -= moving.length;
      for (const [c, cell] of moving) {
        const nc = c + delta;
        if (nc < 0 || nc >= MAX_COLUMNS) continue;
        cols.set(nc, cell);
        this.count++;
      }
      if (cols.size === 0) this.rows.delete(r);
    }
  }
}

export interface TableColumnModel {
  id: number;
  name: string;
}

export class TableModel {
  showHeaders = true;
  showTotals = false;
  showBandedRows = true;
  showBandedColumns = false;
  showFilterButton = true;
  highlightFirstColumn = false;
  highlightLastColumn = false;
  style = 'TableStyleMedium2';
  deleted = false;
  nextColumnId = 1;

  constructor(
    readonly id: string,
    public name: string,
    public sheet: SheetModel,
    /** The whole table: header row plus data body. */
    public rect: Rect,
    public columns: TableColumnModel[],
  ) {
    this.nextColumnId = columns.length + 1;
  }

  get headerRect(): Rect {
    return { row: this.rect.row, column: this.rect.column, rowCount: 1, columnCount: this.rect.columnCount };
  }

  get bodyRect(): Rect {
    return {
      row: this.rect.row + 1,
      column: this.rect.column,
      rowCount: this.rect.rowCount - 1,
      columnCount: this.rect.columnCount,
    };
  }

  get bodyRowCount(): number {
    return this.rect.rowCount - 1;
  }

  columnIndexOfId(id: number): number {
    return this.columns.findIndex((c) => c.id === id);
  }
}

export interface NamedItemModel {
  name: string;
  /** "=Sheet1!$A$1:$B$4", "=42", "=\"text\"". */
  formula: string;
  comment: string;
  visible: boolean;
}

/** What a sync changed, for change listeners (the preview re-renders from this). */
export interface ChangeSummary {
  /** Names of sheets whose cells changed. */
  sheets: Set<string>;
  /** Sheets, tables or names were added, removed, renamed or moved. */
  structure: boolean;
  settings: boolean;
  /** Written areas, as "Sheet!A1:B2", in order. */
  ranges: string[];
  /** Cell edits (values, formulas, number formats) for onChanged events. */
  edits: { sheetId: string; address: string }[];
}

export function emptyChanges(): ChangeSummary {
  return { sheets: new Set(), structure: false, settings: false, ranges: [], edits: [] };
}

export type WriteKind = 'values' | 'formulas' | 'numberFormat';

const SHEET_NAME_BAD = /[:\\/?*[\]]/;
const NAME_RE = /^[A-Za-z_\\\u00C0-\uFFFF][A-Za-z0-9_.\\\u00C0-\uFFFF]*$/;

function looksLikeReference(name: string): boolean {
  return /^[A-Za-z]{1,3}\d+$/.test(name) || /^[Rr]\d*[Cc]?\d*$/.test(name) || /^[Cc]\d*$/.test(name);
}

export interface WorkbookOptions {
  /** Refuse NaN, Infinity and undefined in written arrays instead of silently skipping them. Default true. */
  strict?: boolean;
}

export class WorkbookModel {
  readonly sheets: SheetModel[] = [];
  readonly tables: TableModel[] = [];
  readonly names: NamedItemModel[] = [];
  /** Workbook settings, stored as JSON text like Excel stores them. */
  readonly settings = new Map<string, string>();
  activeSheet: SheetModel | undefined;
  selection: { sheet: SheetModel; rect: Rect } | undefined;
  evaluator: FormulaEvaluator = keepLastValueEvaluator;
  /** Whether a formula entered now calls a custom function Excel cannot resolve (set by the host). */
  unresolvedFormula: (formula: string) => boolean = () => false;
  strict: boolean;
  /** Cells changed since the last evaluation. */
  dirty = false;
  /** Manual calculation: formulas are evaluated only on calculate(). */
  manualCalc = false;
  changes: ChangeSummary = emptyChanges();
  /** Formatting calls that have no visible effect here (autofit …), recorded for tests. */
  readonly formatLog: string[] = [];
  private nextSheetId = 1;
  private nextTableId = 1;

  constructor(options: WorkbookOptions = {}) {
    this.strict = options.strict ?? true;
  }

  // ---------------------------------------------------------------- sheets

  visibleSheets(): SheetModel[] {
    return this.sheets.filter((s) => s.visibility === 'Visible');
  }

  findSheet(name: string): SheetModel | undefined {
    const lower = name.toLowerCase();
    return this.sheets.find((s) => s.name.toLowerCase() === lower || s.id === name);
  }

  getSheet(name: string, location: string): SheetModel {
    const s = this.findSheet(name);
    if (!s) throw itemNotFound(`The worksheet '${name}' does not exist.`, location);
    return s;
  }

  checkSheetName(name: unknown, location: string, self?: SheetModel): string {
    if (typeof name !== 'string' || name.length === 0 || name.length > 31) {
      throw invalidArgument(`'${String(name)}' is not a valid worksheet name (1 to 31 characters).`, location);
    }
    if (SHEET_NAME_BAD.test(name) || name.startsWith("'") || name.endsWith("'") || name.toLowerCase() === 'history') {
      throw invalidArgument(`'${name}' is not a valid worksheet name: it contains : \\ / ? * [ ] or quotes.`, location);
    }
    const other = this.findSheet(name);
    if (other && other !== self && other.name.toLowerCase() === name.toLowerCase()) {
      throw new HostError(ErrorCodes.itemAlreadyExists, `A worksheet named '${name}' already exists.`, location);
    }
    return name;
  }

  addSheet(name: string | undefined, location = 'Worksheets.add'): SheetModel {
    let n = name;
    if (n === undefined || n === null || n === '') {
      let i = this.sheets.length + 1;
      while (this.findSheet(`Sheet${i}`)) i++;
      n = `Sheet${i}`;
    }
    this.checkSheetName(n, location);
    const id = `{00000000-0001-0000-${String(this.nextSheetId++).padStart(4, '0')}-000000000000}`;
    const sheet = new SheetModel(id, n);
    this.sheets.push(sheet);
    if (!this.activeSheet) this.activeSheet = sheet;
    this.changes.structure = true;
    return sheet;
  }

  renameSheet(sheet: SheetModel, name: unknown, location = 'Worksheet.name'): void {
    const n = this.checkSheetName(name, location, sheet);
    const old = sheet.name;
    sheet.name = n;
    // Formulas that name the sheet follow it, as in Excel.
    if (old !== n) this.rewriteSheetReferences(old, n);
    this.changes.structure = true;
  }

  private rewriteSheetReferences(oldName: string, newName: string): void {
    const quote = (s: string) => (/^[A-Za-z_][A-Za-z0-9_.]*$/.test(s) ? s : `'${s.replace(/'/g, "''")}'`);
    const forms = [`'${oldName.replace(/'/g, "''")}'`];
    if (/^[A-Za-z_][A-Za-z0-9_.]*$/.test(oldName)) forms.push(oldName);
    const from = new RegExp(`(^|[^A-Za-z0-9_.'])(?:${forms.map(escapeRe).join('|')})!`, 'gi');
    const to = `$1${quote(newName)}!`;
    for (const sheet of this.sheets) {
      for (const [, , cell] of sheet.entries()) {
        if (cell.formula) cell.formula = cell.formula.replace(from, to);
      }
    }
    for (const n of this.names) n.formula = n.formula.replace(from, to);
  }

  deleteSheet(sheet: SheetModel, location = 'Worksheet.delete'): void {
    if (this.visibleSheets().length <= 1 && sheet.visibility === 'Visible') {
      throw invalidOperation('A workbook must keep at least one visible worksheet.', location);
    }
    const i = this.sheets.indexOf(sheet);
    if (i >= 0) this.sheets.splice(i, 1);
    sheet.deleted = true;
    for (const t of this.tables.filter((t) => t.sheet === sheet)) this.removeTable(t);
    if (this.activeSheet === sheet) this.activeSheet = this.visibleSheets()[0];
    if (this.selection?.sheet === sheet) this.selection = undefined;
    this.dirty = true;
    this.changes.structure = true;
  }

  moveSheet(sheet: SheetModel, position: unknown, location = 'Worksheet.position'): void {
    if (typeof position !== 'number' || !Number.isInteger(position) || position < 0 || position >= this.sheets.length) {
      throw invalidArgument(
        `Worksheet position ${String(position)} is outside 0..${this.sheets.length - 1}.`,
        location,
      );
    }
    const i = this.sheets.indexOf(sheet);
    this.sheets.splice(i, 1);
    this.sheets.splice(position, 0, sheet);
    this.changes.structure = true;
  }

  setVisibility(sheet: SheetModel, v: unknown, location = 'Worksheet.visibility'): void {
    if (v !== 'Visible' && v !== 'Hidden' && v !== 'VeryHidden') {
      throw invalidArgument(`'${String(v)}' is not a sheet visibility.`, location);
    }
    if (v !== 'Visible' && sheet.visibility === 'Visible' && this.visibleSheets().length <= 1) {
      throw invalidOperation('A workbook must keep at least one visible worksheet.', location);
    }
    sheet.visibility = v;
    if (v !== 'Visible' && this.activeSheet === sheet) this.activeSheet = this.visibleSheets()[0];
    this.changes.structure = true;
  }

  activate(sheet: SheetModel, location = 'Worksheet.activate'): void {
    if (sheet.visibility !== 'Visible') throw invalidOperation(`The worksheet '${sheet.name}' is hidden.`, location);
    this.activeSheet = sheet;
    this.selection = { sheet, rect: { row: 0, column: 0, rowCount: 1, columnCount: 1 } };
    this.changes.structure = true;
  }

  checkAlive(sheet: SheetModel, location: string): void {
    if (sheet.deleted) {
      throw new HostError(ErrorCodes.invalidReference, `The worksheet '${sheet.name}' has been deleted.`, location);
    }
  }

  // ---------------------------------------------------------------- addresses

  /**
   * Resolves an address on a sheet: "A1:B2", "$A$1", "A:C", "3:5", "Sheet1!A1" (must name this sheet) or a
   * defined name that refers to a range on this sheet.
   */
  resolveOnSheet(sheet: SheetModel, address: unknown, location: string): Rect {
    if (typeof address !== 'string' || address.trim() === '') {
      throw invalidArgument(`'${String(address)}' is not a range address.`, location);
    }
    const parsed = parseAddress(address);
    if (parsed) {
      if (parsed.sheet !== undefined && parsed.sheet.toLowerCase() !== sheet.name.toLowerCase()) {
        throw invalidArgument(`The address '${address}' is not on the worksheet '${sheet.name}'.`, location);
      }
      return parsed.rect;
    }
    const named = this.resolveName(address);
    if (named && named.sheet === sheet) return named.rect;
    throw invalidArgument(`'${address}' is not a valid range address.`, location);
  }

  /** Resolves a sheet-qualified address or a name: "Sheet1!A1:B2", "'My sheet'!A1", "MyName". */
  resolveQualified(address: unknown, location: string, defaultSheet?: SheetModel): { sheet: SheetModel; rect: Rect } {
    if (typeof address !== 'string' || address.trim() === '') {
      throw invalidArgument(`'${String(address)}' is not a range address.`, location);
    }
    const parsed = parseAddress(address);
    if (parsed) {
      if (parsed.sheet === undefined) {
        if (!defaultSheet) throw invalidArgument(`The address '${address}' does not name a worksheet.`, location);
        return { sheet: defaultSheet, rect: parsed.rect };
      }
      const sheet = this.findSheet(parsed.sheet);
      if (!sheet) throw invalidArgument(`The address '${address}' names a worksheet that does not exist.`, location);
      return { sheet, rect: parsed.rect };
    }
    const named = this.resolveName(address);
    if (named) return named;
    throw invalidArgument(`'${address}' is not a valid range address.`, location);
  }

  resolveName(name: string): { sheet: SheetModel; rect: Rect } | undefined {
    const n = this.findName(name);
    if (!n) return undefined;
    const parsed = parseAddress(n.formula.replace(/^=/, ''));
    if (!parsed || parsed.sheet === undefined) return undefined;
    const sheet = this.findSheet(parsed.sheet);
    return sheet ? { sheet, rect: parsed.rect } : undefined;
  }

  // ---------------------------------------------------------------- cells

  /** Runs the evaluator if cells changed since the last run. */
  recalc(force = false): void {
    if (!this.dirty && !force) return;
    this.dirty = false;
    const touched = new Set<string>();
    this.evaluator.evaluate(this.reader(), (sheetName, row, column, value, error) => {
      const sheet = this.findSheet(sheetName);
      if (!sheet) return;
      const cell = sheet.get(row, column);
      if (!cell || cell.formula === undefined || cell.unresolved) return;
      if (cell.value !== value || !!cell.error !== !!error) {
        cell.value = value;
        cell.error = error || undefined;
        touched.add(sheet.name);
      }
    });
    // A custom function Excel did not resolve: #NAME?, whatever the evaluator knows.
    for (const f of this.reader().formulaCells()) {
      const cell = this.findSheet(f.sheet)?.get(f.row, f.column);
      if (cell?.unresolved && (cell.value !== '#NAME?' || !cell.error)) {
        cell.value = '#NAME?';
        cell.error = true;
        touched.add(f.sheet);
      }
    }
    for (const s of touched) this.changes.sheets.add(s);
  }

  reader(): WorkbookReader {
    return {
      sheetNames: () => this.sheets.map((s) => s.name),
      extent: (name) => {
        const s = this.findSheet(name);
        const u = s?.usedRect(true);
        return u
          ? { rowCount: u.row + u.rowCount, columnCount: u.column + u.columnCount }
          : { rowCount: 0, columnCount: 0 };
      },
      cell: (name, row, column) => this.findSheet(name)?.get(row, column),
      formulaCells: () => {
        const out = [];
        for (const s of this.sheets) {
          for (const [row, column, c] of s.entries()) {
            if (c.formula !== undefined) {
              out.push({ sheet: s.name, row, column, formula: c.formula, value: c.value, error: c.error });
            }
          }
        }
        return out;
      },
      tables: () =>
        this.tables.map((t) => ({
          name: t.name,
          sheet: t.sheet.name,
          address: formatLocal(t.rect),
          columns: t.columns.map((c) => c.name),
        })),
      names: () => this.names.map((n) => ({ name: n.name, formula: n.formula })),
    };
  }

  read(
    sheet: SheetModel,
    rect: Rect,
    what: 'values' | 'formulas' | 'numberFormat' | 'text' | 'valueTypes',
  ): unknown[][] {
    if ((what === 'values' || what === 'text' || what === 'valueTypes') && !this.manualCalc) this.recalc();
    const out: unknown[][] = [];
    for (let r = 0; r < rect.rowCount; r++) {
      const row: unknown[] = new Array(rect.columnCount);
      for (let c = 0; c < rect.columnCount; c++) {
        const cell = sheet.get(rect.row + r, rect.column + c);
        switch (what) {
          case 'values':
            row[c] = cellValue(cell);
            break;
          case 'formulas':
            row[c] = cellFormula(cell);
            break;
          case 'numberFormat':
            row[c] = cell?.numberFormat ?? 'General';
            break;
          case 'text':
            row[c] = formatText(cell);
            break;
          case 'valueTypes':
            row[c] = valueTypeOf(cell) satisfies ValueType;
            break;
        }
      }
      out.push(row);
    }
    return out;
  }

  /**
   * Writes `values`, `formulas` or `numberFormat` into a rectangle. `data` is a 2-D array of exactly the
   * rectangle's shape, or a single value applied to every cell. null items leave cells unchanged.
   */
  write(sheet: SheetModel, rect: Rect, kind: WriteKind, data: unknown, location: string): void {
    this.checkAlive(sheet, location);
    const grid = this.shapeOf(rect, data, location);
    // Validate everything first: a refused write changes nothing.
    const plans: { r: number; c: number; item: ReturnType<typeof interpretInput> | string | null }[] = [];
    for (let r = 0; r < rect.rowCount; r++) {
      for (let c = 0; c < rect.columnCount; c++) {
        const raw = grid ? grid[r][c] : data;
        if (kind === 'numberFormat') {
          if (raw === null) continue;
          if (typeof raw !== 'string') {
            throw invalidArgument(`numberFormat[${r}][${c}] is ${JSON.stringify(raw)}, not a format text.`, location);
          }
          plans.push({ r, c, item: raw });
          continue;
        }
        const nf = sheet.get(rect.row + r, rect.column + c)?.numberFormat;
        try {
          const item = interpretInput(raw, nf, this.strict);
          if (item.kind !== 'skip') plans.push({ r, c, item });
        } catch (e) {
          if (e instanceof InputProblem) {
            const at = cellAddress(rect.row + r, rect.column + c);
            throw invalidArgument(`${kind}[${r}][${c}] (cell ${sheet.name}!${at}) ${e.message}.`, location);
          }
          throw e;
        }
      }
    }
    for (const { r, c, item } of plans) {
      const row = rect.row + r;
      const column = rect.column + c;
      if (typeof item === 'string') {
        const cell = sheet.ensure(row, column);
        cell.numberFormat = item === 'General' ? undefined : item;
        sheet.tidy(row, column);
        continue;
      }
      if (item === null || item.kind === 'skip') continue;
      const cell = sheet.ensure(row, column);
      if (item.kind === 'empty') {
        cell.value = undefined;
        cell.formula = undefined;
        cell.error = undefined;
      } else if (item.kind === 'formula') {
        cell.formula = item.formula;
        cell.value = undefined;
        cell.error = undefined;
        cell.unresolved = this.unresolvedFormula(item.formula) || undefined;
      } else {
        cell.formula = undefined;
        cell.unresolved = undefined;
        cell.value = item.value;
        cell.error = item.error;
        if (item.numberFormat && cell.numberFormat === undefined) cell.numberFormat = item.numberFormat;
      }
      sheet.tidy(row, column);
    }
    if (kind !== 'numberFormat') this.syncHeaders(sheet, rect);
    this.dirty = true;
    this.noteCells(sheet, rect);
  }

  private shapeOf(rect: Rect, data: unknown, location: string): unknown[][] | undefined {
    if (!Array.isArray(data)) {
      if (data === undefined) throw invalidArgument('The value to write is undefined.', location);
      return undefined;
    }
    const rows = data.length;
    const cols = rows > 0 && Array.isArray(data[0]) ? (data[0] as unknown[]).length : -1;
    const ok =
      rows === rect.rowCount &&
      data.every((row) => Array.isArray(row) && (row as unknown[]).length === rect.columnCount) &&
      cols === rect.columnCount;
    if (!ok) {
      const got = data.every((row) => Array.isArray(row))
        ? `${rows}×${data.map((r) => (r as unknown[]).length).join('/')}`
        : `a ${rows}-item array that is not 2-D`;
      throw invalidArgument(
        `The number of rows or columns in the input array doesn't match the size or dimensions of the range: ` +
          `the range is ${rect.rowCount}×${rect.columnCount}, the array is ${got}.`,
        location,
      );
    }
    return data as unknown[][];
  }

  /** Throws the InvalidArgument a write of these items would raise, before anything is moved. */
  validateItems(rows: unknown[][], location: string): void {
    rows.forEach((row, r) =>
      row.forEach((item, c) => {
        try {
          interpretInput(item, undefined, this.strict);
        } catch (e) {
          if (e instanceof InputProblem) throw invalidArgument(`values[${r}][${c}] ${e.message}.`, location);
          throw e;
        }
      }),
    );
  }

  noteCells(sheet: SheetModel, rect: Rect, kind: 'cells' | 'format' = 'cells'): void {
    const local = formatLocal(rect);
    this.changes.sheets.add(sheet.name);
    this.changes.ranges.push(`${sheet.name}!${local}`);
    if (kind === 'cells') this.changes.edits.push({ sheetId: sheet.id, address: local });
  }

  clear(sheet: SheetModel, rect: Rect, applyTo: unknown, location: string): void {
    this.checkAlive(sheet, location);
    const what = applyTo === undefined ? 'All' : applyTo;
    if (!['All', 'Formats', 'Contents', 'Hyperlinks', 'RemoveHyperlinks', 'ResetContents'].includes(String(what))) {
      throw invalidArgument(`'${String(applyTo)}' is not a ClearApplyTo value.`, location);
    }
    for (const [r, c, cell] of [...sheet.cellsIn(rect)]) {
      if (what === 'All' || what === 'Contents' || what === 'ResetContents') {
        cell.value = undefined;
        cell.formula = undefined;
        cell.error = undefined;
      }
      if (what === 'All' || what === 'Formats') {
        cell.numberFormat = undefined;
        cell.style = undefined;
      }
      sheet.tidy(r, c);
    }
    if (what !== 'Formats') this.syncHeaders(sheet, rect);
    this.dirty = true;
    this.noteCells(sheet, rect);
  }

  /** Applies a style change to every cell of a rectangle. */
  style(sheet: SheetModel, rect: Rect, patch: Partial<CellStyle>, location: string): void {
    this.checkAlive(sheet, location);
    for (let r = rect.row; r < rect.row + rect.rowCount; r++) {
      for (let c = rect.column; c < rect.column + rect.columnCount; c++) {
        const cell = sheet.ensure(r, c);
        const style = { ...(cell.style ?? {}), ...patch };
        for (const k of Object.keys(style) as (keyof CellStyle)[]) if (style[k] === undefined) delete style[k];
        cell.style = Object.keys(style).length ? style : undefined;
        sheet.tidy(r, c);
      }
    }
    this.noteCells(sheet, rect, 'format');
  }

  /** The common style value of a rectangle, or null when cells differ (as Excel reports mixed formats). */
  styleOf<K extends keyof CellStyle>(sheet: SheetModel, rect: Rect, k: K, fallback: CellStyle[K]): CellStyle[K] | null {
    let first: CellStyle[K] | undefined;
    let seen = false;
    const area = rect.rowCount * rect.columnCount;
    if (area > 100000) return sheet.get(rect.row, rect.column)?.style?.[k] ?? fallback;
    for (let r = rect.row; r < rect.row + rect.rowCount; r++) {
      for (let c = rect.column; c < rect.column + rect.columnCount; c++) {
        const v = sheet.get(r, c)?.style?.[k] ?? fallback;
        if (!seen) {
          first = v;
          seen = true;
        } else if (v !== first) return null;
      }
    }
    return first ?? fallback;
  }

  // ---------------------------------------------------------------- insert and delete

  private shiftRows(sheet: SheetModel, start: number, delta: number, from: number, to: number, location: string): void {
    sheet.shiftRows(start, delta, from, to, location);
  }

  private shiftColumns(sheet: SheetModel, start: number, delta: number, from: number, to: number, location: string) {
    sheet.shiftColumns(start, delta, from, to, location);
  }

  /**
   * Tables past `start` in the band [from, to] move with the cells; a table cut by the band's edge refuses.
   * `rows`: cells move down or up (the band is of columns); `columns`: they move right or left (a band of rows).
   */
  private tablesInBand(
    moving: 'rows' | 'columns',
    sheet: SheetModel,
    start: number,
    from: number,
    to: number,
    except?: TableModel,
  ) {
    const hit: TableModel[] = [];
    for (const t of this.tables) {
      if (t.sheet !== sheet || t === except) continue;
      const r = t.rect;
      const [tFrom, tTo, tLast] =
        moving === 'rows'
          ? [r.column, r.column + r.columnCount - 1, r.row + r.rowCount - 1]
          : [r.row, r.row + r.rowCount - 1, r.column + r.columnCount - 1];
      if (tTo < from || tFrom > to || tLast < start) continue;
      if (tFrom < from || tTo > to) {
        throw invalidOperation(
          `This operation would shift cells in the table '${t.name}' only partly; Excel refuses it.`,
          'Range.insert',
        );
      }
      hit.push(t);
    }
    return hit;
  }

  private tablesInRowBand(sheet: SheetModel, start: number, from: number, to: number, except?: TableModel) {
    return this.tablesInBand('rows', sheet, start, from, to, except);
  }

  private tablesInColumnBand(sheet: SheetModel, start: number, from: number, to: number, except?: TableModel) {
    return this.tablesInBand('columns', sheet, start, from, to, except);
  }

  insertCells(sheet: SheetModel, rect: Rect, shift: unknown, location: string): void {
    this.checkAlive(sheet, location);
    if (shift === 'Down') {
      const last = rect.column + rect.columnCount - 1;
      const tables = this.tablesInRowBand(sheet, rect.row, rect.column, last);
      this.shiftRows(sheet, rect.row, rect.rowCount, rect.column, last, location);
      for (const t of tables) {
        if (t.rect.row >= rect.row) t.rect = { ...t.rect, row: t.rect.row + rect.rowCount };
        else t.rect = { ...t.rect, rowCount: t.rect.rowCount + rect.rowCount };
      }
    } else if (shift === 'Right') {
      const last = rect.row + rect.rowCount - 1;
      const tables = this.tablesInColumnBand(sheet, rect.column, rect.row, last);
      for (const t of tables) {
        if (t.rect.column < rect.column) {
          throw new HostError(ErrorCodes.notImplemented, 'Inserting columns inside a table is not modelled.', location);
        }
      }
      this.shiftColumns(sheet, rect.column, rect.columnCount, rect.row, last, location);
      for (const t of tables) t.rect = { ...t.rect, column: t.rect.column + rect.columnCount };
    } else {
      throw invalidArgument(`'${String(shift)}' is not an InsertShiftDirection ("Down" or "Right").`, location);
    }
    this.dirty = true;
    this.changes.structure = true;
    this.noteCells(sheet, rect);
  }

  deleteCells(sheet: SheetModel, rect: Rect, shift: unknown, location: string): void {
    this.checkAlive(sheet, location);
    if (shift === 'Up') {
      const last = rect.column + rect.columnCount - 1;
      const tables = this.tablesInRowBand(sheet, rect.row, rect.column, last);
      const delEnd = rect.row + rect.rowCount; // exclusive
      const plans: (() => void)[] = [];
      for (const t of tables) {
        const tEnd = t.rect.row + t.rect.rowCount;
        if (t.rect.row >= delEnd) {
          plans.push(() => (t.rect = { ...t.rect, row: t.rect.row - rect.rowCount }));
        } else if (t.rect.row >= rect.row && tEnd <= delEnd) {
          plans.push(() => this.removeTable(t));
        } else if (t.rect.row >= rect.row) {
          throw invalidOperation(`Deleting these cells would remove the header row of '${t.name}'.`, location);
        } else {
          const overlap = Math.min(tEnd, delEnd) - rect.row;
          if (t.rect.rowCount - overlap < 2) {
            throw invalidOperation(`Deleting these cells would leave the table '${t.name}' without rows.`, location);
          }
          plans.push(() => (t.rect = { ...t.rect, rowCount: t.rect.rowCount - overlap }));
        }
      }
      sheet.removeIn(rect);
      this.shiftRows(sheet, delEnd, -rect.rowCount, rect.column, last, location);
      for (const p of plans) p();
    } else if (shift === 'Left') {
      const last = rect.row + rect.rowCount - 1;
      const tables = this.tablesInColumnBand(sheet, rect.column, rect.row, last);
      const delEnd = rect.column + rect.columnCount;
      for (const t of tables) {
        if (t.rect.column < delEnd) {
          throw new HostError(
            ErrorCodes.notImplemented,
            'Deleting columns of a table this way is not modelled.',
            location,
          );
        }
      }
      sheet.removeIn(rect);
      this.shiftColumns(sheet, delEnd, -rect.columnCount, rect.row, last, location);
      for (const t of tables) t.rect = { ...t.rect, column: t.rect.column - rect.columnCount };
    } else {
      throw invalidArgument(`'${String(shift)}' is not a DeleteShiftDirection ("Up" or "Left").`, location);
    }
    this.dirty = true;
    this.changes.structure = true;
    this.noteCells(sheet, rect);
  }

  // ---------------------------------------------------------------- tables

  findTable(name: string): TableModel | undefined {
    const lower = name.toLowerCase();
    return this.tables.find((t) => t.name.toLowerCase() === lower || t.id === name);
  }

  checkTableName(name: unknown, location: string, self?: TableModel): string {
    if (typeof name !== 'string' || name.length === 0 || name.length > 255 || !NAME_RE.test(name)) {
      throw invalidArgument(
        `'${String(name)}' is not a valid table name: start with a letter or underscore, no spaces.`,
        location,
      );
    }
    if (looksLikeReference(name)) throw invalidArgument(`'${name}' looks like a cell reference.`, location);
    const t = this.findTable(name);
    if ((t && t !== self) || this.findName(name)) {
      throw invalidArgument(`The name '${name}' is already used by a table or a defined name.`, location);
    }
    return name;
  }

  addTable(sheet: SheetModel, rect: Rect, hasHeaders: boolean, location = 'Tables.add'): TableModel {
    this.checkAlive(sheet, location);
    if (rect.rowCount * rect.columnCount > 10_000_000) throw invalidArgument('The table range is too large.', location);
    for (const t of this.tables) {
      if (t.sheet === sheet && rectsIntersect(t.rect, rect)) {
        throw invalidOperation(`A table can't overlap another table ('${t.name}').`, location);
      }
    }
    let tableRect = rect;
    if (!hasHeaders) {
      // Excel inserts a header row above the data: the data moves down one row.
      this.shiftRows(sheet, rect.row, 1, rect.column, rect.column + rect.columnCount - 1, location);
      for (const t of this.tablesInRowBand(sheet, rect.row, rect.column, rect.column + rect.columnCount - 1)) {
        t.rect = { ...t.rect, row: t.rect.row + 1 };
      }
      for (let c = 0; c < rect.columnCount; c++) {
        const cell = sheet.ensure(rect.row, rect.column + c);
        cell.value = `Column${c + 1}`;
        cell.formula = undefined;
        cell.error = undefined;
      }
      tableRect = { ...rect, rowCount: rect.rowCount + 1 };
    }
    if (tableRect.rowCount === 1) {
      // A table always has at least one (blank) data row.
      tableRect = { ...tableRect, rowCount: 2 };
    }
    let n = 1;
    while (this.findTable(`Table${n}`) || this.findName(`Table${n}`)) n++;
    const table = new TableModel(String(this.nextTableId++), `Table${n}`, sheet, tableRect, []);
    table.columns = Array.from({ length: rect.columnCount }, (_, i) => ({ id: i + 1, name: '' }));
    table.nextColumnId = rect.columnCount + 1;
    this.tables.push(table);
    this.syncHeaders(sheet, table.headerRect);
    this.dirty = true;
    this.changes.structure = true;
    this.noteCells(sheet, tableRect);
    return table;
  }

  /** Keeps header cells and column names in step: text, unique, never blank (Excel's rules). */
  syncHeaders(sheet: SheetModel, rect: Rect): void {
    for (const t of this.tables) {
      if (t.sheet !== sheet || !rectsIntersect(t.headerRect, rect)) continue;
      const used = new Set<string>();
      t.columns.forEach((col, i) => {
        const row = t.rect.row;
        const column = t.rect.column + i;
        const cell = sheet.ensure(row, column);
        let name = cell.formula !== undefined ? String(cell.value ?? '') : formatText(cell);
        if (name === '') name = `Column${i + 1}`;
        let unique = name;
        let k = 2;
        while (used.has(unique.toLowerCase())) unique = `${name}${k++}`;
        used.add(unique.toLowerCase());
        col.name = unique;
        cell.value = unique;
        cell.formula = undefined;
        cell.error = undefined;
      });
    }
  }

  removeTable(t: TableModel): void {
    const i = this.tables.indexOf(t);
    if (i >= 0) this.tables.splice(i, 1);
    t.deleted = true;
    this.changes.structure = true;
  }

  checkTable(t: TableModel, location: string): void {
    if (t.deleted)
      throw new HostError(ErrorCodes.invalidReference, `The table '${t.name}' has been deleted.`, location);
  }

  /** Adds rows to a table's data body at `index` (end when undefined/null), shifting cells below down. */
  tableAddRows(t: TableModel, index: unknown, values: unknown, location = 'TableRowCollection.add'): number {
    this.checkTable(t, location);
    const count = t.bodyRowCount;
    let at: number;
    if (index === undefined || index === null) at = count;
    else if (typeof index === 'number' && Number.isInteger(index) && index >= 0 && index <= count) at = index;
    else throw invalidArgument(`Row index ${String(index)} is outside 0..${count} for table '${t.name}'.`, location);
    const width = t.rect.columnCount;
    let rows: unknown[][];
    if (values === undefined || values === null) rows = [Array(width).fill('')];
    else if (
      Array.isArray(values) &&
      values.length > 0 &&
      values.every((r) => Array.isArray(r) && (r as unknown[]).length === width)
    ) {
      rows = values as unknown[][];
    } else {
      const shape = Array.isArray(values)
        ? `${values.length} rows of ${values.map((r) => (Array.isArray(r) ? r.length : 'non-array')).join('/')}`
        : typeof values;
      throw invalidArgument(
        `The values for table '${t.name}' must be rows of ${width} items (its column count); got ${shape}.`,
        location,
      );
    }
    this.validateItems(rows, location);
    // A fresh table's single blank row is filled first, as Excel does.
    const body = t.bodyRect;
    let fillBlank = false;
    if (count === 1 && (at === 0 || at === 1)) {
      fillBlank = true;
      for (let c = 0; c < width; c++) if (hasContent(t.sheet.get(body.row, body.column + c))) fillBlank = false;
    }
    const newRows = fillBlank ? rows.length - 1 : rows.length;
    const startRow = fillBlank ? body.row : body.row + at;
    if (newRows > 0) {
      const insertAt = fillBlank ? body.row + 1 : startRow;
      const last = t.rect.column + width - 1;
      const others = this.tablesInRowBand(t.sheet, insertAt, t.rect.column, last, t);
      if (t.rect.row + t.rect.rowCount + newRows > MAX_ROWS)
        throw invalidArgument('The table would not fit.', location);
      this.shiftRows(t.sheet, insertAt, newRows, t.rect.column, last, location);
      for (const o of others) o.rect = { ...o.rect, row: o.rect.row + newRows };
      t.rect = { ...t.rect, rowCount: t.rect.rowCount + newRows };
    }
    this.write(
      t.sheet,
      { row: startRow, column: t.rect.column, rowCount: rows.length, columnCount: width },
      'values',
      rows,
      location,
    );
    this.changes.structure = true;
    return fillBlank ? 0 : at;
  }

  /** Deletes `count` data rows starting at `index`; the last row left is cleared instead of removed. */
  tableDeleteRows(t: TableModel, index: number, count: number, location = 'TableRow.delete'): void {
    this.checkTable(t, location);
    const n = t.bodyRowCount;
    if (!Number.isInteger(index) || index < 0 || index + count > n || count < 1) {
      throw invalidArgument(
        `Rows ${index}..${index + count - 1} are outside the table '${t.name}' (${n} rows).`,
        location,
      );
    }
    const body = t.bodyRect;
    const last = t.rect.column + t.rect.columnCount - 1;
    let removeCount = count;
    let removeFrom = body.row + index;
    if (count === n) {
      // Keep one blank row, as Excel does for an emptied table.
      this.clear(
        t.sheet,
        { row: body.row, column: body.column, rowCount: 1, columnCount: body.columnCount },
        'Contents',
        location,
      );
      removeCount = count - 1;
      removeFrom = body.row + 1;
    }
    if (removeCount > 0) {
      const others = this.tablesInRowBand(t.sheet, removeFrom, t.rect.column, last, t);
      const rect = { row: removeFrom, column: t.rect.column, rowCount: removeCount, columnCount: t.rect.columnCount };
      t.sheet.removeIn(rect);
      this.shiftRows(t.sheet, removeFrom + removeCount, -removeCount, t.rect.column, last, location);
      for (const o of others) o.rect = { ...o.rect, row: o.rect.row - removeCount };
      t.rect = { ...t.rect, rowCount: t.rect.rowCount - removeCount };
    }
    this.dirty = true;
    this.changes.structure = true;
    this.noteCells(t.sheet, t.rect);
  }

  tableAddColumn(
    t: TableModel,
    index: unknown,
    values: unknown,
    name: unknown,
    location = 'TableColumnCollection.add',
  ) {
    this.checkTable(t, location);
    const width = t.rect.columnCount;
    let at: number;
    if (index === undefined || index === null) at = width;
    else if (typeof index === 'number' && Number.isInteger(index) && index >= 0 && index <= width) at = index;
    else throw invalidArgument(`Column index ${String(index)} is outside 0..${width} for '${t.name}'.`, location);
    const height = t.rect.rowCount;
    if (values !== undefined && values !== null) {
      if (Array.isArray(values)) this.validateItems(values.filter((r) => Array.isArray(r)) as unknown[][], location);
      if (
        !Array.isArray(values) ||
        values.length !== height ||
        !values.every((r) => Array.isArray(r) && (r as unknown[]).length === 1)
      ) {
        throw invalidArgument(
          `The values for a new column of '${t.name}' must be ${height} rows of 1 item (header + body).`,
          location,
        );
      }
    }
    const col = t.rect.column + at;
    const lastRow = t.rect.row + height - 1;
    for (const o of this.tables) {
      if (o === t || o.sheet !== t.sheet) continue;
      const oLastCol = o.rect.column + o.rect.columnCount - 1;
      const oLastRow = o.rect.row + o.rect.rowCount - 1;
      if (oLastCol >= col && !(oLastRow < t.rect.row || o.rect.row > lastRow)) {
        throw invalidOperation(`Adding a column to '${t.name}' would shift the table '${o.name}'.`, location);
      }
    }
    this.shiftColumns(t.sheet, col, 1, t.rect.row, lastRow, location);
    const id = t.nextColumnId++;
    t.columns.splice(at, 0, { id, name: '' });
    t.rect = { ...t.rect, columnCount: width + 1 };
    const colRect = { row: t.rect.row, column: col, rowCount: height, columnCount: 1 };
    if (values !== undefined && values !== null) this.write(t.sheet, colRect, 'values', values, location);
    if (typeof name === 'string' && name !== '') {
      const cell = t.sheet.ensure(t.rect.row, col);
      cell.value = name;
      cell.formula = undefined;
    }
    this.syncHeaders(t.sheet, t.headerRect);
    this.dirty = true;
    this.changes.structure = true;
    this.noteCells(t.sheet, t.rect);
    return id;
  }

  tableDeleteColumn(t: TableModel, columnId: number, location = 'TableColumn.delete'): void {
    this.checkTable(t, location);
    const i = t.columnIndexOfId(columnId);
    if (i < 0) throw itemNotFound(`The column no longer exists in '${t.name}'.`, location);
    if (t.columns.length === 1) throw invalidOperation(`The table '${t.name}' must keep one column.`, location);
    const col = t.rect.column + i;
    const lastRow = t.rect.row + t.rect.rowCount - 1;
    for (let r = t.rect.row; r <= lastRow; r++) t.sheet.remove(r, col);
    this.shiftColumns(t.sheet, col + 1, -1, t.rect.row, lastRow, location);
    t.columns.splice(i, 1);
    t.rect = { ...t.rect, columnCount: t.rect.columnCount - 1 };
    this.dirty = true;
    this.changes.structure = true;
    this.noteCells(t.sheet, t.rect);
  }

  tableResize(t: TableModel, rect: Rect, location = 'Table.resize'): void {
    this.checkTable(t, location);
    if (rect.row !== t.rect.row || rect.column !== t.rect.column) {
      throw invalidArgument('A table can only be resized from its top-left cell.', location);
    }
    for (const o of this.tables) {
      if (o !== t && o.sheet === t.sheet && rectsIntersect(o.rect, rect)) {
        throw invalidOperation(`A table can't overlap another table ('${o.name}').`, location);
      }
    }
    const oldWidth = t.rect.columnCount;
    t.rect = { ...rect, rowCount: Math.max(2, rect.rowCount) };
    if (rect.columnCount > oldWidth) {
      for (let i = oldWidth; i < rect.columnCount; i++) t.columns.push({ id: t.nextColumnId++, name: '' });
    } else t.columns = t.columns.slice(0, rect.columnCount);
    this.syncHeaders(t.sheet, t.headerRect);
    this.changes.structure = true;
    this.noteCells(t.sheet, t.rect);
  }

  // ---------------------------------------------------------------- names

  findName(name: string): NamedItemModel | undefined {
    const lower = name.toLowerCase();
    return this.names.find((n) => n.name.toLowerCase() === lower);
  }

  addName(name: unknown, formula: string, comment: string, location = 'NamedItemCollection.add'): NamedItemModel {
    if (typeof name !== 'string' || !NAME_RE.test(name) || looksLikeReference(name) || name.length > 255) {
      throw invalidArgument(`'${String(name)}' is not a valid name.`, location);
    }
    if (this.findName(name) || this.findTable(name)) {
      throw new HostError(ErrorCodes.itemAlreadyExists, `The name '${name}' already exists.`, location);
    }
    const item = { name, formula, comment, visible: true };
    this.names.push(item);
    this.dirty = true;
    this.changes.structure = true;
    return item;
  }

  deleteName(item: NamedItemModel): void {
    const i = this.names.indexOf(item);
    if (i >= 0) this.names.splice(i, 1);
    this.dirty = true;
    this.changes.structure = true;
  }

  // ---------------------------------------------------------------- settings

  setSetting(keyName: unknown, value: unknown, location = 'SettingCollection.add'): void {
    if (typeof keyName !== 'string' || keyName === '')
      throw invalidArgument('A setting key must be non-empty text.', location);
    let json: string | undefined;
    try {
      json = JSON.stringify(value, (_k, v) => {
        if (typeof v === 'number' && !Number.isFinite(v)) throw new InputProblem(`holds the number ${v}`);
        if (typeof v === 'function' || typeof v === 'symbol') throw new InputProblem(`holds a ${typeof v}`);
        return v;
      });
    } catch (e) {
      if (e instanceof InputProblem) throw invalidArgument(`The value of setting '${keyName}' ${e.message}.`, location);
      throw invalidArgument(`The value of setting '${keyName}' cannot be stored: ${(e as Error).message}.`, location);
    }
    if (json === undefined) throw invalidArgument(`The value of setting '${keyName}' is undefined.`, location);
    this.settings.set(keyName, json);
    this.changes.settings = true;
  }

  findSettingKey(keyName: string): string | undefined {
    if (this.settings.has(keyName)) return keyName;
    const lower = keyName.toLowerCase();
    for (const k of this.settings.keys()) if (k.toLowerCase() === lower) return k;
    return undefined;
  }

  // ---------------------------------------------------------------- snapshot

  /** Plain JSON of the whole workbook, for tests and debugging. */
  snapshot(): WorkbookSnapshot {
    this.recalc();
    return {
      sheets: this.sheets.map((s) => {
        const u = s.usedRect(false);
        const cells: Record<string, { value?: CellScalar; formula?: string; numberFormat?: string }> = {};
        for (const [row, column, c] of s.entries()) {
          if (isBlank(c)) continue;
          const entry: { value?: CellScalar; formula?: string; numberFormat?: string } = {};
          if (c.value !== undefined) entry.value = c.value;
          if (c.formula !== undefined) entry.formula = c.formula;
          if (c.numberFormat !== undefined) entry.numberFormat = c.numberFormat;
          if (Object.keys(entry).length) cells[cellAddress(row, column)] = entry;
        }
        return { name: s.name, visibility: s.visibility, usedRange: u ? formatLocal(u) : null, cells };
      }),
      tables: this.tables.map((t) => ({
        name: t.name,
        sheet: t.sheet.name,
        address: formatLocal(t.rect),
        columns: t.columns.map((c) => c.name),
      })),
      names: this.names.map((n) => ({ name: n.name, formula: n.formula })),
      settings: Object.fromEntries([...this.settings].map(([k, v]) => [k, JSON.parse(v) as unknown])),
    };
  }
}

export interface WorkbookSnapshot {
  sheets: {
    name: string;
    visibility: Visibility;
    usedRange: string | null;
    cells: Record<string, { value?: CellScalar; formula?: string; numberFormat?: string }>;
  }[];
  tables: { name: string; sheet: string; address: string; columns: string[] }[];
  names: { name: string; formula: string }[];
  settings: Record<string, unknown>;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
