/** Excel tables on the in-memory host: Table, its rows and columns, and the table collections. */
import type { Rect } from './address';
import type { HostRequestContext } from './context';
import { ClientResult, HostClientObject, HostCollection, type Source } from './core';
import { ErrorCodes, HostError, invalidArgument, itemNotFound } from './errors';
import type { SheetModel, TableModel, WorkbookModel } from './model';
import { Range, type RangeTarget } from './range';
import { Worksheet } from './worksheet';

const TABLE_SCALARS = [
  'name',
  'id',
  'showHeaders',
  'showTotals',
  'style',
  'showBandedRows',
  'showBandedColumns',
  'showFilterButton',
  'highlightFirstColumn',
  'highlightLastColumn',
];

function alive(model: WorkbookModel, t: TableModel, location: string): TableModel {
  model.checkTable(t, location);
  return t;
}

export class Table extends HostClientObject {
  readonly _typeName = 'Table';

  /** @internal */
  constructor(ctx: HostRequestContext, source: Source, location: string) {
    super(ctx, source, location);
  }

  private get model(): WorkbookModel {
    return this._ctx._host.model;
  }

  _scalarNames(): readonly string[] {
    return TABLE_SCALARS;
  }

  override _navNames(): readonly string[] {
    return ['columns', 'rows', 'worksheet'];
  }

  override _nav(name: string): HostClientObject {
    if (name === 'columns') return this.columns;
    if (name === 'rows') return this.rows;
    if (name === 'worksheet') return this.worksheet;
    return super._nav(name);
  }

  _readScalar(srv: unknown, prop: string): unknown {
    const t = alive(this.model, srv as TableModel, `Table.${prop}`);
    switch (prop) {
      case 'name':
        return t.name;
      case 'id':
        return t.id;
      case 'showHeaders':
        return t.showHeaders;
      case 'showTotals':
        return t.showTotals;
      case 'style':
        return t.style;
      case 'showBandedRows':
        return t.showBandedRows;
      case 'showBandedColumns':
        return t.showBandedColumns;
      case 'showFilterButton':
        return t.showFilterButton;
      case 'highlightFirstColumn':
        return t.highlightFirstColumn;
      case 'highlightLastColumn':
        return t.highlightLastColumn;
    }
    throw invalidArgument(`The property '${prop}' does not exist on Table.`);
  }

  get name(): string {
    return this._get('name');
  }
  set name(v: string) {
    this._set('name', v, (t: TableModel) => {
      alive(this.model, t, 'Table.name');
      t.name = this.model.checkTableName(v, 'Table.name', t);
      this.model.changes.structure = true;
      this.model.dirty = true;
    });
  }
  get id(): string {
    return this._get('id');
  }
  set id(_v: string) {
    this._readOnly('id');
  }
  get showHeaders(): boolean {
    return this._get('showHeaders');
  }
  set showHeaders(v: boolean) {
    this._set('showHeaders', v, () => {
      if (v !== true) {
        throw new HostError(
          ErrorCodes.notImplemented,
          'Tables without a header row are not modelled.',
          'Table.showHeaders',
        );
      }
    });
  }
  get showTotals(): boolean {
    return this._get('showTotals');
  }
  set showTotals(v: boolean) {
    this._set('showTotals', v, () => {
      if (v !== false) {
        throw new HostError(ErrorCodes.notImplemented, 'Table total rows are not modelled.', 'Table.showTotals');
      }
    });
  }
  get style(): string {
    return this._get('style');
  }
  set style(v: string) {
    this._flag('style', v, (t) => (t.style = String(v)));
  }
  get showBandedRows(): boolean {
    return this._get('showBandedRows');
  }
  set showBandedRows(v: boolean) {
    this._flag('showBandedRows', v, (t) => (t.showBandedRows = !!v));
  }
  get showBandedColumns(): boolean {
    return this._get('showBandedColumns');
  }
  set showBandedColumns(v: boolean) {
    this._flag('showBandedColumns', v, (t) => (t.showBandedColumns = !!v));
  }
  get showFilterButton(): boolean {
    return this._get('showFilterButton');
  }
  set showFilterButton(v: boolean) {
    this._flag('showFilterButton', v, (t) => (t.showFilterButton = !!v));
  }
  get highlightFirstColumn(): boolean {
    return this._get('highlightFirstColumn');
  }
  set highlightFirstColumn(v: boolean) {
    this._flag('highlightFirstColumn', v, (t) => (t.highlightFirstColumn = !!v));
  }
  get highlightLastColumn(): boolean {
    return this._get('highlightLastColumn');
  }
  set highlightLastColumn(v: boolean) {
    this._flag('highlightLastColumn', v, (t) => (t.highlightLastColumn = !!v));
  }

