/**
 * The in-memory Excel host: a workbook model, `Excel.run`, counters of syncs and bytes, change notifications for
 * the preview, and direct seeding helpers for tests (which bypass the API and count nothing).
 */
import { cellAddress, columnLetters, formatLocal, type Rect } from './address';
import { cellFormula, cellValue, formatText, type CellScalar, type CellStyle } from './cells';
import { HostRequestContext } from './context';
import { HostClientObject, type QueuedOp } from './core';
import { ErrorCodes, HostError } from './errors';
import { EventRegistry } from './events';
import type { FormulaEvaluator } from './evaluator';
import { DEFAULT_COLUMN_WIDTH } from './format';
import { MANIFEST_SETS, setSupported } from './requirements';
import { customFunctionCalls } from './functions';
import { emptyChanges, WorkbookModel, type ChangeSummary, type SheetModel, type WorkbookSnapshot } from './model';

export interface HostOptions {
  /**
   * Refuse NaN, Infinity and undefined inside written arrays (Excel silently leaves those cells unchanged, which
   * hides bugs). Default true.
   */
  strict?: boolean;
  /** Largest request or response of one sync, in JSON bytes (Excel on the web allows about 5 MB). Default 5 MB. */
  payloadLimitBytes?: number;
  /** Delay of each sync in ms, to make progress visible in the preview. Default 0 (a microtask). */
  syncDelayMs?: number;
  evaluator?: FormulaEvaluator;
  /** Workbook file name reported by `workbook.name`. */
  workbookName?: string;
  /** How many sync records to keep in `syncLog` (oldest dropped first). Default 10,000. */
  maxLogEntries?: number;
  /**
   * Requirement sets this Excel supports ({ ExcelApi: '1.12' } …). Default: exactly what manifest.xml declares;
   * members of higher sets fail at sync with ApiNotFound (requirements.ts).
   */
  requirementSets?: Record<string, string>;
}

export interface HostCounters {
  /** Round trips: `context.sync()` calls with something queued, plus Excel.run's closing sync when needed. */
  syncs: number;
  /** The part of `syncs` made by Excel.run's closing sync (the batch returned with operations still queued). */
  implicitSyncs: number;
  runs: number;
  /** Property writes, method calls and loads queued by the code. */
  operations: number;
  /** Proxy objects created (each is resolved at sync, like Office.js's instantiate actions). */
  instantiations: number;
  loads: number;
  /** JSON size of what the code sent (written values, method arguments). */
  bytesSent: number;
  /** JSON size of what came back (loaded values). */
  bytesReceived: number;
}

export interface SyncRecord {
  /** Excel.run number (1-based), or null for a context made with `new Excel.RequestContext()`. */
  run: number | null;
  implicit: boolean;
  operations: number;
  instantiations: number;
  loads: number;
  bytesSent: number;
  bytesReceived: number;
  /** Operation locations in order, e.g. ["Range.values", "Range.load"]. */
  trace: string[];
  error?: string;
}

export interface RunRecord {
  id: number;
  syncs: number;
  operations: number;
  bytesSent: number;
  bytesReceived: number;
  done: boolean;
  error?: string;
}

export interface Measured<T> extends HostCounters {
  result: T;
  bytesTransferred: number;
  /** Syncs made while the measured function ran. */
  syncLog: SyncRecord[];
}

export type ChangeListener = (changes: ChangeSummary) => void;

/** A sheet as the preview draws it. */
export interface SheetView {
  name: string;
  id: string;
  visibility: string;
  tabColor: string;
  frozenRows: number;
  rowCount: number;
  columnCount: number;
  columns: { letter: string; width: number }[];
  rows: {
    number: number;
    cells: {
      address: string;
      text: string;
      value: CellScalar;
      formula?: string;
      style?: CellStyle;
      table?: { name: string; header: boolean };
    }[];
  }[];
  tables: { name: string; address: string }[];
}

function zeroCounters(): HostCounters {
  return {
    syncs: 0,
    implicitSyncs: 0,
    runs: 0,
    operations: 0,
    instantiations: 0,
    loads: 0,
    bytesSent: 0,
    bytesReceived: 0,
  };
}

