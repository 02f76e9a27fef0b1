/**
 * Range formatting: font, fill, alignment, column widths and row heights. Stored per cell so the preview can
 * show it; everything else about formatting (borders, conditional formats, styles) is not modelled.
 */
import type { Rect } from './address';
import type { CellStyle } from './cells';
import type { HostRequestContext } from './context';
import { HostClientObject } from './core';
import { invalidArgument } from './errors';
import type { SheetModel } from './model';
import type { RangeTarget } from './range';

/** Default column width in points (8.43 characters of the default font). */
export const DEFAULT_COLUMN_WIDTH = 48;
export const DEFAULT_ROW_HEIGHT = 15;

function targetOf(parent: HostClientObject): () => RangeTarget | null {
  return () => (parent._srv as RangeTarget | null | undefined) ?? null;
}

function uniform<T>(values: T[]): T | null {
  if (values.length === 0) return null;
  return values.every((v) => v === values[0]) ? values[0] : null;
}

function columnWidths(sheet: SheetModel, rect: Rect): number[] {
  const n = Math.min(rect.columnCount, 16384);
  return Array.from({ length: n }, (_, i) => sheet.columnWidths.get(rect.column + i) ?? DEFAULT_COLUMN_WIDTH);
}

function rowHeights(sheet: SheetModel, rect: Rect): number[] {
  const n = Math.min(rect.rowCount, 10000);
  return Array.from({ length: n }, (_, i) => sheet.rowHeights.get(rect.row + i) ?? DEFAULT_ROW_HEIGHT);
}

abstract class StyleObject extends HostClientObject {
  protected _style<K extends keyof CellStyle>(prop: string, k: K, v: CellStyle[K], check?: (v: unknown) => boolean) {
    this._set(prop, v, (t: RangeTarget) => {
      if (check && !check(v))
        throw invalidArgument(`${JSON.stringify(v)} is not a valid ${prop}.`, `${this._typeName}.${prop}`);
      this._ctx._host.model.style(t.sheet, t.rect, { [k]: v } as Partial<CellStyle>, `${this._typeName}.${prop}`);
    });
  }

  protected _styleOf<K extends keyof CellStyle>(srv: unknown, k: K, fallback: CellStyle[K]): CellStyle[K] | null {
    const t = srv as RangeTarget;
    return this._ctx._host.model.styleOf(t.sheet, t.rect, k, fallback);
  }
}

