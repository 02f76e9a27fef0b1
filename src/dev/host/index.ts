/**
 * The in-memory Excel host: a subset of Office.js's Excel API over a workbook held in memory, enforcing the
 * Office.js rules (unloaded reads throw, values arrive at sync, errors surface at sync) and counting round trips.
 * For tests and the preview page only; never shipped.
 */
export { ExcelHost } from './host';
export type { ChangeListener, HostCounters, HostOptions, Measured, RunRecord, SheetView, SyncRecord } from './host';
export { installFakeOffice, createInstalledHost } from './install';
export type { InstalledOffice } from './install';
export {
  CustomFunctionError,
  CustomFunctionErrorCode,
  DARK_THEME,
  LIGHT_THEME,
  createCustomFunctionsNamespace,
  createExcelNamespace,
  createOfficeNamespace,
} from './office';
export type { FakeCustomFunctions, FakeExcel, FakeOffice, FakeOfficeOptions, OfficeTheme } from './office';
export { HostError, ErrorCodes } from './errors';
export { keepLastValueEvaluator } from './evaluator';
export type { FormulaEvaluator, FormulaCellRef, TableInfo, ValueSink, WorkbookReader } from './evaluator';
export type { Cell, CellScalar, CellStyle } from './cells';
export type { ChangeSummary, WorkbookSnapshot } from './model';
export { HostRequestContext } from './context';
export { parseAddress, formatAddress, columnLetters, cellAddress } from './address';
export { runInterleaved, type InterleavedResult, type Pick } from './interleave';