const DEFAULT_LIMIT = 5 * 1024 * 1024;

export class ExcelHost {
  readonly model: WorkbookModel;
  readonly events = new EventRegistry();
  counters: HostCounters = zeroCounters();
  syncLog: SyncRecord[] = [];
  runLog: RunRecord[] = [];
  calculationMode = 'Automatic';
  /** Excel's decimal separator (Application.decimalSeparator, ExcelApi 1.11): "," plays a Polish or French Excel. */
  decimalSeparator = '.';
  workbookName: string;
  /** The custom functions' namespace (manifest.xml, Functions.Namespace). */
  functionNamespace = 'BRIDGE';
  /**
   * Custom functions Excel knows now (upper-case names without the namespace), filled by CustomFunctions.associate.
   * A formula entered while its function is unknown shows #NAME? until entered again, as in Excel.
   */
  readonly customFunctions = new Set<string>();
  private openingFile = false;
  /** Requirement sets this Excel supports; isSetSupported answers from them and the API refuses members above. */
  requirementSets: Record<string, string>;
  readonly options: Required<Omit<HostOptions, 'evaluator' | 'workbookName' | 'requirementSets'>>;
  /**
   * When set, every sync that has something to send waits for the promise this returns before it reaches the
   * workbook (an interleaving scheduler sets it; see interleave.ts). The run's id is passed (null outside runs).
   */
  syncGate: ((run: number | null) => Promise<void>) | undefined;
  private listeners = new Set<ChangeListener>();
  private runCounter = 0;

  constructor(options: HostOptions = {}) {
    this.model = new WorkbookModel({ strict: options.strict ?? true });
    if (options.evaluator) this.model.evaluator = options.evaluator;
    this.workbookName = options.workbookName ?? 'Book1.xlsx';
    this.requirementSets = { ...MANIFEST_SETS, ...(options.requirementSets ?? {}) };
    this.model.unresolvedFormula = (formula) =>
      customFunctionCalls(formula, this.functionNamespace).some(
        (name) => this.openingFile || !this.customFunctions.has(name),
      );
    this.options = {
      strict: options.strict ?? true,
      payloadLimitBytes: options.payloadLimitBytes ?? DEFAULT_LIMIT,
      syncDelayMs: options.syncDelayMs ?? 0,
      maxLogEntries: options.maxLogEntries ?? 10000,
    };
  }

  // ------------------------------------------------------------------ Excel.run

  /**
   * Excel.run: `run(batch)`, `run(options, batch)`, or `run(object | objects, batch)` to reuse the context of
   * tracked objects. The batch must return a promise. Operations still queued when it resolves are sent in a
   * closing sync (counted, and also in `implicitSyncs`); afterwards the context and its untracked objects are dead.
   */
  run = async <T>(...args: unknown[]): Promise<T> => {
    const batch = args[args.length - 1];
    if (typeof batch !== 'function' || args.length > 2) {
      throw new HostError(
        ErrorCodes.invalidArgument,
        'Excel.run expects (batch) or (objects/options, batch).',
        'Excel.run',
      );
    }
    let ctx: HostRequestContext | undefined;
    const first = args.length === 2 ? args[0] : undefined;
    if (first instanceof HostRequestContext) ctx = first;
    else if (first instanceof HostClientObject) ctx = first._ctx;
    else if (Array.isArray(first) && first[0] instanceof HostClientObject) ctx = (first[0] as HostClientObject)._ctx;
    if (ctx && ctx._host !== this) {
      throw new HostError(ErrorCodes.invalidRequestContext, 'The objects belong to another host.', 'Excel.run');
    }
    ctx = ctx ?? new HostRequestContext(this);
    const record: RunRecord = {
      id: ++this.runCounter,
      syncs: 0,
      operations: 0,
      bytesSent: 0,
      bytesReceived: 0,
      done: false,
    };
    this.runLog.push(record);
    if (this.runLog.length > this.options.maxLogEntries) this.runLog.shift();
    this.counters.runs++;
    const previousRun = ctx._run;
    ctx._run = record;
    ctx._open = true;
    try {
      const r = (batch as (c: HostRequestContext) => unknown)(ctx);
      if (!r || typeof (r as Promise<T>).then !== 'function') {
        throw new HostError(
          ErrorCodes.runMustReturnPromise,
          'The batch function passed to Excel.run did not return a promise.',
          'Excel.run',
        );
      }
      const result = await (r as Promise<T>);
      const rest = ctx._takeQueue();
      if (rest.length) await this._sync(ctx, rest, true);
      return result;
    } catch (e) {
      record.error = e instanceof Error ? `${(e as HostError).code ?? e.name}: ${e.message}` : String(e);
      throw e;
    } finally {
      ctx._queue = [];
      ctx._open = false;
      ctx._run = previousRun;
      record.done = true;
    }
  };

