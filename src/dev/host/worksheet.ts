/** Excel.Worksheet and Excel.WorksheetCollection on the in-memory host. */
import { MAX_COLUMNS, MAX_ROWS, rectInGrid } from './address';
import type { HostRequestContext } from './context';
import { ClientResult, HostClientObject, HostCollection, type Source } from './core';
import { ErrorCodes, HostError, invalidArgument, itemNotFound } from './errors';
import { EventHandlers } from './events';
import type { SheetModel } from './model';
import { Range, type RangeTarget } from './range';
import { type RangeAreas, findCells, foundAreas } from './range-areas';
import { TableCollection } from './table';

const SHEET_SCALARS = [
  'name',
  'id',
  'position',
  'visibility',
  'tabColor',
  'showGridlines',
  'standardWidth',
  'standardHeight',
];

export class Worksheet extends HostClientObject {
  readonly _typeName = 'Worksheet';
  private _events: Partial<Record<string, EventHandlers>> = {};

  /** @internal */
  constructor(ctx: HostRequestContext, source: Source, location: string) {
    super(ctx, source, location);
  }

  private get model() {
    return this._ctx._host.model;
  }

  _scalarNames(): readonly string[] {
    return SHEET_SCALARS;
  }

  override _navNames(): readonly string[] {
    return ['tables', 'freezePanes'];
  }

  override _nav(name: string): HostClientObject {
    if (name === 'tables') return this.tables;
    if (name === 'freezePanes') return this.freezePanes;
    return super._nav(name);
  }

  _readScalar(srv: unknown, prop: string): unknown {
    const s = srv as SheetModel;
    this.model.checkAlive(s, `Worksheet.${prop}`);
    switch (prop) {
      case 'name':
        return s.name;
      case 'id':
        return s.id;
      case 'position':
        return this.model.sheets.indexOf(s);
      case 'visibility':
        return s.visibility;
      case 'tabColor':
        return s.tabColor;
      case 'showGridlines':
        return s.showGridlines;
      case 'standardWidth':
        return 8.43;
      case 'standardHeight':
        return 15;
    }
    throw invalidArgument(`The property '${prop}' does not exist on Worksheet.`);
  }

