/** Excel.Range on the in-memory host. */
import { MAX_COLUMNS, MAX_ROWS, boundingRect, formatAddress, intersection, rectInGrid, type Rect } from './address';
import type { HostRequestContext } from './context';
import { HostClientObject, type Source } from './core';
import { ErrorCodes, HostError, invalidArgument, itemNotFound } from './errors';
import { RangeFormat } from './format';
import type { SheetModel } from './model';
import { Worksheet } from './worksheet';
import { type RangeAreas, foundAreas, specialCells } from './range-areas';

/** What a Range proxy resolves to. */
export interface RangeTarget {
  sheet: SheetModel;
  rect: Rect;
}

/**
 * The range another method is given (a Range of the same context, or an address, resolved on `sheet` when it names
 * no sheet), as it stands when the queue runs.
 */
export function otherRange(
  ctx: HostRequestContext,
  other: Range | string,
  sheet: SheetModel,
  loc: string,
): RangeTarget {
  if (typeof other === 'string') return ctx._host.model.resolveQualified(other, loc, sheet);
  if (!(other instanceof Range)) throw invalidArgument('Expected a Range or an address.', loc);
  if (other._ctx !== ctx) {
    throw new HostError(ErrorCodes.invalidRequestContext, 'The range belongs to another request context.', loc);
  }
  const o = other._srv as RangeTarget | null | undefined;
  if (!o) throw invalidArgument('The other range is a null object.', loc);
  return o;
}

/** Reads above this many cells fail like Excel's response size limit would. */
const MAX_READ_CELLS = 5_000_000;

export const RANGE_SCALARS = [
  'address',
  'addressLocal',
  'cellCount',
  'columnCount',
  'rowCount',
  'columnIndex',
  'rowIndex',
  'values',
  'formulas',
  'formulasLocal',
  'numberFormat',
  'numberFormatLocal',
  'text',
  'valueTypes',
  'isEntireColumn',
  'isEntireRow',
  'columnHidden',
  'rowHidden',
  'hidden',
] as const;

function checkRect(rect: Rect, location: string): Rect {
  if (!rectInGrid(rect)) {
    throw invalidArgument(
      `The range (row ${rect.row}, column ${rect.column}, ${rect.rowCount}×${rect.columnCount}) is outside the worksheet grid.`,
      location,
    );
  }
  return rect;
}

function checkIndex(n: unknown, name: string, location: string): number {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    throw invalidArgument(`${name} must be a whole number, not ${JSON.stringify(n)}.`, location);
  }
  return n;
}

export class Range extends HostClientObject {
  readonly _typeName = 'Range';

  /** @internal */
  constructor(ctx: HostRequestContext, source: Source, location: string) {
    super(ctx, source, location);
  }

  /** @internal A range derived from this one when the queue runs. */
  _derive(location: string, make: (t: RangeTarget) => RangeTarget | null): Range {
    this._usable(location);
    return new Range(
      this._ctx,
      {
        resolve: () => {
          const t = this._srv as RangeTarget | null;
          if (t === null || t === undefined) return null;
          this._ctx._host.model.checkAlive(t.sheet, location);
          return make(t);
        },
      },
      location,
    );
  }

  _scalarNames(): readonly string[] {
    return RANGE_SCALARS;
  }

  override _navNames(): readonly string[] {
    return ['format', 'worksheet'];
  }

  override _nav(name: string): HostClientObject {
    if (name === 'format') return this.format;
    if (name === 'worksheet') return this.worksheet;
    return super._nav(name);
  }