  private _flag(prop: string, v: unknown, apply: (t: TableModel) => void): void {
    this._set(prop, v, (t: TableModel) => {
      apply(alive(this.model, t, `Table.${prop}`));
      this.model.changes.sheets.add(t.sheet.name);
    });
  }

  get columns(): TableColumnCollection {
    return this._child('columns', () => new TableColumnCollection(this._ctx, this));
  }

  get rows(): TableRowCollection {
    return this._child('rows', () => new TableRowCollection(this._ctx, this));
  }

  get worksheet(): Worksheet {
    return this._child(
      'worksheet',
      () =>
        new Worksheet(this._ctx, { resolve: () => (this._srv as TableModel | null)?.sheet ?? null }, 'Table.worksheet'),
    );
  }

  private _part(name: string, rect: (t: TableModel) => Rect): Range {
    const loc = `Table.${name}`;
    this._usable(loc);
    return new Range(
      this._ctx,
      {
        resolve: () => {
          const t = this._srv as TableModel | null;
          if (!t) return null;
          alive(this.model, t, loc);
          return { sheet: t.sheet, rect: rect(t) } satisfies RangeTarget;
        },
      },
      loc,
    );
  }

  getRange(): Range {
    return this._part('getRange', (t) => t.rect);
  }

  getHeaderRowRange(): Range {
    return this._part('getHeaderRowRange', (t) => t.headerRect);
  }

  getDataBodyRange(): Range {
    return this._part('getDataBodyRange', (t) => t.bodyRect);
  }

  getTotalRowRange(): Range {
    return this._part('getTotalRowRange', (t) => {
      throw invalidArgument(`The table '${t.name}' has no total row.`, 'Table.getTotalRowRange');
    });
  }

  delete(): void {
    this._method('delete', [], (t: TableModel) => {
      alive(this.model, t, 'Table.delete');
      this.model.removeTable(t);
      this.model.clear(t.sheet, t.rect, 'All', 'Table.delete');
    });
  }

  convertToRange(): Range {
    const loc = 'Table.convertToRange';
    let made: RangeTarget | null = null;
    this._method('convertToRange', [], (t: TableModel) => {
      alive(this.model, t, loc);
      made = { sheet: t.sheet, rect: t.rect };
      this.model.removeTable(t);
    });
    return new Range(this._ctx, { resolve: () => made }, loc);
  }

  resize(newRange: Range | string): void {
    const loc = 'Table.resize';
    this._method('resize', [typeof newRange === 'string' ? newRange : 'Range'], (t: TableModel) => {
      const target =
        typeof newRange === 'string'
          ? this.model.resolveQualified(newRange, loc, t.sheet)
          : ((newRange as Range)._srv as RangeTarget | null);
      if (!target) throw invalidArgument('The new range is a null object.', loc);
      if (target.sheet !== t.sheet) throw invalidArgument('A table cannot move to another worksheet.', loc);
      this.model.tableResize(t, target.rect, loc);
    });
  }

  clearFilters(): void {
    this._method('clearFilters', [], () => undefined);
  }

  reapplyFilters(): void {
    this._method('reapplyFilters', [], () => undefined);
  }
}

/** Tables of the workbook (scope has no sheet) or of one worksheet. */
export class TableCollection extends HostCollection<Table> {
  readonly _typeName = 'TableCollection';

  /** @internal */
  constructor(ctx: HostRequestContext, source: Source, location: string) {
    super(ctx, source, location);
  }

  private get model(): WorkbookModel {
    return this._ctx._host.model;
  }

  protected override _ownScalarNames(): readonly string[] {
    return ['count'];
  }

