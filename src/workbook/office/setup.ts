/**
 * Event set-up from templates: "New pairs event", "New teams event", "New individual / preferans event" build
 * the event's sheets in the current workbook (settings, travellers with the movement's lines, the contestants
 * the movement seats, ranking, rulings log, a Boards sheet and a Live ranking whose formulas call the BRIDGE.*
 * functions so they follow every edit; the sheets themselves are described in templates.ts). Two syncs.
 */
import type { Preset } from '../tables/engine';
import { figureFormatRuns } from '../tables/formats';
import { EventExistsError, NewEventOptions, NewEventReport, planEvent } from '../tables/plan';
import { PREFERANS_SHEETS, PREFERANS_SHEET_NAMES } from '../tables/preferans-protocols';
import { type Cell, SHEETS, blockAddress, topLeft } from '../tables/schema';
import { TEAM_SHEETS } from '../tables/team-templates';
import { HOW_TO_SHEET } from '../tables/how-to';
import { BOARDS_SHEET, LIVE_SHEET, LIVE_SHEETS, type SheetSpec, templateSheets } from '../tables/templates';
import { presetOf } from '../tables/scoring';
import { positions } from '../tables/snapshot';
import { KEPT_SHEET } from '../tables/kept-inputs';
import { type Runner, excelRun } from './excel';

export { BOARDS_SHEET, LIVE_SHEET };

/** A number format for every cell of a block address ("E2:F9"). */
function formatGrid(range: string, format: string): string[][] {
  const [a, b = a] = range.split(':').map((x) => topLeft(x));
  return Array.from({ length: b.row - a.row + 1 }, () => Array.from({ length: b.col - a.col + 1 }, () => format));
}

/**
 * Queues one sheet of the template; returns the step that makes its table (run once old tables are gone). With
 * the event's preset, the table's figure columns get their number formats from the print rules (one per run).
 */
export function queueSheet(context: Excel.RequestContext, spec: SheetSpec, preset?: Preset): () => void {
  const sheet = context.workbook.worksheets.add(spec.name);
  if (spec.formulas?.length) {
    const width = Math.max(...spec.formulas.map((r) => r.length));
    const grid = spec.formulas.map((r) => [...r, ...Array.from({ length: width - r.length }, () => '')]);
    sheet.getRange(blockAddress(0, 1, grid.length, width)).formulas = grid as Excel.Range['formulas'];
  }
  for (const f of spec.formats ?? []) sheet.getRange(f.range).numberFormat = formatGrid(f.range, f.format);
  const t = spec.table;
  if (!t) return () => undefined;
  const all = [t.header as Cell[], ...t.rows];
  const top = t.row ?? 1;
  const address = blockAddress(0, top, all.length, t.header.length);
  const bodyRows = Math.max(1, t.rows.length);
  t.header.forEach((h, c) => {
    if (t.text.includes(h)) {
      sheet.getRange(blockAddress(c, top + 1, bodyRows, 1)).numberFormat = Array.from({ length: bodyRows }, () => [
        '@',
      ]);
    }
  });
  if (preset) {
    for (const run of figureFormatRuns(positions(t.header as Cell[]), t.header as string[], preset)) {
      sheet.getRange(blockAddress(run.start, top + 1, bodyRows, run.count)).numberFormat = Array.from(
        { length: bodyRows },
        () => Array.from({ length: run.count }, () => run.format),
      );
    }
  }
  sheet.getRange(address).values = all as Excel.Range['values'];
  return () => {
    const table = sheet.tables.add(`${spec.name}!${address}`, true);
    table.name = t.name;
  };
}

/** The preset whose print rules format the new tables; none for a preset the engine does not know (scoring says so). */
function formatsPreset(settings: Parameters<typeof presetOf>[0]): Preset | undefined {
  try {
    return presetOf(settings);
  } catch {
    return undefined;
  }
}

/**
 * The kept figure inputs' sheet (tables/kept-inputs.ts) of a new event: made very hidden, or, when
 * the workbook has one from an earlier event, emptied. A bridge event's only: a preferans event keeps nothing.
 */
function queueKeptSheet(context: Excel.RequestContext, present: readonly Excel.Worksheet[]): void {
  const old = present.find((s) => s.name.toLowerCase() === KEPT_SHEET.toLowerCase());
  if (old) {
    old.getRange('A:A').clear();
    return;
  }
  const sheet = context.workbook.worksheets.add(KEPT_SHEET);
  sheet.visibility = 'VeryHidden';
}

/** Builds the event's sheets. Sync 1 looks at the sheets there; sync 2 builds everything. */
export async function createEvent(o: NewEventOptions, run: Runner = excelRun): Promise<NewEventReport> {
  const { settings, plan } = planEvent(o);
  // A preferans event keeps protocols (deal, table, seat, player, score) instead of bridge travellers. The sheets
  // are those of the shipped templates (one definition, templates.ts), the How to use sheet in the pane's language.
  const preferans = settings.kind === 'preferans';
  const specs = templateSheets(settings, plan, o.lang ?? 'en');
  const lines = preferans
    ? (specs.find((x) => x.name === PREFERANS_SHEETS.protocols)?.table?.rows.length ?? 0)
    : plan.lines.length;
  // Every sheet either kind of event uses is replaced, so that a workbook can change from one kind to the other.
  const names = [
    ...new Set([
      SHEETS.event,
      SHEETS.travellers,
      SHEETS.contestants,
      SHEETS.ranking,
      SHEETS.rulings,
      ...LIVE_SHEETS,
      ...Object.values(TEAM_SHEETS),
      ...Object.values(HOW_TO_SHEET),
      ...PREFERANS_SHEET_NAMES,
    ]),
  ];
  return run(async (context) => {
    const sheets = context.workbook.worksheets;
    sheets.load('items/name');
    await context.sync();
    const existing = sheets.items.filter((s) => names.some((n) => n.toLowerCase() === s.name.toLowerCase()));
    if (existing.length && !o.replace) {
      throw new EventExistsError(
        `This workbook already has sheets named ${existing.map((s) => `'${s.name}'`).join(', ')}.`,
        existing.map((s) => s.name),
      );
    }
    // Old sheets step aside first (so there is always a visible sheet), then go once the new ones exist.
    existing.forEach((s, i) => {
      s.name = `old-${i + 1}-${Date.now() % 100000}`;
    });
    const preset = formatsPreset(settings);
    const makeTables = specs.map((spec) => queueSheet(context, spec, preset));
    // The old sheets (and their tables) go before the new tables take the names.
    for (const s of existing) s.delete();
    for (const make of makeTables) make();
    if (!preferans) queueKeptSheet(context, sheets.items);
    const first = context.workbook.worksheets.getItem(preferans ? PREFERANS_SHEETS.protocols : SHEETS.travellers);
    first.activate();
    first.freezePanes.freezeRows(1);
    await context.sync();
    return { settings, lines, sheets: specs.map((x) => x.name), syncs: 2 };
  });
}