  get name(): string {
    return this._get('name');
  }
  set name(v: string) {
    this._set('name', v, (s: SheetModel) => this.model.renameSheet(s, v));
  }
  get id(): string {
    return this._get('id');
  }
  set id(_v: string) {
    this._readOnly('id');
  }
  get position(): number {
    return this._get('position');
  }
  set position(v: number) {
    this._set('position', v, (s: SheetModel) => this.model.moveSheet(s, v));
  }
  get visibility(): string {
    return this._get('visibility');
  }
  set visibility(v: string) {
    this._set('visibility', v, (s: SheetModel) => this.model.setVisibility(s, v));
  }
  get tabColor(): string {
    return this._get('tabColor');
  }
  set tabColor(v: string) {
    this._set('tabColor', v, (s: SheetModel) => {
      if (typeof v !== 'string' || (v !== '' && !/^#[0-9A-Fa-f]{6}$/.test(v) && !/^[A-Za-z]+$/.test(v))) {
        throw invalidArgument(`${JSON.stringify(v)} is not a colour.`, 'Worksheet.tabColor');
      }
      s.tabColor = v;
      this.model.changes.structure = true;
    });
  }
  get showGridlines(): boolean {
    return this._get('showGridlines');
  }
  set showGridlines(v: boolean) {
    this._set('showGridlines', v, (s: SheetModel) => {
      s.showGridlines = !!v;
      this.model.changes.sheets.add(s.name);
    });
  }
  get standardWidth(): number {
    return this._get('standardWidth');
  }
  get standardHeight(): number {
    return this._get('standardHeight');
  }

  get tables(): TableCollection {
    return this._child(
      'tables',
      () =>
        new TableCollection(
          this._ctx,
          { resolve: () => (this._srv === null ? null : { sheet: this._srv }) },
          'Worksheet.tables',
        ),
    );
  }

  get freezePanes(): WorksheetFreezePanes {
    return this._child('freezePanes', () => new WorksheetFreezePanes(this._ctx, this));
  }

  private _event(type: 'WorksheetChanged' | 'WorksheetSelectionChanged' | 'WorksheetActivated'): EventHandlers {
    let e = this._events[type];
    if (!e) {
      this._usable(`Worksheet.${type}`);
      e = new EventHandlers(this._ctx, type, () => (this._srv as SheetModel | null)?.id ?? null);
      this._events[type] = e;
    }
    return e;
  }

  get onChanged(): EventHandlers {
    return this._event('WorksheetChanged');
  }
  get onSelectionChanged(): EventHandlers {
    return this._event('WorksheetSelectionChanged');
  }
  get onActivated(): EventHandlers {
    return this._event('WorksheetActivated');
  }

  private _range(location: string, make: (s: SheetModel) => RangeTarget | null): Range {
    this._usable(location);
    return new Range(
      this._ctx,
      {
        resolve: () => {
          const s = this._srv as SheetModel | null;
          if (s === null || s === undefined) return null;
          this.model.checkAlive(s, location);
          return make(s);
        },
      },
      location,
    );
  }

  /** The range at an address on this sheet ("A1:D10", "B:B", "3:3", a defined name); the whole sheet if omitted. */
  getRange(address?: string): Range {
    const loc = 'Worksheet.getRange';
    return this._range(loc, (s) => {
      if (address === undefined || address === null || address === '') {
        return { sheet: s, rect: { row: 0, column: 0, rowCount: MAX_ROWS, columnCount: MAX_COLUMNS } };
      }
      return { sheet: s, rect: this.model.resolveOnSheet(s, address, loc) };
    });
  }

  getRangeByIndexes(startRow: number, startColumn: number, rowCount: number, columnCount: number): Range {
    const loc = 'Worksheet.getRangeByIndexes';
    return this._range(loc, (s) => {
      const rect = { row: startRow, column: startColumn, rowCount, columnCount };
      if (!rectInGrid(rect)) {
        throw invalidArgument(
          `getRangeByIndexes(${startRow}, ${startColumn}, ${rowCount}, ${columnCount}) is outside the worksheet grid.`,
          loc,
        );
      }
      return { sheet: s, rect };
    });
  }

  getCell(row: number, column: number): Range {
    const loc = 'Worksheet.getCell';
    return this._range(loc, (s) => {
      const rect = { row, column, rowCount: 1, columnCount: 1 };
      if (!rectInGrid(rect)) throw invalidArgument(`getCell(${row}, ${column}) is outside the worksheet grid.`, loc);
      return { sheet: s, rect };
    });
  }

  /** The used range; on a blank sheet, A1 (as Excel returns). */
  getUsedRange(valuesOnly?: boolean): Range {
    return this._range('Worksheet.getUsedRange', (s) => ({
      sheet: s,
      rect: s.usedRect(!!valuesOnly) ?? { row: 0, column: 0, rowCount: 1, columnCount: 1 },
    }));
  }

  getUsedRangeOrNullObject(valuesOnly?: boolean): Range {
    return this._range('Worksheet.getUsedRangeOrNullObject', (s) => {
      const rect = s.usedRect(!!valuesOnly);
      return rect ? { sheet: s, rect } : null;
    });
  }

  /** Every cell whose shown text matches, as areas (ExcelApi 1.9); ItemNotFound when none. */
  findAll(text: string, criteria: { completeMatch?: boolean; matchCase?: boolean }): RangeAreas {
    const loc = 'Worksheet.findAll';
    return foundAreas<SheetModel>(
      this,
      loc,
      (s) => s,
      (s) => findCells(s, text, criteria, loc),
      `'${text}' was not found.`,
    );
  }

  /** Every cell whose shown text matches, as areas (ExcelApi 1.9); a null object when none. */
  findAllOrNullObject(text: string, criteria: { completeMatch?: boolean; matchCase?: boolean }): RangeAreas {
    const loc = 'Worksheet.findAllOrNullObject';
    return foundAreas<SheetModel>(
      this,
      loc,
      (s) => s,
      (s) => findCells(s, text, criteria, loc),
    );
  }

  activate(): void {
    this._method('activate', [], (s: SheetModel) => {
      this.model.activate(s);
      this._ctx._host._activated(s);
    });
  }

  delete(): void {
    this._method('delete', [], (s: SheetModel) => this.model.deleteSheet(s));
  }

  calculate(_markAllDirty?: boolean): void {
    this._method('calculate', [_markAllDirty], () => this.model.recalc(true));
  }
}

export class WorksheetFreezePanes extends HostClientObject {
  readonly _typeName = 'WorksheetFreezePanes';

  /** @internal */
  constructor(ctx: HostRequestContext, parent: Worksheet) {
    super(ctx, { resolve: () => parent._srv ?? null }, 'Worksheet.freezePanes');
  }

  _scalarNames(): readonly string[] {
    return [];
  }
  _readScalar(): unknown {
    return undefined;
  }