  override _readScalar(srv: unknown, prop: string): unknown {
    if (prop === 'count') return this._list(srv).length;
    return super._readScalar(srv, prop);
  }

  protected _list(srv: unknown): unknown[] {
    const sheet = (srv as { sheet?: SheetModel }).sheet;
    return this.model.tables.filter((t) => !sheet || t.sheet === sheet);
  }

  protected _wrap(item: unknown): Table {
    return new Table(this._ctx, { bound: item }, 'TableCollection.items');
  }

  protected _itemScalarNames(): readonly string[] {
    return TABLE_SCALARS;
  }

  get count(): number {
    return this._get('count');
  }

  private _table(location: string, find: (scope: { sheet?: SheetModel }) => TableModel | null): Table {
    this._usable(location);
    return new Table(
      this._ctx,
      {
        resolve: () => {
          const scope = this._srv as { sheet?: SheetModel } | null;
          return scope ? find(scope) : null;
        },
      },
      location,
    );
  }

  private _find(scope: { sheet?: SheetModel }, key: unknown): TableModel | undefined {
    if (typeof key !== 'string') return undefined;
    const t = this.model.findTable(key);
    return t && (!scope.sheet || t.sheet === scope.sheet) ? t : undefined;
  }

  getItem(key: string): Table {
    const loc = 'TableCollection.getItem';
    return this._table(loc, (scope) => {
      const t = this._find(scope, key);
      if (!t) throw itemNotFound(`The table '${String(key)}' does not exist.`, loc);
      return t;
    });
  }

  getItemOrNullObject(key: string): Table {
    return this._table('TableCollection.getItemOrNullObject', (scope) => this._find(scope, key) ?? null);
  }

  getItemAt(index: number): Table {
    const loc = 'TableCollection.getItemAt';
    return this._table(loc, (scope) => {
      const list = this._list(scope) as TableModel[];
      const t = list[index];
      if (!Number.isInteger(index) || !t) throw invalidArgument(`There is no table at index ${index}.`, loc);
      return t;
    });
  }

  getCount(): ClientResult<number> {
    return this._valueMethod('getCount', [], (scope: { sheet?: SheetModel }) => this._list(scope).length);
  }

  /**
   * Creates a table over an address ("A1:D1" on a worksheet's collection; "Sheet1!A1:D1" on the workbook's, where
   * an address without a sheet means the active sheet) or a Range. With hasHeaders false Excel inserts a header
   * row above the data.
   */
  add(address: Range | string, hasHeaders: boolean): Table {
    const loc = 'TableCollection.add';
    let made: TableModel | null = null;
    this._method(
      'add',
      [typeof address === 'string' ? address : 'Range', hasHeaders],
      (scope: { sheet?: SheetModel }) => {
        if (typeof hasHeaders !== 'boolean') throw invalidArgument('hasHeaders must be true or false.', loc);
        let target: RangeTarget;
        if (typeof address === 'string') {
          target = scope.sheet
            ? { sheet: scope.sheet, rect: this.model.resolveOnSheet(scope.sheet, address, loc) }
            : this.model.resolveQualified(address, loc, this.model.activeSheet);
        } else if (address instanceof Range) {
          if (address._ctx !== this._ctx) {
            throw new HostError(ErrorCodes.invalidRequestContext, 'The range belongs to another request context.', loc);
          }
          const r = address._srv as RangeTarget | null | undefined;
          if (!r) throw invalidArgument('The range is a null object.', loc);
          target = r;
        } else {
          throw invalidArgument('The table address must be text or a Range.', loc);
        }
        if (scope.sheet && target.sheet !== scope.sheet) {
          throw invalidArgument(`The address is not on the worksheet '${scope.sheet.name}'.`, loc);
        }
        made = this.model.addTable(target.sheet, target.rect, hasHeaders, loc);
      },
    );
    return new Table(this._ctx, { resolve: () => made }, loc);
  }
}

// ------------------------------------------------------------------------------------------------ rows

interface RowTarget {
  table: TableModel;
  index: number;
}

function rowRect(model: WorkbookModel, r: RowTarget, location: string): Rect {
  alive(model, r.table, location);
  if (r.index < 0 || r.index >= r.table.bodyRowCount) {
    throw new HostError(ErrorCodes.invalidReference, `Row ${r.index} no longer exists in '${r.table.name}'.`, location);
  }
  const b = r.table.bodyRect;
  return { row: b.row + r.index, column: b.column, rowCount: 1, columnCount: b.columnCount };
}