  /** @internal Sends one batch of operations. */
  async _sync(ctx: HostRequestContext, ops: QueuedOp[], implicit: boolean): Promise<void> {
    if (this.options.syncDelayMs > 0) await new Promise((r) => setTimeout(r, this.options.syncDelayMs));
    else await Promise.resolve();
    if (ops.length === 0) return; // Office.js makes no round trip for an empty queue
    // Concurrent Excel.run batches (see interleave.ts): a sync waits until the scheduler lets it reach the workbook.
    if (this.syncGate) await this.syncGate(ctx._run?.id ?? null);
    const rec: SyncRecord = {
      run: ctx._run?.id ?? null,
      implicit,
      operations: 0,
      instantiations: 0,
      loads: 0,
      bytesSent: 0,
      bytesReceived: 0,
      trace: [],
    };
    for (const op of ops) {
      rec.bytesSent += op.bytesOut;
      if (op.kind === 'instantiate') rec.instantiations++;
      else {
        rec.operations++;
        if (op.kind === 'load') rec.loads++;
        rec.trace.push(op.location);
      }
    }
    const afters: (() => void)[] = [];
    let error: unknown;
    if (rec.bytesSent > this.options.payloadLimitBytes) {
      error = new HostError(
        ErrorCodes.requestPayloadSizeLimitExceeded,
        `The request of this sync is ${rec.bytesSent} bytes, over the ${this.options.payloadLimitBytes}-byte limit.`,
        'RequestContext.sync',
      );
    } else {
      for (const op of ops) {
        try {
          const r = op.exec();
          if (r) {
            rec.bytesReceived += r.bytesIn ?? 0;
            if (r.after) afters.push(r.after);
          }
        } catch (e) {
          error = toHostError(e, op);
          break;
        }
      }
      if (!error && rec.bytesReceived > this.options.payloadLimitBytes) {
        error = new HostError(
          ErrorCodes.responsePayloadSizeLimitExceeded,
          `The response of this sync is ${rec.bytesReceived} bytes, over the ${this.options.payloadLimitBytes}-byte limit.`,
          'RequestContext.sync',
        );
      }
    }
    this.record(rec, ctx, implicit, error);
    this.flushChanges(true);
    if (error) throw error;
    for (const a of afters) a();
  }

  private record(rec: SyncRecord, ctx: HostRequestContext, implicit: boolean, error: unknown): void {
    if (error) rec.error = `${(error as HostError).code}: ${(error as Error).message}`;
    const c = this.counters;
    c.syncs++;
    if (implicit) c.implicitSyncs++;
    c.operations += rec.operations;
    c.instantiations += rec.instantiations;
    c.loads += rec.loads;
    c.bytesSent += rec.bytesSent;
    c.bytesReceived += rec.bytesReceived;
    if (ctx._run) {
      ctx._run.syncs++;
      ctx._run.operations += rec.operations;
      ctx._run.bytesSent += rec.bytesSent;
      ctx._run.bytesReceived += rec.bytesReceived;
    }
    this.syncLog.push(rec);
    if (this.syncLog.length > this.options.maxLogEntries) this.syncLog.shift();
  }

  // ------------------------------------------------------------------ counters

  resetCounters(): void {
    this.counters = zeroCounters();
    this.syncLog = [];
    this.runLog = [];
  }

