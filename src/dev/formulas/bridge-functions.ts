/**
 * The BRIDGE.* custom functions registered in HyperFormula (a real formula engine, GPL, used by the tests and the
 * preview page only, never by the add-in's bundles), so that a workbook of formulas is evaluated the way Excel
 * evaluates it: in Node by the template tests, in the browser by the preview's host (./evaluator.ts).
 *
 * Parameter shapes (range or single value, optional or not) come from the functions.json the build generates,
 * so HyperFormula sees the functions exactly as Excel is told about them. Ranges are handed over as Excel hands
 * them to custom functions: 2-D arrays with empty cells as null; error values in cells as { code }. An Excel
 * error thrown by a function becomes the HyperFormula error of the same code, with its message.
 */
import {
  ArraySize,
  CellError,
  EmptyValue,
  ErrorType,
  FunctionArgumentType,
  FunctionPlugin,
  HyperFormula,
  SimpleRangeValue,
} from 'hyperformula';
import * as functions from '../../functions/functions';

export interface ParamMeta {
  name: string;
  dimensionality?: string;
  optional?: boolean;
}
export interface FunctionMeta {
  id: string;
  parameters: ParamMeta[];
  result: { dimensionality?: string };
}

const TO_EXCEL: Record<string, string> = {
  DIV_BY_ZERO: '#DIV/0!',
  NA: '#N/A',
  VALUE: '#VALUE!',
  NUM: '#NUM!',
  NAME: '#NAME?',
  REF: '#REF!',
  NULL: '#NULL!',
  CYCLE: '#CYCLE!',
  ERROR: '#ERROR!',
  SPILL: '#SPILL!',
  LIC: '#LIC!',
};
const FROM_EXCEL: Record<string, ErrorType> = {
  '#VALUE!': ErrorType.VALUE,
  '#N/A': ErrorType.NA,
  '#DIV/0!': ErrorType.DIV_BY_ZERO,
  '#NUM!': ErrorType.NUM,
  '#NAME?': ErrorType.NAME,
  '#REF!': ErrorType.REF,
};

function cell(v: unknown): unknown {
  if (v === EmptyValue) return null;
  if (v instanceof CellError) return { code: TO_EXCEL[v.type] ?? `#${v.type}`, message: v.message ?? '' };
  return v;
}

/** An argument as Excel passes it: ranges as rows of cells, single values bare, missing as undefined. */
function toExcel(v: unknown, param: ParamMeta): unknown {
  if (v instanceof SimpleRangeValue) return v.rawData().map((row) => row.map(cell));
  if (v === undefined) return undefined;
  const c = cell(v);
  // A single value given to a range parameter arrives as a 1×1 range.
  return param.dimensionality === 'matrix' && c !== null ? [[c]] : c;
}

function fromExcel(value: unknown): unknown {
  if (Array.isArray(value)) return SimpleRangeValue.onlyValues(value as (number | string | boolean)[][]);
  return value;
}

type AstLike = { args: Array<{ type: string; value?: unknown }> };

/**
 * How the size of a spilled result is known before evaluation: `rows`, the index of the range argument with one
 * result line per line (a column, or a row of more than two cells); `side`, the index of the side argument (BOTH
 * gives two columns); `fixedRows`, a result of that many rows whatever the ranges. A ranking (`ranking`: its
 * number of columns) has one row per pair that has played, which only the values tell: it is given room for two
 * pairs per line of the `rows` range, the most it can hold, and HyperFormula leaves the rows it does not fill
 * empty, as Excel's spill would end there.
 */
export interface SpillSize {
  rows: number;
  side?: number;
  fixedRows?: number;
  ranking?: number;
  /** With `ranking`: most result rows per line of the `rows` range (default 2). */
  perLine?: number;
}

