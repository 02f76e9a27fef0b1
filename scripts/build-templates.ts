/**
 * Writes the event templates shipped with the add-in: assets/templates/pairs.xlsx, butler.xlsx, teams.xlsx,
 * individual.xlsx and preferans.xlsx.
 *
 * The sheets come from the same data as "New pairs / teams / individual / preferans event" in the pane (planEvent and
 * templateSheets in src/workbook), written with exceljs by templateWorkbook (src/workbook/xlsx.ts): Excel tables
 * with the names and columns the add-in reads, text columns formatted "@", formulas calling the BRIDGE.*
 * functions. This step adds what a file needs and the pane does not: column widths, a frozen header row on every
 * sheet, the Travellers sheet opened first, a full recalculation when the file is opened, and fixed dates, so that
 * every run writes the same bytes.
 *
 * Run: tsx scripts/build-templates.ts [output folder]
 */
import * as fs from 'fs';
import * as path from 'path';
import type ExcelJS from 'exceljs';
import { planEvent, type NewEventOptions } from '../src/workbook/tables/plan';
import { templateSheets, type SheetSpec } from '../src/workbook/tables/templates';
import { templateWorkbook } from '../src/workbook/tables/xlsx';
import { SHEETS } from '../src/workbook/tables/schema';
import { PREFERANS_SHEETS } from '../src/workbook/tables/preferans-protocols';
import { markSpills } from './spill-cells';

/**
 * The size of each template, as a club would run it:
 * - pairs: 7 tables, Mitchell, 7 rounds of 3 boards (21 boards, each played 7 times, top 12);
 * - butler: the pairs template scored in IMPs against each board's datum: 4 tables, Howell, 7 rounds of 3 boards
 *   (8 pairs, 21 boards, each played 4 times);
 * - teams: 4 teams in two matches (open and closed room: 4 tables) of 24 boards;
 * - individual: 3 tables (12 players), 22 boards (11 rounds of 2, every player partnering every other once);
 * - preferans: 4 tables of three active seats, 20 deals.
 */
export const TEMPLATE_OPTIONS = {
  pairs: { template: 'pairs', movement: 'mitchell', tables: 7, boardsPerRound: 3 },
  butler: { template: 'pairs', movement: 'howell', tables: 4, rounds: 7, boardsPerRound: 3, form: 'butler' },
  teams: { template: 'teams', tables: 4, boards: 24 },
  individual: { template: 'individual', movement: 'individual', tables: 3, boards: 22 },
  preferans: { template: 'individual', movement: 'preferans', tables: 4, boards: 20 },
} satisfies Record<string, NewEventOptions>;

/** The name of a shipped template's file (without .xlsx). */
export type TemplateFile = keyof typeof TEMPLATE_OPTIONS;

/** Creation and modification date written into every template (and into its zip entries). */
export const TEMPLATE_DATE = new Date(Date.UTC(2025, 0, 1, 0, 0, 0));

export const TEMPLATE_DIR = path.resolve(__dirname, '../assets/templates');

/** Column widths (in characters) where the content alone would give too narrow a column. */
const WIDTHS: Record<string, number> = {
  value: 24,
  time: 20,
  director: 16,
  laws: 12,
  answers: 40,
  ruling: 16,
  ruling_before: 16,
  ruling_after: 16,
  score_before: 14,
  score_after: 14,
  note: 30,
  names: 28,
  vulnerability: 14,
};
/** Width of a column whose cells are formulas (their results are short: a seat, a number, a percentage). */
const FORMULA_WIDTH = 10;
const MIN_WIDTH = 6;
const MAX_WIDTH = 40;
/** exceljs leaves out a width equal to its default (9), and Excel then uses its own 8.43: such columns get 10. */
const EXCELJS_DEFAULT_WIDTH = 9;

/** The first row of a sheet: a table's header or the first formula row. */
function headerOf(spec: SheetSpec): string[] {
  if (spec.table) return [...spec.table.header];
  return (spec.formulas?.[0] ?? []).map((v) => (v === null ? '' : String(v)));
}

function bodyOf(spec: SheetSpec): unknown[][] {
  return spec.table ? spec.table.rows : (spec.formulas ?? []).slice(1);
}

/** Width of each column: the header (with room for the filter button), the longest constant, a formula's result. */
export function columnWidths(spec: SheetSpec): number[] {
  const body = bodyOf(spec);
  return headerOf(spec).map((h, c) => {
    let w = h.length + 3;
    for (const row of body) {
      const v = row[c];
      if (typeof v === 'string' && v.startsWith('=')) w = Math.max(w, FORMULA_WIDTH);
      else if (v !== null && v !== undefined) w = Math.max(w, String(v).length + 2);
    }
    w = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w, WIDTHS[h] ?? 0));
    return w === EXCELJS_DEFAULT_WIDTH ? w + 1 : w;
  });
}