  /** Runs `fn` and reports what it cost: syncs, operations, bytes, and the syncs themselves. */
  async measure<T>(fn: () => Promise<T> | T): Promise<Measured<T>> {
    const before = { ...this.counters };
    const logStart = this.syncLog.length;
    const result = await fn();
    const delta = zeroCounters();
    for (const k of Object.keys(delta) as (keyof HostCounters)[]) delta[k] = this.counters[k] - before[k];
    return {
      ...delta,
      result,
      bytesTransferred: delta.bytesSent + delta.bytesReceived,
      syncLog: this.syncLog.slice(logStart),
    };
  }

  // ------------------------------------------------------------------ evaluation and changes

  setEvaluator(evaluator: FormulaEvaluator): void {
    this.model.evaluator = evaluator;
    this.model.recalc(true);
    this.flushChanges();
  }

  /** Listens to changes (after each sync that changed something, and after seeding calls). Returns an unsubscribe. */
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * @internal Recalculates, notifies listeners, and fires Office.js change events; `batch`: the changes are a sync's
   * of the add-in (else the user's, through the host's seeding calls), which an Excel of ExcelApi 1.14 tells apart.
   */
  flushChanges(batch = false): void {
    if (!this.model.manualCalc) this.model.recalc();
    const c = this.model.changes;
    this.model.changes = emptyChanges();
    const tells = setSupported(this.requirementSets, 'ExcelApi', '1.14');
    for (const e of c.edits) {
      this.events.fire({
        type: 'WorksheetChanged',
        changeType: 'RangeEdited',
        source: 'Local',
        worksheetId: e.sheetId,
        address: e.address,
        ...(tells ? { triggerSource: batch ? 'ThisLocalAddin' : 'Unknown' } : {}),
      });
    }
    if (c.sheets.size === 0 && !c.structure && !c.settings) return;
    for (const l of [...this.listeners]) {
      try {
        l(c);
      } catch (e) {
        console.error('Change listener failed:', e);
      }
    }
  }

  /** @internal */
  _selectionChanged(): void {
    const sel = this.model.selection;
    if (!sel) return;
    this.events.fire({
      type: 'WorksheetSelectionChanged',
      source: 'Local',
      worksheetId: sel.sheet.id,
      address: formatLocal(sel.rect),
    });
  }

  /** @internal */
  _activated(sheet: SheetModel): void {
    this.events.fire({ type: 'WorksheetActivated', source: 'Local', worksheetId: sheet.id });
  }

  /** @internal */
  _sheetAdded(_sheet: SheetModel): void {
    // No onAdded event is modelled; kept as a hook.
  }

  // ------------------------------------------------------------------ seeding and inspection (no API, no counters)

  private locate(address: string): { sheet: SheetModel; rect: Rect } {
    return this.model.resolveQualified(address, 'host', this.model.activeSheet);
  }

  /** Adds a worksheet (if it does not exist) and returns its name. */
  addSheet(name: string): string {
    const s = this.model.findSheet(name) ?? this.model.addSheet(name, 'host.addSheet');
    this.flushChanges();
    return s.name;
  }

  /** Writes values at a qualified address ("Sheet1!A1"; the array decides the size). Typed-input rules apply. */
  setValues(address: string, values: unknown[][]): void {
    this.writeAt(address, values, 'values');
  }

  /** Writes formulas (or constants) at a qualified address. */
  setFormulas(address: string, formulas: unknown[][]): void {
    this.writeAt(address, formulas, 'formulas');
  }

  private writeAt(address: string, data: unknown[][], kind: 'values' | 'formulas'): void {
    const { sheet, rect } = this.locate(address);
    const size = { ...rect, rowCount: data.length, columnCount: data[0]?.length ?? 0 };
    if (size.rowCount === 0 || size.columnCount === 0) return;
    this.model.write(sheet, size, kind, data, `host.set${kind === 'values' ? 'Values' : 'Formulas'}`);
    this.flushChanges();
  }

