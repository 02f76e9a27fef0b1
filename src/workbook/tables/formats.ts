/**
 * The number formats of the figure columns the add-in writes, from the engine's print rules (numberFormats()):
 * board matchpoints 0.0 or 0.00 as the preset prints them, percentages 0.00, IMPs 0.00, so that Excel shows
 * 51.85 and not 51.85185185. No Office.js here: the office layer queues one numberFormat per run.
 */
import { type FigureKind, type Preset, numberFormats } from '../../engine';

/** What each figure column holds, by column name (travellers, rankings, preferans protocols). */
const FIGURE_COLUMNS: Readonly<Record<string, FigureKind>> = {
  mp_ns: 'boardMp',
  mp_ew: 'boardMp',
  pct_ns: 'boardPercent',
  pct_ew: 'boardPercent',
  imp_ns: 'imp',
  imp_ew: 'imp',
  mp: 'boardMp',
  pct: 'boardPercent',
  total: 'total',
  percent: 'percent',
  penalty: 'total',
};

/** Adjacent table columns [start, start + count) that take one number format. */
export interface FormatRun {
  start: number;
  count: number;
  format: string;
}

/** The format runs of the figure columns among `names`, placed by `pos` (a table's own header order). */
export function figureFormatRuns(
  pos: Readonly<Record<string, number | undefined>>,
  names: readonly string[],
  preset: Preset,
): FormatRun[] {
  const formats = numberFormats(preset);
  const at: Array<{ col: number; format: string }> = [];
  for (const name of names) {
    const kind = FIGURE_COLUMNS[name];
    const col = pos[name];
    if (kind !== undefined && col !== undefined) at.push({ col, format: formats[kind] });
  }
  at.sort((a, b) => a.col - b.col);
  const runs: FormatRun[] = [];
  for (const { col, format } of at) {
    const last = runs[runs.length - 1];
    if (last && last.start + last.count === col && last.format === format) last.count++;
    else runs.push({ start: col, count: 1, format });
  }
  return runs;
}

/**
 * The runs of body rows [row, row + count) that get their first figures: the columns `names` (placed by `pos`)
 * blank in `current` (the rows as loaded) and not all blank in `block` (rows × names). Formats are set there once;
 * a row that already shows figures keeps its format, so a later rescore or ruling sends no formats.
 */
export function firstFigureRows(
  current: readonly (readonly unknown[])[],
  block: readonly (readonly unknown[])[],
  pos: Readonly<Record<string, number | undefined>>,
  names: readonly string[],
): Array<{ row: number; count: number }> {
  const cols = names.map((n) => pos[n]);
  // A cell that was not read (NaN, see entered-read.ts) may be blank: its row gets the formats.
  const blank = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'number' && v !== v);
  const runs: Array<{ row: number; count: number }> = [];
  block.forEach((next, i) => {
    const now = current[i];
    const wasBlank = cols.every((c) => c === undefined || now === undefined || blank(now[c]));
    if (!wasBlank || next.every(blank)) return;
    const last = runs[runs.length - 1];
    if (last && last.row + last.count === i) last.count++;
    else runs.push({ row: i, count: 1 });
  });
  return runs;
}