  _readScalar(srv: unknown, prop: string): unknown {
    const { sheet, rect } = srv as RangeTarget;
    const model = this._ctx._host.model;
    model.checkAlive(sheet, `Range.${prop}`);
    const cells = rect.rowCount * rect.columnCount;
    const cellProps = [
      'values',
      'formulas',
      'formulasLocal',
      'numberFormat',
      'numberFormatLocal',
      'text',
      'valueTypes',
    ];
    if (cellProps.includes(prop) && cells > MAX_READ_CELLS) {
      throw new HostError(
        ErrorCodes.responsePayloadSizeLimitExceeded,
        `Reading ${prop} of ${cells} cells exceeds the response size limit.`,
        `Range.${prop}`,
      );
    }
    switch (prop) {
      case 'address':
      case 'addressLocal':
        return formatAddress(sheet.name, rect);
      case 'cellCount':
        return cells;
      case 'columnCount':
        return rect.columnCount;
      case 'rowCount':
        return rect.rowCount;
      case 'columnIndex':
        return rect.column;
      case 'rowIndex':
        return rect.row;
      case 'values':
        return model.read(sheet, rect, 'values');
      case 'formulas':
      case 'formulasLocal':
        return model.read(sheet, rect, 'formulas');
      case 'numberFormat':
      case 'numberFormatLocal':
        return model.read(sheet, rect, 'numberFormat');
      case 'text':
        return model.read(sheet, rect, 'text');
      case 'valueTypes':
        return model.read(sheet, rect, 'valueTypes');
      case 'isEntireColumn':
        return rect.row === 0 && rect.rowCount === MAX_ROWS;
      case 'isEntireRow':
        return rect.column === 0 && rect.columnCount === MAX_COLUMNS;
      case 'columnHidden': {
        const all = Array.from({ length: Math.min(rect.columnCount, 16384) }, (_, i) =>
          sheet.hiddenColumns.has(rect.column + i),
        );
        return all.every((x) => x) ? true : all.some((x) => x) ? null : false;
      }
      case 'rowHidden': {
        const n = Math.min(rect.rowCount, 100000);
        const all = Array.from({ length: n }, (_, i) => sheet.hiddenRows.has(rect.row + i));
        return all.every((x) => x) ? true : all.some((x) => x) ? null : false;
      }
      case 'hidden': {
        for (let i = 0; i < Math.min(rect.rowCount, 100000); i++) if (sheet.hiddenRows.has(rect.row + i)) return true;
        for (let i = 0; i < rect.columnCount; i++) if (sheet.hiddenColumns.has(rect.column + i)) return true;
        return false;
      }
    }
    throw invalidArgument(`The property '${prop}' does not exist on Range.`);
  }

  // ------------------------------------------------------------------ properties

