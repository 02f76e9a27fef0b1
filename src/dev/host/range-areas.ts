/**
 * Excel.RangeAreas and Excel.RangeCollection on the in-memory host (ExcelApi 1.9): the cells a search or a special-
 * cells query finds, as rectangles on one sheet, resolved at sync like every proxy. What a batch can do with them
 * without a round trip: widen them to their rows, intersect them with a range, and load each area's properties
 * (`areas.load("items/values,items/rowIndex")`), so that the lines holding a value are read in the batch that finds
 * them.
 *
 * The areas the host gives: cells found in one column on consecutive rows are one area, columns left to right;
 * widening and intersecting keep each area apart, so two areas on one row widened give that row twice. Excel may cut
 * and join its areas otherwise: code must take any areas that cover the same cells, and a row more than once.
 */
import { MAX_COLUMNS, MAX_ROWS, formatAddress, intersection, type Rect } from './address';
import { cellValue, formatText, type Cell } from './cells';
import type { HostRequestContext } from './context';
import { HostClientObject, HostCollection, type Source } from './core';
import { invalidArgument, itemNotFound } from './errors';
import type { SheetModel } from './model';
import { RANGE_SCALARS, Range, otherRange, type RangeTarget } from './range';

/** What a RangeAreas proxy resolves to: rectangles on one sheet (never none: no cell found is a null object). */
export interface AreasTarget {
  sheet: SheetModel;
  rects: Rect[];
}

const SCALARS = ['address', 'addressLocal', 'areaCount', 'cellCount', 'isEntireColumn', 'isEntireRow'] as const;

/** The found cells (row, column) as areas: runs of consecutive rows in one column, columns left to right. */
export function areasOfCells(cells: ReadonlyArray<readonly [number, number]>): Rect[] {
  const sorted = [...cells].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const out: Rect[] = [];
  for (const [row, column] of sorted) {
    const last = out[out.length - 1];
    if (last && last.column === column && last.row + last.rowCount === row) last.rowCount++;
    else out.push({ row, column, rowCount: 1, columnCount: 1 });
  }
  return out;
}

/** Excel's wildcards in a search text: * any characters, ? one, ~ before either (or ~) the character itself. */
function searchPattern(text: string, complete: boolean, matchCase: boolean): RegExp {
  let source = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '~' && i + 1 < text.length && '*?~'.includes(text[i + 1])) {
      source += `\\${text[++i]}`;
    } else if (ch === '*') source += '[\\s\\S]*';
    else if (ch === '?') source += '[\\s\\S]';
    else source += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(complete ? `^(?:${source})$` : source, matchCase ? '' : 'i');
}

/**
 * The cells of a visible sheet whose shown text matches (Worksheet.findAll): whole text with `completeMatch`, any part
 * otherwise; case ignored unless `matchCase`. Content on a hidden sheet is not found, as Excel's reference says.
 */
export function findCells(
  sheet: SheetModel,
  text: string,
  criteria: { completeMatch?: boolean; matchCase?: boolean } | undefined,
  location: string,
): Rect[] {
  if (typeof text !== 'string' || text === '')
    throw invalidArgument('The text to find must be non-empty text.', location);
  if (sheet.visibility !== 'Visible') return [];
  const pattern = searchPattern(text, !!criteria?.completeMatch, !!criteria?.matchCase);
  const found: [number, number][] = [];
  const used = sheet.usedRect(true);
  if (!used) return [];
  for (const [r, c, cell] of sheet.cellsIn(used)) {
    const shown = formatText(cell);
    if (shown !== '' && pattern.test(shown)) found.push([r, c]);
  }
  return areasOfCells(found);
}

const VALUE_KINDS: Record<string, (v: unknown, cell: Cell) => boolean> = {
  Numbers: (v, cell) => typeof v === 'number' && cell.error !== true,
  Text: (v, cell) => typeof v === 'string' && cell.error !== true,
  Logical: (v) => typeof v === 'boolean',
  Errors: (v, cell) => cell.error === true,
};

/**
 * The cells of `rect` that are constants (a value, no formula) or formulas (Range.getSpecialCells), of the value
 * types named ("All", or "Numbers", "Text", "Logical", "Errors" and their joins such as "NumbersText"); "Blanks" the
 * empty cells of the used range. Other kinds are not modelled.
 */
export function specialCells(
  sheet: SheetModel,
  rect: Rect,
  cellType: string,
  cellValueType: string | undefined,
  location: string,
): Rect[] {
  const kinds =
    cellValueType === undefined || cellValueType === 'All' ? undefined : cellValueType.match(/[A-Z][a-z]+/g);
  if (kinds && (kinds.join('') !== cellValueType || kinds.some((k) => !VALUE_KINDS[k]))) {
    throw invalidArgument(`'${cellValueType}' is not a SpecialCellValueType.`, location);
  }
  const used = sheet.usedRect(true);
  const within = used ? intersection(used, rect) : undefined;
  if (!within) return [];
  const found: [number, number][] = [];
  if (cellType === 'Blanks') {
    for (let r = within.row; r < within.row + within.rowCount; r++) {
      for (let c = within.column; c < within.column + within.columnCount; c++) {
        if (cellValue(sheet.get(r, c)) === '') found.push([r, c]);
      }
    }
    return areasOfCells(found);
  }
  if (cellType !== 'Constants' && cellType !== 'Formulas') {
    throw invalidArgument(`The in-memory host does not model special cells of type '${cellType}'.`, location);
  }
  for (const [r, c, cell] of sheet.cellsIn(within)) {
    const v = cellValue(cell);
    // A spilled value belongs to its formula's array: not a constant.
    const formula = cell.formula !== undefined || cell.spilled === true;
    if (v === '' && !formula) continue;
    if (formula !== (cellType === 'Formulas')) continue;
    if (kinds && !kinds.some((k) => VALUE_KINDS[k](v, cell))) continue;
    found.push([r, c]);
  }
  return areasOfCells(found);
}