const isColor = (v: unknown) => typeof v === 'string' && (/^#[0-9A-Fa-f]{6}$/.test(v) || /^[A-Za-z]+$/.test(v));
const isBool = (v: unknown) => typeof v === 'boolean';

export class RangeFont extends StyleObject {
  readonly _typeName = 'RangeFont';

  /** @internal */
  constructor(ctx: HostRequestContext, parent: HostClientObject, location: string) {
    super(ctx, { resolve: targetOf(parent) }, location);
  }

  _scalarNames(): readonly string[] {
    return ['bold', 'italic', 'underline', 'color', 'name', 'size'];
  }

  _readScalar(srv: unknown, prop: string): unknown {
    switch (prop) {
      case 'bold':
        return this._styleOf(srv, 'bold', false);
      case 'italic':
        return this._styleOf(srv, 'italic', false);
      case 'underline':
        return this._styleOf(srv, 'underline', 'None');
      case 'color':
        return this._styleOf(srv, 'fontColor', '#000000');
      case 'name':
        return this._styleOf(srv, 'fontName', 'Aptos Narrow');
      case 'size':
        return this._styleOf(srv, 'fontSize', 11);
    }
    throw invalidArgument(`The property '${prop}' does not exist on RangeFont.`);
  }

  get bold(): boolean {
    return this._get('bold');
  }
  set bold(v: boolean) {
    this._style('bold', 'bold', v, isBool);
  }
  get italic(): boolean {
    return this._get('italic');
  }
  set italic(v: boolean) {
    this._style('italic', 'italic', v, isBool);
  }
  get underline(): string {
    return this._get('underline');
  }
  set underline(v: string) {
    this._style('underline', 'underline', v, (x) => typeof x === 'string');
  }
  get color(): string {
    return this._get('color');
  }
  set color(v: string) {
    this._style('color', 'fontColor', v, isColor);
  }
  get name(): string {
    return this._get('name');
  }
  set name(v: string) {
    this._style('name', 'fontName', v, (x) => typeof x === 'string' && x !== '');
  }
  get size(): number {
    return this._get('size');
  }
  set size(v: number) {
    this._style('size', 'fontSize', v, (x) => typeof x === 'number' && x >= 1 && x <= 409);
  }
}

export class RangeFill extends StyleObject {
  readonly _typeName = 'RangeFill';

  /** @internal */
  constructor(ctx: HostRequestContext, parent: HostClientObject, location: string) {
    super(ctx, { resolve: targetOf(parent) }, location);
  }

  _scalarNames(): readonly string[] {
    return ['color'];
  }

  _readScalar(srv: unknown, prop: string): unknown {
    if (prop === 'color') return this._styleOf(srv, 'fill', '#FFFFFF');
    throw invalidArgument(`The property '${prop}' does not exist on RangeFill.`);
  }

  get color(): string {
    return this._get('color');
  }
  set color(v: string) {
    this._style('color', 'fill', v, isColor);
  }

  clear(): void {
    this._method('clear', [], (t: RangeTarget) =>
      this._ctx._host.model.style(t.sheet, t.rect, { fill: undefined }, 'RangeFill.clear'),
    );
  }
}

export class RangeFormat extends StyleObject {
  readonly _typeName = 'RangeFormat';

  /** @internal */
  constructor(ctx: HostRequestContext, parent: HostClientObject, location: string) {
    super(ctx, { resolve: targetOf(parent) }, location);
  }

  _scalarNames(): readonly string[] {
    return ['columnWidth', 'rowHeight', 'horizontalAlignment', 'verticalAlignment', 'wrapText', 'indentLevel'];
  }

  override _navNames(): readonly string[] {
    return ['font', 'fill'];
  }

  override _nav(name: string): HostClientObject {
    if (name === 'font') return this.font;
    if (name === 'fill') return this.fill;
    return super._nav(name);
  }

  _readScalar(srv: unknown, prop: string): unknown {
    const t = srv as RangeTarget;
    switch (prop) {
      case 'columnWidth':
        return uniform(columnWidths(t.sheet, t.rect));
      case 'rowHeight':
        return uniform(rowHeights(t.sheet, t.rect));
      case 'horizontalAlignment':
        return this._styleOf(srv, 'horizontalAlignment', 'General');
      case 'verticalAlignment':
        return this._styleOf(srv, 'verticalAlignment', 'Bottom');
      case 'wrapText':
        return this._styleOf(srv, 'wrapText', false);
      case 'indentLevel':
        return this._styleOf(srv, 'indentLevel', 0);
    }
    throw invalidArgument(`The property '${prop}' does not exist on RangeFormat.`);
  }

  get font(): RangeFont {
    return this._child('font', () => new RangeFont(this._ctx, this, 'RangeFormat.font'));
  }

  get fill(): RangeFill {
    return this._child('fill', () => new RangeFill(this._ctx, this, 'RangeFormat.fill'));
  }

  get columnWidth(): number {
    return this._get('columnWidth');
  }
  set columnWidth(v: number) {
    this._set('columnWidth', v, (t: RangeTarget) => {
      if (typeof v !== 'number' || !(v >= 0) || v > 1800)
        throw invalidArgument(`${v} is not a column width.`, 'RangeFormat.columnWidth');
      for (let i = 0; i < t.rect.columnCount; i++) t.sheet.columnWidths.set(t.rect.column + i, v);
      this._ctx._host.model.noteCells(t.sheet, t.rect, 'format');
    });
  }
  get rowHeight(): number {
    return this._get('rowHeight');
  }
  set rowHeight(v: number) {
    this._set('rowHeight', v, (t: RangeTarget) => {
      if (typeof v !== 'number' || !(v >= 0) || v > 409)
        throw invalidArgument(`${v} is not a row height.`, 'RangeFormat.rowHeight');
      for (let i = 0; i < t.rect.rowCount; i++) t.sheet.rowHeights.set(t.rect.row + i, v);
      this._ctx._host.model.noteCells(t.sheet, t.rect, 'format');
    });
  }
  get horizontalAlignment(): string {
    return this._get('horizontalAlignment');
  }
  set horizontalAlignment(v: string) {
    const ok = ['General', 'Left', 'Center', 'Right', 'Fill', 'Justify', 'CenterAcrossSelection', 'Distributed'];
    this._style('horizontalAlignment', 'horizontalAlignment', v, (x) => ok.includes(x as string));
  }
  get verticalAlignment(): string {
    return this._get('verticalAlignment');
  }
  set verticalAlignment(v: string) {
    const ok = ['Top', 'Center', 'Bottom', 'Justify', 'Distributed'];
    this._style('verticalAlignment', 'verticalAlignment', v, (x) => ok.includes(x as string));
  }
  get wrapText(): boolean {
    return this._get('wrapText');
  }
  set wrapText(v: boolean) {
    this._style('wrapText', 'wrapText', v, isBool);
  }
  get indentLevel(): number {
    return this._get('indentLevel');
  }
  set indentLevel(v: number) {
    this._style('indentLevel', 'indentLevel', v, (x) => typeof x === 'number' && x >= 0 && x <= 250);
  }

  /** Sets each column's width from its longest text (an estimate: about 6 points a character). */
  autofitColumns(): void {
    this._method('autofitColumns', [], (t: RangeTarget) => {
      const model = this._ctx._host.model;
      model.recalc();
      const widths = new Map<number, number>();
      for (const [, c, cell] of t.sheet.cellsIn(t.rect)) {
        const text = cell.value === undefined ? '' : String(cell.value);
        const size = cell.style?.fontSize ?? 11;
        const w = Math.ceil(text.length * size * 0.55 + 8);
        widths.set(c, Math.max(widths.get(c) ?? 0, w));
      }
      for (const [c, w] of widths) t.sheet.columnWidths.set(c, Math.min(Math.max(w, 12), 1800));
      model.formatLog.push(`autofitColumns ${t.sheet.name}!${t.rect.column}+${t.rect.columnCount}`);
      model.noteCells(t.sheet, t.rect, 'format');
    });
  }

  autofitRows(): void {
    this._method('autofitRows', [], (t: RangeTarget) => {
      this._ctx._host.model.formatLog.push(`autofitRows ${t.sheet.name}!${t.rect.row}+${t.rect.rowCount}`);
    });
  }
}