  private _freeze(name: string, rows: number, columns: number): void {
    this._method(name, [rows, columns], (s: SheetModel) => {
      if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 0 || columns < 0) {
        throw invalidArgument(`Cannot freeze ${rows} rows and ${columns} columns.`, `WorksheetFreezePanes.${name}`);
      }
      s.frozenRows = rows;
      s.frozenColumns = columns;
      this._ctx._host.model.changes.sheets.add(s.name);
    });
  }

  freezeRows(count = 1): void {
    this._freeze('freezeRows', count, 0);
  }
  freezeColumns(count = 1): void {
    this._freeze('freezeColumns', 0, count);
  }
  freezeAt(frozenRange: Range | string): void {
    this._method('freezeAt', [typeof frozenRange === 'string' ? frozenRange : 'Range'], (s: SheetModel) => {
      const rect =
        typeof frozenRange === 'string'
          ? this._ctx._host.model.resolveOnSheet(s, frozenRange, 'WorksheetFreezePanes.freezeAt')
          : (frozenRange._srv as RangeTarget).rect;
      s.frozenRows = rect.row + rect.rowCount;
      s.frozenColumns = rect.column + rect.columnCount;
    });
  }
  unfreeze(): void {
    this._freeze('unfreeze', 0, 0);
  }
}

export class WorksheetCollection extends HostCollection<Worksheet> {
  readonly _typeName = 'WorksheetCollection';
  private _events: Partial<Record<string, EventHandlers>> = {};

  /** @internal */
  constructor(ctx: HostRequestContext, location: string) {
    super(ctx, { resolve: () => ctx._host.model }, location);
  }

  private get model() {
    return this._ctx._host.model;
  }

  protected _list(): unknown[] {
    return [...this.model.sheets];
  }

  protected _wrap(item: unknown): Worksheet {
    return new Worksheet(this._ctx, { bound: item }, 'WorksheetCollection.items');
  }

  protected _itemScalarNames(): readonly string[] {
    return SHEET_SCALARS;
  }

  private _sheet(location: string, find: () => SheetModel | null): Worksheet {
    this._usable(location);
    return new Worksheet(this._ctx, { resolve: find }, location);
  }

  getItem(key: string): Worksheet {
    const loc = 'WorksheetCollection.getItem';
    return this._sheet(loc, () => {
      if (typeof key !== 'string')
        throw invalidArgument(`A worksheet key must be text, not ${JSON.stringify(key)}.`, loc);
      return this.model.getSheet(key, loc);
    });
  }

  getItemOrNullObject(key: string): Worksheet {
    return this._sheet('WorksheetCollection.getItemOrNullObject', () =>
      typeof key === 'string' ? (this.model.findSheet(key) ?? null) : null,
    );
  }

  add(name?: string): Worksheet {
    let made: SheetModel | null = null;
    this._method('add', [name], () => {
      made = this.model.addSheet(name);
      this._ctx._host._sheetAdded(made);
    });
    return new Worksheet(this._ctx, { resolve: () => made }, 'WorksheetCollection.add');
  }

  getActiveWorksheet(): Worksheet {
    return this._sheet('WorksheetCollection.getActiveWorksheet', () => {
      const s = this.model.activeSheet;
      if (!s) throw new HostError(ErrorCodes.itemNotFound, 'The workbook has no worksheet.');
      return s;
    });
  }

  getFirst(visibleOnly?: boolean): Worksheet {
    return this._sheet('WorksheetCollection.getFirst', () => {
      const list = visibleOnly ? this.model.visibleSheets() : this.model.sheets;
      if (!list[0]) throw itemNotFound('The workbook has no worksheet.');
      return list[0];
    });
  }

  getLast(visibleOnly?: boolean): Worksheet {
    return this._sheet('WorksheetCollection.getLast', () => {
      const list = visibleOnly ? this.model.visibleSheets() : this.model.sheets;
      if (!list.length) throw itemNotFound('The workbook has no worksheet.');
      return list[list.length - 1];
    });
  }

  getCount(visibleOnly?: boolean): ClientResult<number> {
    return this._valueMethod('getCount', [visibleOnly], () =>
      visibleOnly ? this.model.visibleSheets().length : this.model.sheets.length,
    );
  }

  private _event(type: 'WorksheetChanged' | 'WorksheetSelectionChanged' | 'WorksheetActivated'): EventHandlers {
    let e = this._events[type];
    if (!e) {
      this._usable(`WorksheetCollection.${type}`);
      e = new EventHandlers(this._ctx, type, () => null);
      this._events[type] = e;
    }
    return e;
  }

  get onChanged(): EventHandlers {
    return this._event('WorksheetChanged');
  }
  get onSelectionChanged(): EventHandlers {
    return this._event('WorksheetSelectionChanged');
  }
  get onActivated(): EventHandlers {
    return this._event('WorksheetActivated');
  }
}