/**
 * @internal The areas `find` gives on `owner`'s document object when the queue runs (`sheetOf` its sheet), checked
 * alive first; a null object when the owner is one. When nothing is found: ItemNotFound with the message `missing`
 * (the methods without OrNullObject), else a null object.
 */
export function foundAreas<T>(
  owner: HostClientObject,
  location: string,
  sheetOf: (srv: T) => SheetModel,
  find: (srv: T) => Rect[],
  missing?: string,
): RangeAreas {
  owner._usable(location);
  const ctx = owner._ctx;
  return new RangeAreas(
    ctx,
    {
      resolve: () => {
        const srv = owner._srv as T | null;
        if (srv === null || srv === undefined) return null;
        const sheet = sheetOf(srv);
        ctx._host.model.checkAlive(sheet, location);
        const rects = find(srv);
        if (rects.length === 0 && missing !== undefined) throw itemNotFound(missing, location);
        return rects.length === 0 ? null : { sheet, rects };
      },
    },
    location,
  );
}

export class RangeAreas extends HostClientObject {
  readonly _typeName = 'RangeAreas';

  /** @internal */
  constructor(ctx: HostRequestContext, source: Source, location: string) {
    super(ctx, source, location);
  }

  _scalarNames(): readonly string[] {
    return SCALARS;
  }

  override _navNames(): readonly string[] {
    return ['areas'];
  }

  override _nav(name: string): HostClientObject {
    if (name === 'areas') return this.areas;
    return super._nav(name);
  }

  _readScalar(srv: unknown, prop: string): unknown {
    const { sheet, rects } = srv as AreasTarget;
    switch (prop) {
      case 'address':
      case 'addressLocal':
        return rects.map((r) => formatAddress(sheet.name, r)).join(',');
      case 'areaCount':
        return rects.length;
      case 'cellCount':
        return rects.reduce((n, r) => n + r.rowCount * r.columnCount, 0);
      case 'isEntireColumn':
        return rects.every((r) => r.row === 0 && r.rowCount >= MAX_ROWS);
      case 'isEntireRow':
        return rects.every((r) => r.column === 0 && r.columnCount >= MAX_COLUMNS);
    }
    throw invalidArgument(`The property '${prop}' does not exist on RangeAreas.`);
  }

  get address(): string {
    return this._get('address');
  }
  get addressLocal(): string {
    return this._get('addressLocal');
  }
  get areaCount(): number {
    return this._get('areaCount');
  }
  get cellCount(): number {
    return this._get('cellCount');
  }
  get isEntireColumn(): boolean {
    return this._get('isEntireColumn');
  }
  get isEntireRow(): boolean {
    return this._get('isEntireRow');
  }

  /** The rectangular ranges, one Range per area. */
  get areas(): RangeCollection {
    return this._child('areas', () => new RangeCollection(this._ctx, this));
  }

  /** The areas widened to whole rows. */
  getEntireRow(): RangeAreas {
    return foundAreas<AreasTarget>(
      this,
      'RangeAreas.getEntireRow',
      (t) => t.sheet,
      (t) => t.rects.map((r) => ({ row: r.row, rowCount: r.rowCount, column: 0, columnCount: MAX_COLUMNS })),
    );
  }

  /** The parts of the areas inside `anotherRange`, each area apart. */
  private _meet(other: Range | string, location: string, missing?: string): RangeAreas {
    return foundAreas<AreasTarget>(
      this,
      location,
      (t) => t.sheet,
      (t) => {
        const o = otherRange(this._ctx, other, t.sheet, location);
        if (o.sheet !== t.sheet) return [];
        return t.rects.flatMap((r) => intersection(r, o.rect) ?? []);
      },
      missing,
    );
  }

  /** The parts of the areas inside `anotherRange`; ItemNotFound when none. */
  getIntersection(anotherRange: Range | string): RangeAreas {
    return this._meet(anotherRange, 'RangeAreas.getIntersection', 'The ranges do not intersect.');
  }

  /** The parts of the areas inside `anotherRange`; a null object when none. */
  getIntersectionOrNullObject(anotherRange: Range | string): RangeAreas {
    return this._meet(anotherRange, 'RangeAreas.getIntersectionOrNullObject');
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override load(option?: any): this {
    return super.load(option);
  }
}

/** The areas of a RangeAreas, each a Range bound to its rectangle once loaded. */
export class RangeCollection extends HostCollection<Range> {
  readonly _typeName = 'RangeCollection';

  /** @internal */
  constructor(ctx: HostRequestContext, owner: RangeAreas) {
    super(ctx, { resolve: () => owner._srv }, 'RangeAreas.areas');
  }

  protected _list(srv: unknown): unknown[] {
    const { sheet, rects } = srv as AreasTarget;
    return rects.map((rect): RangeTarget => ({ sheet, rect }));
  }

  protected _wrap(item: unknown): Range {
    return new Range(this._ctx, { bound: item }, 'RangeCollection.items');
  }

  protected _itemScalarNames(): readonly string[] {
    return RANGE_SCALARS;
  }

  getCount() {
    return this._valueMethod('getCount', [], (srv: AreasTarget) => srv.rects.length);
  }
}