  get address(): string {
    return this._get('address');
  }
  set address(_v: string) {
    this._readOnly('address');
  }
  get addressLocal(): string {
    return this._get('addressLocal');
  }
  set addressLocal(_v: string) {
    this._readOnly('addressLocal');
  }
  get cellCount(): number {
    return this._get('cellCount');
  }
  set cellCount(_v: number) {
    this._readOnly('cellCount');
  }
  get columnCount(): number {
    return this._get('columnCount');
  }
  set columnCount(_v: number) {
    this._readOnly('columnCount');
  }
  get rowCount(): number {
    return this._get('rowCount');
  }
  set rowCount(_v: number) {
    this._readOnly('rowCount');
  }
  get columnIndex(): number {
    return this._get('columnIndex');
  }
  set columnIndex(_v: number) {
    this._readOnly('columnIndex');
  }
  get rowIndex(): number {
    return this._get('rowIndex');
  }
  set rowIndex(_v: number) {
    this._readOnly('rowIndex');
  }
  get isEntireColumn(): boolean {
    return this._get('isEntireColumn');
  }
  get isEntireRow(): boolean {
    return this._get('isEntireRow');
  }
  get hidden(): boolean {
    return this._get('hidden');
  }
  get text(): string[][] {
    return this._get('text');
  }
  set text(_v: string[][]) {
    this._readOnly('text');
  }
  get valueTypes(): string[][] {
    return this._get('valueTypes');
  }
  set valueTypes(_v: string[][]) {
    this._readOnly('valueTypes');
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get values(): any[][] {
    return this._get('values');
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  set values(v: any[][]) {
    this._writeCells('values', v);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get formulas(): any[][] {
    return this._get('formulas');
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  set formulas(v: any[][]) {
    this._writeCells('formulas', v);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get formulasLocal(): any[][] {
    return this._get('formulasLocal');
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  set formulasLocal(v: any[][]) {
    this._writeCells('formulasLocal', v);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get numberFormat(): any[][] {
    return this._get('numberFormat');
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  set numberFormat(v: any[][]) {
    this._writeCells('numberFormat', v);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get numberFormatLocal(): any[][] {
    return this._get('numberFormatLocal');
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  set numberFormatLocal(v: any[][]) {
    this._writeCells('numberFormatLocal', v);
  }

  get columnHidden(): boolean {
    return this._get('columnHidden');
  }
  set columnHidden(v: boolean) {
    this._set('columnHidden', v, (t: RangeTarget) => {
      for (let i = 0; i < t.rect.columnCount; i++) {
        if (v) t.sheet.hiddenColumns.add(t.rect.column + i);
        else t.sheet.hiddenColumns.delete(t.rect.column + i);
      }
      this._ctx._host.model.noteCells(t.sheet, t.rect);
    });
  }
  get rowHidden(): boolean {
    return this._get('rowHidden');
  }
  set rowHidden(v: boolean) {
    this._set('rowHidden', v, (t: RangeTarget) => {
      for (let i = 0; i < t.rect.rowCount; i++) {
        if (v) t.sheet.hiddenRows.add(t.rect.row + i);
        else t.sheet.hiddenRows.delete(t.rect.row + i);
      }
      this._ctx._host.model.noteCells(t.sheet, t.rect);
    });
  }

  private _writeCells(prop: string, v: unknown): void {
    const kind = prop.startsWith('formulas') ? 'formulas' : prop.startsWith('numberFormat') ? 'numberFormat' : 'values';
    this._set(prop, v, (t: RangeTarget) => {
      if (t.rect.rowCount * t.rect.columnCount > MAX_READ_CELLS) {
        throw new HostError(
          ErrorCodes.invalidArgument,
          `Writing ${prop} of so many cells is refused.`,
          `Range.${prop}`,
        );
      }
      this._ctx._host.model.write(t.sheet, t.rect, kind, v, `Range.${prop}`);
    });
  }

  // ------------------------------------------------------------------ navigation

  get format(): RangeFormat {
    return this._child('format', () => new RangeFormat(this._ctx, this, 'Range.format'));
  }

  get worksheet(): Worksheet {
    return this._child(
      'worksheet',
      () =>
        new Worksheet(
          this._ctx,
          { resolve: () => ((this._srv as RangeTarget | null) === null ? null : (this._srv as RangeTarget).sheet) },
          'Range.worksheet',
        ),
    );
  }

  // ------------------------------------------------------------------ derived ranges

  getCell(row: number, column: number): Range {
    const loc = 'Range.getCell';
    return this._derive(loc, (t) => {
      const r = checkIndex(row, 'row', loc);
      const c = checkIndex(column, 'column', loc);
      return {
        sheet: t.sheet,
        rect: checkRect({ row: t.rect.row + r, column: t.rect.column + c, rowCount: 1, columnCount: 1 }, loc),
      };
    });
  }

  getRow(row: number): Range {
    const loc = 'Range.getRow';
    return this._derive(loc, (t) => {
      const r = checkIndex(row, 'row', loc);
      if (r < 0 || r >= t.rect.rowCount)
        throw invalidArgument(`Row ${r} is outside the range (0..${t.rect.rowCount - 1}).`, loc);
      return { sheet: t.sheet, rect: { ...t.rect, row: t.rect.row + r, rowCount: 1 } };
    });
  }

  getColumn(column: number): Range {
    const loc = 'Range.getColumn';
    return this._derive(loc, (t) => {
      const c = checkIndex(column, 'column', loc);
      if (c < 0 || c >= t.rect.columnCount) {
        throw invalidArgument(`Column ${c} is outside the range (0..${t.rect.columnCount - 1}).`, loc);
      }
      return { sheet: t.sheet, rect: { ...t.rect, column: t.rect.column + c, columnCount: 1 } };
    });
  }

  getRowsAbove(count = 1): Range {
    const loc = 'Range.getRowsAbove';
    return this._derive(loc, (t) => ({
      sheet: t.sheet,
      rect: checkRect({ ...t.rect, row: t.rect.row - count, rowCount: count }, loc),
    }));
  }

  getRowsBelow(count = 1): Range {
    const loc = 'Range.getRowsBelow';
    return this._derive(loc, (t) => ({
      sheet: t.sheet,
      rect: checkRect({ ...t.rect, row: t.rect.row + t.rect.rowCount, rowCount: count }, loc),
    }));
  }

  getResizedRange(deltaRows: number, deltaColumns: number): Range {
    const loc = 'Range.getResizedRange';
    return this._derive(loc, (t) => {
      const dr = checkIndex(deltaRows, 'deltaRows', loc);
      const dc = checkIndex(deltaColumns, 'deltaColumns', loc);
      const rect = { ...t.rect, rowCount: t.rect.rowCount + dr, columnCount: t.rect.columnCount + dc };
      return { sheet: t.sheet, rect: checkRect(rect, loc) };
    });
  }

  getAbsoluteResizedRange(numRows: number, numColumns: number): Range {
    const loc = 'Range.getAbsoluteResizedRange';
    return this._derive(loc, (t) => ({
      sheet: t.sheet,
      rect: checkRect(
        {
          ...t.rect,
          rowCount: checkIndex(numRows, 'numRows', loc),
          columnCount: checkIndex(numColumns, 'numColumns', loc),
        },
        loc,
      ),
    }));
  }

  getOffsetRange(rowOffset: number, columnOffset: number): Range {
    const loc = 'Range.getOffsetRange';
    return this._derive(loc, (t) => {
      const rect = {
        ...t.rect,
        row: t.rect.row + checkIndex(rowOffset, 'rowOffset', loc),
        column: t.rect.column + checkIndex(columnOffset, 'columnOffset', loc),
      };
      return { sheet: t.sheet, rect: checkRect(rect, loc) };
    });
  }

  getLastRow(): Range {
    return this._derive('Range.getLastRow', (t) => ({
      sheet: t.sheet,
      rect: { ...t.rect, row: t.rect.row + t.rect.rowCount - 1, rowCount: 1 },
    }));
  }

  getLastColumn(): Range {
    return this._derive('Range.getLastColumn', (t) => ({
      sheet: t.sheet,
      rect: { ...t.rect, column: t.rect.column + t.rect.columnCount - 1, columnCount: 1 },
    }));
  }

  getLastCell(): Range {
    return this._derive('Range.getLastCell', (t) => ({
      sheet: t.sheet,
      rect: {
        row: t.rect.row + t.rect.rowCount - 1,
        column: t.rect.column + t.rect.columnCount - 1,
        rowCount: 1,
        columnCount: 1,
      },
    }));
  }

  getEntireRow(): Range {
    return this._derive('Range.getEntireRow', (t) => ({
      sheet: t.sheet,
      rect: { row: t.rect.row, rowCount: t.rect.rowCount, column: 0, columnCount: MAX_COLUMNS },
    }));
  }

  getEntireColumn(): Range {
    return this._derive('Range.getEntireColumn', (t) => ({
      sheet: t.sheet,
      rect: { row: 0, rowCount: MAX_ROWS, column: t.rect.column, columnCount: t.rect.columnCount },
    }));
  }

  getBoundingRect(anotherRange: Range | string): Range {
    const loc = 'Range.getBoundingRect';
    return this._derive(loc, (t) => {
      const o = otherRange(this._ctx, anotherRange, t.sheet, loc);
      if (o.sheet !== t.sheet) throw invalidArgument('The ranges are on different worksheets.', loc);
      return { sheet: t.sheet, rect: boundingRect(t.rect, o.rect) };
    });
  }

  getIntersection(anotherRange: Range | string): Range {
    const loc = 'Range.getIntersection';
    return this._derive(loc, (t) => {
      const o = otherRange(this._ctx, anotherRange, t.sheet, loc);
      const rect = o.sheet === t.sheet ? intersection(t.rect, o.rect) : undefined;
      if (!rect) throw itemNotFound('The ranges do not intersect.', loc);
      return { sheet: t.sheet, rect };
    });
  }

  getIntersectionOrNullObject(anotherRange: Range | string): Range {
    const loc = 'Range.getIntersectionOrNullObject';
    return this._derive(loc, (t) => {
      const o = otherRange(this._ctx, anotherRange, t.sheet, loc);
      const rect = o.sheet === t.sheet ? intersection(t.rect, o.rect) : undefined;
      return rect ? { sheet: t.sheet, rect } : null;
    });
  }

  getUsedRange(valuesOnly?: boolean): Range {
    const loc = 'Range.getUsedRange';
    return this._derive(loc, (t) => {
      const used = t.sheet.usedRect(!!valuesOnly);
      const rect = used ? intersection(used, t.rect) : undefined;
      if (!rect) throw itemNotFound('The range has no used cells.', loc);
      return { sheet: t.sheet, rect };
    });
  }

  getUsedRangeOrNullObject(valuesOnly?: boolean): Range {
    return this._derive('Range.getUsedRangeOrNullObject', (t) => {
      const used = t.sheet.usedRect(!!valuesOnly);
      const rect = used ? intersection(used, t.rect) : undefined;
      return rect ? { sheet: t.sheet, rect } : null;
    });
  }

  /** The areas of constants or formulas (of the value types named) in this range; ItemNotFound when none. */
  getSpecialCells(cellType: string, cellValueType?: string): RangeAreas {
    const loc = 'Range.getSpecialCells';
    return foundAreas<RangeTarget>(
      this,
      loc,
      (t) => t.sheet,
      (t) => specialCells(t.sheet, t.rect, cellType, cellValueType, loc),
      'No cells were found.',
    );
  }

  /** The areas of constants or formulas (of the value types named) in this range; a null object when none. */
  getSpecialCellsOrNullObject(cellType: string, cellValueType?: string): RangeAreas {
    const loc = 'Range.getSpecialCellsOrNullObject';
    return foundAreas<RangeTarget>(
      this,
      loc,
      (t) => t.sheet,
      (t) => specialCells(t.sheet, t.rect, cellType, cellValueType, loc),
    );
  }

  // ------------------------------------------------------------------ actions

  clear(applyTo?: string): void {
    this._method('clear', [applyTo], (t: RangeTarget) =>
      this._ctx._host.model.clear(t.sheet, t.rect, applyTo, 'Range.clear'),
    );
  }

  delete(shift: string): void {
    this._method('delete', [shift], (t: RangeTarget) =>
      this._ctx._host.model.deleteCells(t.sheet, t.rect, shift, 'Range.delete'),
    );
  }

  insert(shift: string): Range {
    let made: RangeTarget | null = null;
    this._method('insert', [shift], (t: RangeTarget) => {
      this._ctx._host.model.insertCells(t.sheet, t.rect, shift, 'Range.insert');
      made = { sheet: t.sheet, rect: t.rect };
    });
    return new Range(this._ctx, { resolve: () => made }, 'Range.insert');
  }

  select(): void {
    this._method('select', [], (t: RangeTarget) => {
      const model = this._ctx._host.model;
      model.activate(t.sheet, 'Range.select');
      model.selection = { sheet: t.sheet, rect: t.rect };
      this._ctx._host._selectionChanged();
    });
  }

  calculate(): void {
    this._method('calculate', [], () => this._ctx._host.model.recalc(true));
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override load(option?: any): this {
    return super.load(option);
  }
}
