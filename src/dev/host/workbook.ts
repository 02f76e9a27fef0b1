/** Excel.Workbook and Excel.Application on the in-memory host. */
import type { HostRequestContext } from './context';
import { HostClientObject } from './core';
import { invalidArgument, itemNotFound } from './errors';
import type { WorkbookModel } from './model';
import { Range } from './range';
import { NamedItemCollection, SettingCollection } from './settings';
import { TableCollection } from './table';
import { WorksheetCollection } from './worksheet';

export class Application extends HostClientObject {
  readonly _typeName = 'Application';

  /** @internal */
  constructor(ctx: HostRequestContext) {
    super(ctx, { resolve: () => ctx._host.model }, 'Workbook.application');
  }

  _scalarNames(): readonly string[] {
    return ['calculationMode', 'decimalSeparator'];
  }

  _readScalar(srv: unknown, prop: string): unknown {
    if (prop === 'calculationMode') return this._ctx._host.calculationMode;
    if (prop === 'decimalSeparator') return this._ctx._host.decimalSeparator;
    throw invalidArgument(`The property '${prop}' does not exist on Application.`);
  }

  get calculationMode(): string {
    return this._get('calculationMode');
  }
  set calculationMode(v: string) {
    this._set('calculationMode', v, () => {
      if (v !== 'Automatic' && v !== 'Manual' && v !== 'AutomaticExceptTables') {
        throw invalidArgument(`'${String(v)}' is not a calculation mode.`, 'Application.calculationMode');
      }
      this._ctx._host.calculationMode = v;
      this._ctx._host.model.manualCalc = v === 'Manual';
    });
  }

  /** Read-only, as in Excel. */
  get decimalSeparator(): string {
    return this._get('decimalSeparator');
  }

  calculate(_calculationType?: string): void {
    this._method('calculate', [_calculationType], (m: WorkbookModel) => m.recalc(true));
  }

  /** Recorded; the host has no calculation cost to save. */
  suspendApiCalculationUntilNextSync(): void {
    this._method('suspendApiCalculationUntilNextSync', [], (m: WorkbookModel) => {
      m.formatLog.push('suspendApiCalculationUntilNextSync');
    });
  }

  suspendScreenUpdatingUntilNextSync(): void {
    this._method('suspendScreenUpdatingUntilNextSync', [], (m: WorkbookModel) => {
      m.formatLog.push('suspendScreenUpdatingUntilNextSync');
    });
  }
}

export class Workbook extends HostClientObject {
  readonly _typeName = 'Workbook';

  /** @internal */
  constructor(ctx: HostRequestContext) {
    super(ctx, { resolve: () => ctx._host.model }, 'RequestContext.workbook');
  }

  _scalarNames(): readonly string[] {
    return ['name', 'readOnly'];
  }

  override _navNames(): readonly string[] {
    return ['worksheets', 'tables', 'names', 'settings', 'application'];
  }

  override _nav(name: string): HostClientObject {
    switch (name) {
      case 'worksheets':
        return this.worksheets;
      case 'tables':
        return this.tables;
      case 'names':
        return this.names;
      case 'settings':
        return this.settings;
      case 'application':
        return this.application;
    }
    return super._nav(name);
  }

  _readScalar(_srv: unknown, prop: string): unknown {
    if (prop === 'name') return this._ctx._host.workbookName;
    if (prop === 'readOnly') return false;
    throw invalidArgument(`The property '${prop}' does not exist on Workbook.`);
  }

  get name(): string {
    return this._get('name');
  }
  get readOnly(): boolean {
    return this._get('readOnly');
  }

  get worksheets(): WorksheetCollection {
    return this._child('worksheets', () => new WorksheetCollection(this._ctx, 'Workbook.worksheets'));
  }

  get tables(): TableCollection {
    return this._child('tables', () => new TableCollection(this._ctx, { resolve: () => ({}) }, 'Workbook.tables'));
  }

  get names(): NamedItemCollection {
    return this._child('names', () => new NamedItemCollection(this._ctx, 'Workbook.names'));
  }

  get settings(): SettingCollection {
    return this._child('settings', () => new SettingCollection(this._ctx, 'Workbook.settings'));
  }

  get application(): Application {
    return this._child('application', () => new Application(this._ctx));
  }

  /** The selected range (set by `Range.select()` or by the host's `select`); A1 of the active sheet at first. */
  getSelectedRange(): Range {
    const loc = 'Workbook.getSelectedRange';
    this._usable(loc);
    return new Range(
      this._ctx,
      {
        resolve: () => {
          const m = this._ctx._host.model;
          if (m.selection && !m.selection.sheet.deleted) return m.selection;
          if (!m.activeSheet) throw itemNotFound('The workbook has no worksheet.', loc);
          return { sheet: m.activeSheet, rect: { row: 0, column: 0, rowCount: 1, columnCount: 1 } };
        },
      },
      loc,
    );
  }

  getActiveCell(): Range {
    const loc = 'Workbook.getActiveCell';
    this._usable(loc);
    return new Range(
      this._ctx,
      {
        resolve: () => {
          const m = this._ctx._host.model;
          const sel = m.selection && !m.selection.sheet.deleted ? m.selection : undefined;
          const sheet = sel?.sheet ?? m.activeSheet;
          if (!sheet) throw itemNotFound('The workbook has no worksheet.', loc);
          const row = sel?.rect.row ?? 0;
          const column = sel?.rect.column ?? 0;
          return { sheet, rect: { row, column, rowCount: 1, columnCount: 1 } };
        },
      },
      loc,
    );
  }
}