  /**
   * Writes cells as a user typing or pasting them would (typed-input rules, change events fire): a block that
   * reaches into the row just below a table, within its columns, extends the table over it, as Excel's
   * table auto-expansion does.
   */
  typeValues(address: string, values: unknown[][]): void {
    const { sheet, rect } = this.locate(address);
    const rowCount = values.length;
    const columnCount = values[0]?.length ?? 0;
    if (rowCount === 0 || columnCount === 0) return;
    const block = { ...rect, rowCount, columnCount };
    this.model.write(sheet, block, 'formulas', values, 'host.typeValues');
    const bottom = block.row + rowCount - 1;
    for (const t of this.model.tables) {
      if (t.sheet !== sheet) continue;
      const below = t.rect.row + t.rect.rowCount;
      const overlapsColumns =
        block.column < t.rect.column + t.rect.columnCount && block.column + columnCount > t.rect.column;
      if (overlapsColumns && block.row > t.rect.row && block.row <= below && bottom >= below) {
        this.model.tableResize(t, { ...t.rect, rowCount: bottom - t.rect.row + 1 }, 'host.typeValues');
      }
    }
    this.flushChanges();
  }

  /**
   * Writes formulas as a file written by another tool holds them (the shipped templates): Excel restores custom
   * function names only in formulas it saved itself, so every call of the add-in's namespace shows #NAME? until
   * the formula is entered again, whether or not the add-in is loaded.
   */
  openFileFormulas(address: string, formulas: unknown[][]): void {
    this.openingFile = true;
    try {
      this.writeAt(address, formulas, 'formulas');
    } finally {
      this.openingFile = false;
    }
  }

  getValues(address: string): CellScalar[][] {
    const { sheet, rect } = this.locate(address);
    return this.model.read(sheet, rect, 'values') as CellScalar[][];
  }

  getFormulas(address: string): CellScalar[][] {
    const { sheet, rect } = this.locate(address);
    return this.model.read(sheet, rect, 'formulas') as CellScalar[][];
  }

  getText(address: string): string[][] {
    const { sheet, rect } = this.locate(address);
    return this.model.read(sheet, rect, 'text') as string[][];
  }

  /** One cell's value ("Travellers!C5"). */
  valueAt(address: string): CellScalar {
    const { sheet, rect } = this.locate(address);
    this.model.recalc();
    return cellValue(sheet.get(rect.row, rect.column));
  }

  /**
   * Creates a sheet (if needed), writes a header and rows at `at` (default A1) and makes them a table.
   * Returns the table's address.
   */
  addTable(spec: { sheet: string; name: string; headers: string[]; rows?: unknown[][]; at?: string }): string {
    const sheet = this.model.findSheet(spec.sheet) ?? this.model.addSheet(spec.sheet, 'host.addTable');
    const at = this.model.resolveOnSheet(sheet, spec.at ?? 'A1', 'host.addTable');
    const rows = spec.rows ?? [];
    const width = spec.headers.length;
    this.model.write(
      sheet,
      { row: at.row, column: at.column, rowCount: 1, columnCount: width },
      'values',
      [spec.headers],
      'host.addTable',
    );
    if (rows.length) {
      this.model.write(
        sheet,
        { row: at.row + 1, column: at.column, rowCount: rows.length, columnCount: width },
        'formulas',
        rows,
        'host.addTable',
      );
    }
    const table = this.model.addTable(
      sheet,
      { row: at.row, column: at.column, rowCount: rows.length + 1, columnCount: width },
      true,
      'host.addTable',
    );
    table.name = this.model.checkTableName(spec.name, 'host.addTable', table);
    this.flushChanges();
    return `${sheet.name}!${formatLocal(table.rect)}`;
  }

  /** A table's header and body values (a table holding only its blank row has no rows). */
  getTable(name: string): { name: string; sheet: string; address: string; headers: string[]; rows: CellScalar[][] } {
    const t = this.model.findTable(name);
    if (!t) throw new HostError(ErrorCodes.itemNotFound, `The table '${name}' does not exist.`, 'host.getTable');
    const rows = this.model.read(t.sheet, t.bodyRect, 'values') as CellScalar[][];
    const blank = rows.length === 1 && rows[0].every((v) => v === '');
    return {
      name: t.name,
      sheet: t.sheet.name,
      address: `${t.sheet.name}!${formatLocal(t.rect)}`,
      headers: t.columns.map((c) => c.name),
      rows: blank ? [] : rows,
    };
  }