export class TableRow extends HostClientObject {
  readonly _typeName = 'TableRow';

  /** @internal */
  constructor(ctx: HostRequestContext, source: Source, location: string) {
    super(ctx, source, location);
  }

  private get model(): WorkbookModel {
    return this._ctx._host.model;
  }

  _scalarNames(): readonly string[] {
    return ['index', 'values'];
  }

  _readScalar(srv: unknown, prop: string): unknown {
    const r = srv as RowTarget;
    const rect = rowRect(this.model, r, `TableRow.${prop}`);
    if (prop === 'index') return r.index;
    if (prop === 'values') return this.model.read(r.table.sheet, rect, 'values');
    throw invalidArgument(`The property '${prop}' does not exist on TableRow.`);
  }

  get index(): number {
    return this._get('index');
  }
  set index(_v: number) {
    this._readOnly('index');
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get values(): any[][] {
    return this._get('values');
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  set values(v: any[][]) {
    this._set('values', v, (r: RowTarget) => {
      const rect = rowRect(this.model, r, 'TableRow.values');
      this.model.write(r.table.sheet, rect, 'values', v, 'TableRow.values');
    });
  }

  getRange(): Range {
    const loc = 'TableRow.getRange';
    this._usable(loc);
    return new Range(
      this._ctx,
      {
        resolve: () => {
          const r = this._srv as RowTarget | null;
          return r ? { sheet: r.table.sheet, rect: rowRect(this.model, r, loc) } : null;
        },
      },
      loc,
    );
  }

  delete(): void {
    this._method('delete', [], (r: RowTarget) => {
      rowRect(this.model, r, 'TableRow.delete');
      this.model.tableDeleteRows(r.table, r.index, 1, 'TableRow.delete');
    });
  }
}

export class TableRowCollection extends HostCollection<TableRow> {
  readonly _typeName = 'TableRowCollection';

  /** @internal */
  constructor(ctx: HostRequestContext, table: Table) {
    super(ctx, { resolve: () => table._srv ?? null }, 'Table.rows');
  }

  private get model(): WorkbookModel {
    return this._ctx._host.model;
  }

  protected override _ownScalarNames(): readonly string[] {
    return ['count'];
  }

  override _readScalar(srv: unknown, prop: string): unknown {
    if (prop === 'count') return alive(this.model, srv as TableModel, 'TableRowCollection.count').bodyRowCount;
    return super._readScalar(srv, prop);
  }

  protected _list(srv: unknown): unknown[] {
    const t = alive(this.model, srv as TableModel, 'TableRowCollection.load');
    return Array.from({ length: t.bodyRowCount }, (_, index) => ({ table: t, index }) satisfies RowTarget);
  }

  protected _wrap(item: unknown): TableRow {
    return new TableRow(this._ctx, { bound: item }, 'TableRowCollection.items');
  }

  protected _itemScalarNames(): readonly string[] {
    return ['index', 'values'];
  }

  get count(): number {
    return this._get('count');
  }

  /**
   * Adds rows at `index` (the end when null/undefined) with `values` (rows × table width). A fresh table's single
   * blank row is filled first. Returns the first added row.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  add(index?: number | null, values?: any[][], _alwaysInsert?: boolean): TableRow {
    const loc = 'TableRowCollection.add';
    let made: RowTarget | null = null;
    this._method('add', [index ?? null, values], (t: TableModel) => {
      const at = this.model.tableAddRows(t, index, values, loc);
      made = { table: t, index: at };
    });
    return new TableRow(this._ctx, { resolve: () => made }, loc);
  }

  getItemAt(index: number): TableRow {
    const loc = 'TableRowCollection.getItemAt';
    this._usable(loc);
    return new TableRow(
      this._ctx,
      {
        resolve: () => {
          const t = this._srv as TableModel | null;
          if (!t) return null;
          const r = { table: t, index };
          rowRect(this.model, r, loc);
          return r;
        },
      },
      loc,
    );
  }

  getCount(): ClientResult<number> {
    return this._valueMethod(
      'getCount',
      [],
      (t: TableModel) => alive(this.model, t, 'TableRowCollection.getCount').bodyRowCount,
    );
  }

  /** Deletes `count` rows starting at `index`. */
  deleteRowsAt(index: number, count = 1): void {
    this._method('deleteRowsAt', [index, count], (t: TableModel) =>
      this.model.tableDeleteRows(t, index, count, 'TableRowCollection.deleteRowsAt'),
    );
  }

  /** Deletes the given rows (indexes or TableRow objects), highest first so indexes stay valid. */
  deleteRows(rows: (number | TableRow)[]): void {
    const loc = 'TableRowCollection.deleteRows';
    this._method('deleteRows', [rows.map((r) => (typeof r === 'number' ? r : 'TableRow'))], (t: TableModel) => {
      const idx = rows.map((r) => {
        if (typeof r === 'number') return r;
        const target = r._srv as RowTarget | null | undefined;
        if (!target || target.table !== t) throw invalidArgument('A row to delete is not a row of this table.', loc);
        return target.index;
      });
      for (const i of [...new Set(idx)].sort((a, b) => b - a)) this.model.tableDeleteRows(t, i, 1, loc);
    });
  }
}

// ------------------------------------------------------------------------------------------------ columns

interface ColumnTarget {
  table: TableModel;
  id: number;
}

function columnIndex(model: WorkbookModel, c: ColumnTarget, location: string): number {
  alive(model, c.table, location);
  const i = c.table.columnIndexOfId(c.id);
  if (i < 0)
    throw new HostError(ErrorCodes.invalidReference, `The column no longer exists in '${c.table.name}'.`, location);
  return i;
}

const COLUMN_SCALARS = ['id', 'index', 'name', 'values'];

export class TableColumn extends HostClientObject {
  readonly _typeName = 'TableColumn';

  /** @internal */
  constructor(ctx: HostRequestContext, source: Source, location: string) {
    super(ctx, source, location);
  }

  private get model(): WorkbookModel {
    return this._ctx._host.model;
  }

  _scalarNames(): readonly string[] {
    return COLUMN_SCALARS;
  }

  private _rect(c: ColumnTarget, location: string, part: 'all' | 'header' | 'body'): Rect {
    const i = columnIndex(this.model, c, location);
    const r = c.table.rect;
    if (part === 'header') return { row: r.row, column: r.column + i, rowCount: 1, columnCount: 1 };
    if (part === 'body') return { row: r.row + 1, column: r.column + i, rowCount: r.rowCount - 1, columnCount: 1 };
    return { row: r.row, column: r.column + i, rowCount: r.rowCount, columnCount: 1 };
  }

  _readScalar(srv: unknown, prop: string): unknown {
    const c = srv as ColumnTarget;
    const i = columnIndex(this.model, c, `TableColumn.${prop}`);
    switch (prop) {
      case 'id':
        return c.id;
      case 'index':
        return i;
      case 'name':
        return c.table.columns[i].name;
      case 'values':
        return this.model.read(c.table.sheet, this._rect(c, 'TableColumn.values', 'all'), 'values');
    }
    throw invalidArgument(`The property '${prop}' does not exist on TableColumn.`);
  }

  get id(): number {
    return this._get('id');
  }
  set id(_v: number) {
    this._readOnly('id');
  }
  get index(): number {
    return this._get('index');
  }
  set index(_v: number) {
    this._readOnly('index');
  }
  get name(): string {
    return this._get('name');
  }
  set name(v: string) {
    this._set('name', v, (c: ColumnTarget) => {
      const rect = this._rect(c, 'TableColumn.name', 'header');
      this.model.write(c.table.sheet, rect, 'values', [[v]], 'TableColumn.name');
    });
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get values(): any[][] {
    return this._get('values');
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  set values(v: any[][]) {
    this._set('values', v, (c: ColumnTarget) => {
      this.model.write(c.table.sheet, this._rect(c, 'TableColumn.values', 'all'), 'values', v, 'TableColumn.values');
    });
  }

  private _part(name: string, part: 'all' | 'header' | 'body'): Range {
    const loc = `TableColumn.${name}`;
    this._usable(loc);
    return new Range(
      this._ctx,
      {
        resolve: () => {
          const c = this._srv as ColumnTarget | null;
          return c ? { sheet: c.table.sheet, rect: this._rect(c, loc, part) } : null;
        },
      },
      loc,
    );
  }

  getRange(): Range {
    return this._part('getRange', 'all');
  }
  getHeaderRowRange(): Range {
    return this._part('getHeaderRowRange', 'header');
  }
  getDataBodyRange(): Range {
    return this._part('getDataBodyRange', 'body');
  }

  delete(): void {
    this._method('delete', [], (c: ColumnTarget) => this.model.tableDeleteColumn(c.table, c.id));
  }
}

export class TableColumnCollection extends HostCollection<TableColumn> {
  readonly _typeName = 'TableColumnCollection';

  /** @internal */
  constructor(ctx: HostRequestContext, table: Table) {
    super(ctx, { resolve: () => table._srv ?? null }, 'Table.columns');
  }

  private get model(): WorkbookModel {
    return this._ctx._host.model;
  }

  protected override _ownScalarNames(): readonly string[] {
    return ['count'];
  }

  override _readScalar(srv: unknown, prop: string): unknown {
    if (prop === 'count') return alive(this.model, srv as TableModel, 'TableColumnCollection.count').columns.length;
    return super._readScalar(srv, prop);
  }

  protected _list(srv: unknown): unknown[] {
    const t = alive(this.model, srv as TableModel, 'TableColumnCollection.load');
    return t.columns.map((c) => ({ table: t, id: c.id }) satisfies ColumnTarget);
  }

  protected _wrap(item: unknown): TableColumn {
    return new TableColumn(this._ctx, { bound: item }, 'TableColumnCollection.items');
  }

  protected _itemScalarNames(): readonly string[] {
    return COLUMN_SCALARS;
  }

  get count(): number {
    return this._get('count');
  }

  private _column(location: string, find: (t: TableModel) => ColumnTarget | null): TableColumn {
    this._usable(location);
    return new TableColumn(
      this._ctx,
      {
        resolve: () => {
          const t = this._srv as TableModel | null;
          return t ? find(alive(this.model, t, location)) : null;
        },
      },
      location,
    );
  }

  private _find(t: TableModel, key: unknown): ColumnTarget | null {
    let col;
    if (typeof key === 'number') col = t.columns.find((c) => c.id === key);
    else if (typeof key === 'string') {
      const lower = key.toLowerCase();
      col = t.columns.find((c) => c.name.toLowerCase() === lower) ?? t.columns.find((c) => String(c.id) === key);
    }
    return col ? { table: t, id: col.id } : null;
  }

  /** A column by name or id. */
  getItem(key: number | string): TableColumn {
    const loc = 'TableColumnCollection.getItem';
    return this._column(loc, (t) => {
      const c = this._find(t, key);
      if (!c) throw itemNotFound(`The table '${t.name}' has no column '${String(key)}'.`, loc);
      return c;
    });
  }

  getItemOrNullObject(key: number | string): TableColumn {
    return this._column('TableColumnCollection.getItemOrNullObject', (t) => this._find(t, key));
  }

  getItemAt(index: number): TableColumn {
    const loc = 'TableColumnCollection.getItemAt';
    return this._column(loc, (t) => {
      const c = t.columns[index];
      if (!Number.isInteger(index) || !c)
        throw invalidArgument(`There is no column at index ${index} of '${t.name}'.`, loc);
      return { table: t, id: c.id };
    });
  }

  getCount(): ClientResult<number> {
    return this._valueMethod(
      'getCount',
      [],
      (t: TableModel) => alive(this.model, t, 'TableColumnCollection.getCount').columns.length,
    );
  }

  /** Adds a column at `index` (the end when omitted); `values` covers header and body (height × 1). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  add(index?: number | null, values?: any[][], name?: string): TableColumn {
    const loc = 'TableColumnCollection.add';
    let made: ColumnTarget | null = null;
    this._method('add', [index ?? null, values, name], (t: TableModel) => {
      const id = this.model.tableAddColumn(t, index, values, name, loc);
      made = { table: t, id };
    });
    return new TableColumn(this._ctx, { resolve: () => made }, loc);
  }
}