/** The spill size of every function with an array result (a test checks that none is missing). */
export const SPILL: Readonly<Record<string, SpillSize>> = {
  MATCHPOINTS: { rows: 0, side: 3 },
  PERCENT: { rows: 0, side: 3 },
  FOULED_GROUP: { rows: 0, side: 3 },
  BUTLER: { rows: 0, side: 3 },
  CROSS_IMP: { rows: 0, side: 3 },
  SESSION_SCORES: { rows: 3, side: 7 },
  // rank, pair, direction, total, percentage, boards played; one row per pair (the NS and EW pair of each line).
  SESSION_RESULTS: { rows: 1, ranking: 6 },
  TEAM_IMPS: { rows: 0 },
  // A teams event: one row per board of a match (at most one per traveller line), per match, per team.
  TEAM_BOARDS: { rows: 7, ranking: 6, perLine: 1 },
  TEAM_MATCHES: { rows: 1, ranking: 10, perLine: 1 },
  TEAM_STANDINGS: { rows: 1, ranking: 6 },
  ADJUSTED_SCORE: { rows: -1, side: 2, fixedRows: 1 },
  // board, datum, results: at most one board per line.
  SESSION_DATUMS: { rows: 0, ranking: 3, perLine: 1 },
  // rank, player, total, percentage, boards: four players per line at most.
  INDIVIDUAL_RESULTS: { rows: 0, ranking: 5, perLine: 4 },
  // rank, player, total, percentage, deals, penalties: one player per protocol row at most.
  PREFERANS_RESULTS: { rows: 0, ranking: 6, perLine: 1 },
};

function sideIsBoth(ast: AstLike, index: number | undefined): boolean {
  if (index === undefined) return false;
  const a = ast.args[index];
  return !!a && a.type === 'STRING' && String(a.value).toUpperCase() === 'BOTH';
}

class BridgePlugin extends FunctionPlugin {
  /** Size of a spilled result, known before evaluation as HyperFormula requires. */
  size(id: string, ast: AstLike, state: unknown): ArraySize {
    const spec = SPILL[id];
    if (!spec) return ArraySize.error();
    const both = sideIsBoth(ast, spec.side);
    if (spec.fixedRows !== undefined) return new ArraySize(both ? 2 : 1, spec.fixedRows);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const s = this.arraySizeForAst(ast.args[spec.rows] as any, state as any);
    if (spec.ranking !== undefined) {
      const lines = s.height === 1 ? s.width : s.height;
      return new ArraySize(spec.ranking, (spec.perLine ?? 2) * lines);
    }
    if (s.height === 1 && s.width > 2) return both ? new ArraySize(2, s.width) : new ArraySize(s.width, 1);
    return new ArraySize(both ? 2 : 1, s.height);
  }
}

/** Registers every function of functions.json in HyperFormula under BRIDGE.<ID> (once per process). */
export function registerBridgeFunctions(metadata: FunctionMeta[]): void {
  if (HyperFormula.getRegisteredFunctionNames('enGB').includes('BRIDGE.DEALER')) return;
  const implemented: Record<string, object> = {};
  const names: Record<string, string> = {};
  const proto = BridgePlugin.prototype as unknown as Record<string, unknown>;
  for (const f of metadata) {
    const id = `BRIDGE.${f.id}`;
    const fn = (functions as unknown as Record<string, (...args: unknown[]) => unknown>)[f.id];
    const method = `call_${f.id}`;
    proto[method] = function (this: BridgePlugin, ast: AstLike, state: unknown) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return this.runFunction(ast.args as any, state as any, this.metadata(id), (...args: unknown[]): never => {
        try {
          return fromExcel(fn(...args.map((a, i) => toExcel(a, f.parameters[i])))) as never;
        } catch (e) {
          const err = e as { code?: string; message?: string };
          if (typeof err.code === 'string' && FROM_EXCEL[err.code]) {
            return new CellError(FROM_EXCEL[err.code], err.message) as never;
          }
          throw e;
        }
      });
    };
    const meta: Record<string, unknown> = {
      method,
      parameters: f.parameters.map((p) => ({ argumentType: FunctionArgumentType.ANY, optionalArg: !!p.optional })),
      vectorizationForbidden: true,
    };
    if (f.result.dimensionality === 'matrix') {
      const sizeMethod = `size_${f.id}`;
      proto[sizeMethod] = function (this: BridgePlugin, ast: AstLike, state: unknown) {
        return this.size(f.id, ast, state);
      };
      meta.sizeOfResultArrayMethod = sizeMethod;
    }
    implemented[id] = meta;
    names[id] = id;
  }
  (BridgePlugin as unknown as { implementedFunctions: object }).implementedFunctions = implemented;
  HyperFormula.registerFunctionPlugin(BridgePlugin as never, { enGB: names });
}

/** A HyperFormula instance (GPL licence key: tests and the preview only) over the given sheets. */
export function workbook(sheets: Record<string, unknown[][]>): HyperFormula {
  return HyperFormula.buildFromSheets(sheets as never, { licenseKey: 'gpl-v3' });
}