/** The workbook of one template: the set-up's sheets, with widths, frozen headers and fixed properties. */
export function templateBook(options: NewEventOptions): ExcelJS.Workbook {
  const { settings, plan } = planEvent(options);
  const specs = templateSheets(settings, plan);
  const wb = templateWorkbook(specs);
  specs.forEach((spec) => {
    const ws = wb.getWorksheet(spec.name);
    if (!ws) throw new Error(`template sheet '${spec.name}' was not written`);
    columnWidths(spec).forEach((w, c) => (ws.getColumn(c + 1).width = w));
    const header = spec.table?.row ?? 1;
    const below = `A${header + 1}`;
    ws.views = [{ state: 'frozen', xSplit: 0, ySplit: header, topLeftCell: below, activeCell: below }];
  });
  const first = settings.kind === 'preferans' ? PREFERANS_SHEETS.protocols : SHEETS.travellers;
  const travellers = specs.findIndex((s) => s.name === first);
  wb.views = [
    {
      x: 0,
      y: 0,
      width: 20000,
      height: 12000,
      firstSheet: 0,
      activeTab: Math.max(0, travellers),
      visibility: 'visible',
    },
  ];
  wb.creator = 'bridge-scorer-excel';
  wb.lastModifiedBy = 'bridge-scorer-excel';
  wb.title = settings.title;
  wb.created = TEMPLATE_DATE;
  wb.modified = TEMPLATE_DATE;
  // The files carry formulas without results: Excel computes them all on opening.
  wb.calcProperties = { fullCalcOnLoad: true };
  return wb;
}

/** MS-DOS date and time words (as zip headers keep them) of a UTC date. */
function dosDateTime(d: Date): { date: number; time: number } {
  const date = ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate();
  const time = (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2);
  return { date, time };
}

/**
 * Sets the modification time of every entry of a zip archive (local headers and central directory) to `when`.
 * exceljs stamps the entries with the time of writing; the timestamps are outside the compressed data and its
 * checksums, so changing them leaves the archive valid.
 */
export function stampZip(zip: Buffer, when: Date): Buffer {
  const out = Buffer.from(zip);
  const { date, time } = dosDateTime(when);
  // End of central directory: signature 0x06054b50, at least 22 bytes from the end (a comment may follow).
  let end = -1;
  for (let i = out.length - 22; i >= Math.max(0, out.length - 22 - 0xffff); i--) {
    if (out.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip archive: no end of central directory');
  const entries = out.readUInt16LE(end + 10);
  let at = out.readUInt32LE(end + 16);
  for (let k = 0; k < entries; k++) {
    if (out.readUInt32LE(at) !== 0x02014b50) throw new Error(`zip central directory entry ${k + 1} is damaged`);
    out.writeUInt16LE(time, at + 12);
    out.writeUInt16LE(date, at + 14);
    const local = out.readUInt32LE(at + 42);
    if (out.readUInt32LE(local) !== 0x04034b50) throw new Error(`zip local header of entry ${k + 1} is damaged`);
    out.writeUInt16LE(time, local + 10);
    out.writeUInt16LE(date, local + 12);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

/** The bytes of one template's .xlsx file (the same on every run). */
export async function templateBytes(options: NewEventOptions): Promise<Buffer> {
  const raw = await templateBook(options).xlsx.writeBuffer();
  const { settings, plan } = planEvent(options);
  const spills = templateSheets(settings, plan).map((s) => ({ sheet: s.name, cells: s.spills ?? [] }));
  const marked = await markSpills(Buffer.from(raw as ArrayBuffer), spills);
  return stampZip(marked, TEMPLATE_DATE);
}

export interface WrittenTemplate {
  id: TemplateFile;
  file: string;
  bytes: number;
}

/** Writes pairs.xlsx, butler.xlsx, teams.xlsx, individual.xlsx and preferans.xlsx into `dir`. */
export async function buildTemplates(dir: string = TEMPLATE_DIR): Promise<WrittenTemplate[]> {
  fs.mkdirSync(dir, { recursive: true });
  const written: WrittenTemplate[] = [];
  for (const id of Object.keys(TEMPLATE_OPTIONS) as TemplateFile[]) {
    const bytes = await templateBytes(TEMPLATE_OPTIONS[id] as NewEventOptions);
    const file = path.join(dir, `${id}.xlsx`);
    fs.writeFileSync(file, bytes);
    written.push({ id, file, bytes: bytes.length });
  }
  return written;
}

if (require.main === module) {
  const started = Date.now();
  buildTemplates(process.argv[2] ? path.resolve(process.argv[2]) : TEMPLATE_DIR)
    .then((written) => {
      for (const w of written) console.log(`${path.relative(process.cwd(), w.file)}  ${w.bytes} bytes`);
      console.log(`templates written in ${Date.now() - started} ms`);
    })
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exitCode = 1;
    });
}