  tableNames(): string[] {
    return this.model.tables.map((t) => t.name);
  }

  sheetNames(): string[] {
    return this.model.sheets.map((s) => s.name);
  }

  setSetting(key: string, value: unknown): void {
    this.model.setSetting(this.model.findSettingKey(key) ?? key, value, 'host.setSetting');
    this.flushChanges();
  }

  getSetting(key: string): unknown {
    const k = this.model.findSettingKey(key);
    const json = k === undefined ? undefined : this.model.settings.get(k);
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  }

  /** Selects a range as a user would ("Travellers!A5:M5") and fires onSelectionChanged. */
  select(address: string): void {
    const { sheet, rect } = this.locate(address);
    this.model.activate(sheet, 'host.select');
    this.model.selection = { sheet, rect };
    this._selectionChanged();
    this.flushChanges();
  }

  /** Activates a sheet as a user clicking its tab would. */
  activate(sheetName: string): void {
    const sheet = this.model.getSheet(sheetName, 'host.activate');
    this.model.activate(sheet, 'host.activate');
    this._activated(sheet);
    this.flushChanges();
  }

  snapshot(): WorkbookSnapshot {
    return this.model.snapshot();
  }

  /** A sheet laid out for drawing: used area from A1 (at least minRows × minColumns), capped at maxCells. */
  view(
    sheetName: string,
    opts: { minRows?: number; minColumns?: number; maxRows?: number; maxColumns?: number; extraRows?: number } = {},
  ): SheetView {
    const sheet = this.model.getSheet(sheetName, 'host.view');
    if (!this.model.manualCalc) this.model.recalc();
    const used = sheet.usedRect(false);
    // extraRows: blank rows below the used range, where a user types the next line.
    const usedRows = (used ? used.row + used.rowCount : 0) + (opts.extraRows ?? 0);
    const rowCount = Math.min(Math.max(usedRows, opts.minRows ?? 20), opts.maxRows ?? 500);
    const columnCount = Math.min(
      Math.max(used ? used.column + used.columnCount : 0, opts.minColumns ?? 8),
      opts.maxColumns ?? 60,
    );
    const tables = this.model.tables.filter((t) => t.sheet === sheet);
    const rows: SheetView['rows'] = [];
    for (let r = 0; r < rowCount; r++) {
      const cells: SheetView['rows'][number]['cells'] = [];
      for (let c = 0; c < columnCount; c++) {
        const cell = sheet.get(r, c);
        const t = tables.find(
          (x) =>
            r >= x.rect.row &&
            r < x.rect.row + x.rect.rowCount &&
            c >= x.rect.column &&
            c < x.rect.column + x.rect.columnCount,
        );
        const formula = cell?.formula;
        cells.push({
          address: `${sheet.name}!${cellAddress(r, c)}`,
          text: formatText(cell),
          value: cellValue(cell),
          ...(formula !== undefined ? { formula: String(cellFormula(cell)) } : {}),
          ...(cell?.style ? { style: cell.style } : {}),
          ...(t ? { table: { name: t.name, header: r === t.rect.row } } : {}),
        });
      }
      rows.push({ number: r + 1, cells });
    }
    return {
      name: sheet.name,
      id: sheet.id,
      visibility: sheet.visibility,
      tabColor: sheet.tabColor,
      frozenRows: sheet.frozenRows,
      rowCount,
      columnCount,
      columns: Array.from({ length: columnCount }, (_, c) => ({
        letter: columnLetters(c),
        width: sheet.columnWidths.get(c) ?? DEFAULT_COLUMN_WIDTH,
      })),
      rows,
      tables: tables.map((t) => ({ name: t.name, address: formatLocal(t.rect) })),
    };
  }
}

function toHostError(e: unknown, op: QueuedOp): HostError {
  if (e instanceof HostError) {
    if (!e.debugInfo.errorLocation) e.debugInfo.errorLocation = op.location;
    e.debugInfo.statement = op.location;
    return e;
  }
  const err = new HostError(
    ErrorCodes.generalException,
    e instanceof Error ? e.message : String(e),
    op.location,
    op.location,
  );
  return err;
}
