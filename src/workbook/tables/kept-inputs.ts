/**
 * The figures' inputs as last scored, kept in a few cells: every Travellers line's FIGURE_INPUTS, as a set of lines
 * in no particular order, with the fingerprint they give. They are kept for a ruling: read with the ruled board's
 * own lines, they can stand in for the lines of the boards it does not touch, so that the event is scored whole, as
 * a full read scores it, without the rest of the Travellers travelling from the workbook. They vouch for
 * themselves: they may stand in only when the fingerprint they give is the one EventSettings keeps (and that one
 * the table's own, as the stale cell tells); kept cells gone out of date or damaged are refused here
 * (KeptInputsError), never scored.
 *
 * The cells: a head ("k1", the fingerprint, the number of lines, the number of parts), the lines changed since
 * (pairs [line before, line after], JSON: a ruling or an undo can add one rather than write the copy again), and
 * the copy's parts: the lines column by column as JSON, deflated and in base64 after a letter, cut to fit Excel's
 * 32,767 characters a cell. By columns, as a column repeats itself from board to board (the same tables and pairs,
 * the same contracts), which deflate turns into a few bytes: the bench's 5,000 lines keep in 16.5 KB, against the
 * 227 KB their figure inputs take as Excel hands them over.
 *
 * Compression is the browser's own (CompressionStream, "deflate-raw"): nothing is added to the pane's download;
 * where it is missing (canKeepInputs()), nothing can be kept. No Office.js here.
 */
import { FIGURE_INPUTS, canonicalCell, figuresFingerprint } from './fingerprint';
import type { Cell } from './schema';

/**
 * The sheet that holds the kept cells (column A from A1), made very hidden with the event: a scorer never sees it,
 * and a workbook set up before it simply has none (its rulings read the Travellers whole).
 */
export const KEPT_SHEET = 'BridgeKept';

/** The kept copy's version, the first word of its head. */
export const KEPT_VERSION = 'k1';

/** Characters of base64 a part holds: under Excel's 32,767 a cell. */
export const KEPT_PART = 32000;

/** Characters a cell holds (Excel's limit). */
const CELL_LIMIT = 32767;

/**
 * The letter each part starts with, so that Excel keeps the part as the text written: a part of base64 may begin
 * with "+" (a formula to Excel), and a short last part may read as a number or a date ("1E5", "12/3").
 */
const PART_MARK = 'k';

/** A figure-input line: the FIGURE_INPUTS of one Travellers line, in their order. */
export type InputLine = Cell[];

/** A line changed since the copy was written: the line as it was kept (null: none) and as it is now (null: gone). */
export type InputPatch = [before: InputLine | null, after: InputLine | null];

/** What the kept cells hold, read back. */
export interface KeptInputs {
  /** The fingerprint the lines give, with the settings they were kept with (figuresFingerprint). */
  fingerprint: string;
  /** The lines, the patches applied, in no particular order. */
  lines: InputLine[];
  /** The patches the cells hold, in their order. */
  patches: InputPatch[];
}

/** Why the kept cells cannot stand in for the Travellers (then a ruling reads it in full). */
export class KeptInputsError extends Error {}

/** Whether this runtime compresses (Chromium and Edge since 2020, Safari 16.4, Node 18). */
export function canKeepInputs(): boolean {
  return typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';
}

/** Whether a line has any figure input: the fingerprint leaves out lines whose cells are all blank, and so does the copy. */
const hasInput = (line: readonly Cell[]) => line.some((v) => canonicalCell(v) !== '');

/** A line's key: its cells in the fingerprint's canonical form (the number 420 and the text "420" alike). */
const lineKey = (line: readonly Cell[]) => JSON.stringify(FIGURE_INPUTS.map((_, k) => canonicalCell(line[k])));

async function through(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** A cell as the copy keeps it: Excel's values only (a number that is not finite never comes from a cell). */
function checkedCell(v: Cell | undefined, line: number, column: string): Cell {
  if (v === undefined || v === null) return '';
  if (typeof v === 'number' && !Number.isFinite(v)) {
    throw new KeptInputsError(`line ${line + 1}: ${column} '${String(v)}' is not a value a cell holds`);
  }
  return v;
}

/**
 * The kept cells for the figure-input `lines` (each in FIGURE_INPUTS order; lines with every cell blank are left
 * out) and the fingerprint they give with the settings: the head, an empty list of patches, the parts.
 */
export async function keptCells(
  lines: readonly (readonly Cell[])[],
  settings: readonly (readonly Cell[])[],
): Promise<string[]> {
  const kept = lines.filter(hasInput);
  const columns = FIGURE_INPUTS.map((name, k) => kept.map((line, i) => checkedCell(line[k], i, name)));
  const packed = toBase64(
    await through(new TextEncoder().encode(JSON.stringify(columns)), new CompressionStream('deflate-raw')),
  );
  const parts: string[] = [];
  for (let i = 0; i < packed.length; i += KEPT_PART) parts.push(PART_MARK + packed.slice(i, i + KEPT_PART));
  const fingerprint = inputsFingerprint(kept, settings);
  return [`${KEPT_VERSION} ${fingerprint} ${kept.length} ${parts.length}`, '[]', ...parts];
}

/** The fingerprint of figure-input lines (FIGURE_INPUTS order) with the settings, as the Travellers would give it. */
export function inputsFingerprint(lines: readonly (readonly Cell[])[], settings: readonly (readonly Cell[])[]): string {
  return figuresFingerprint([FIGURE_INPUTS as string[], ...lines], settings);
}

/**
 * The head and patches cells once `patches` are added to the kept `cells` and the lines give `fingerprint`: the two
 * cells a ruling or an undo writes, in proportion to what it changed rather than to the event. Undefined when the
 * changes no longer fit in their cell (some two hundred rulings): then the copy is written again, with none.
 */
export function patchedCells(
  cells: readonly Cell[],
  patches: readonly InputPatch[],
  fingerprint: string,
): [head: string, patches: string] | undefined {
  const head = headOf(cells);
  const list = JSON.stringify([...patchesOf(cells), ...patches]);
  if (list.length > CELL_LIMIT) return undefined;
  return [`${KEPT_VERSION} ${fingerprint} ${head.lines} ${head.parts}`, list];
}

interface Head {
  fingerprint: string;
  lines: number;
  parts: number;
}

function headOf(cells: readonly Cell[]): Head {
  const words = String(cells[0] ?? '')
    .trim()
    .split(' ');
  const [version, fingerprint, lines, parts] = words;
  if (version !== KEPT_VERSION || words.length !== 4 || !fingerprint) {
    throw new KeptInputsError(`the kept inputs' head '${String(cells[0] ?? '')}' is not a head this add-in writes`);
  }
  const n = Number(lines);
  const p = Number(parts);
  if (!Number.isInteger(n) || n < 0 || !Number.isInteger(p) || p < 0) {
    throw new KeptInputsError(
      `the kept inputs' head '${String(cells[0])}' does not give whole numbers of lines and parts`,
    );
  }
  return { fingerprint, lines: n, parts: p };
}

function isLine(v: unknown): v is InputLine {
  return (
    Array.isArray(v) &&
    v.length === FIGURE_INPUTS.length &&
    v.every((c) => c === null || typeof c === 'string' || typeof c === 'boolean' || Number.isFinite(c))
  );
}

function patchesOf(cells: readonly Cell[]): InputPatch[] {
  let list: unknown;
  try {
    list = JSON.parse(String(cells[1] ?? ''));
  } catch {
    throw new KeptInputsError("the kept inputs' list of changed lines is not JSON");
  }
  if (!Array.isArray(list)) throw new KeptInputsError("the kept inputs' list of changed lines is not a list");
  list.forEach((p, k) => {
    const fine = Array.isArray(p) && p.length === 2 && p.every((l) => l === null || isLine(l));
    if (!fine) throw new KeptInputsError(`changed line ${k + 1} of the kept inputs is not a pair of lines`);
  });
  return list as InputPatch[];
}

/**
 * The kept inputs from their cells (the head, the patches, the parts, in that order; cells past the parts are
 * left alone). Refused (KeptInputsError) when the cells are not what keptCells() and patchedCells() write: another
 * version, a part missing or damaged, a patch whose line before is not among the lines, or lines that do not give
 * the fingerprint the head names.
 */
export async function readKeptInputs(
  cells: readonly Cell[],
  settings: readonly (readonly Cell[])[],
): Promise<KeptInputs> {
  const head = headOf(cells);
  const patches = patchesOf(cells);
  const parts = cells
    .slice(2, 2 + head.parts)
    .map((c) => (typeof c === 'string' && c.startsWith(PART_MARK) ? c.slice(PART_MARK.length) : ''));
  if (parts.length !== head.parts || parts.some((p) => p === '')) {
    throw new KeptInputsError(`the kept inputs have ${parts.length} of their ${head.parts} parts`);
  }
  let columns: unknown;
  try {
    const bytes = await through(fromBase64(parts.join('')), new DecompressionStream('deflate-raw'));
    columns = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new KeptInputsError('the kept inputs do not read back (a part is damaged)');
  }
  const width = FIGURE_INPUTS.length;
  if (
    !Array.isArray(columns) ||
    columns.length !== width ||
    columns.some((c) => !Array.isArray(c) || c.length !== head.lines)
  ) {
    throw new KeptInputsError(`the kept inputs do not hold ${head.lines} lines of ${width} columns`);
  }
  const cols = columns as Cell[][];
  const lines: InputLine[] = new Array<InputLine>(head.lines);
  for (let i = 0; i < head.lines; i++) lines[i] = cols.map((c) => c[i]);
  if (!lines.every(isLine)) throw new KeptInputsError('the kept inputs hold a cell that is not a value');
  const patched = applyPatches(lines, patches);
  const fingerprint = inputsFingerprint(patched, settings);
  if (fingerprint !== head.fingerprint) {
    throw new KeptInputsError(
      `the kept inputs give the fingerprint ${fingerprint}, not the ${head.fingerprint} they name`,
    );
  }
  return { fingerprint, lines: patched, patches };
}

/** The lines with each patch applied in turn: its line before taken out (one line like it), its line after added. */
export function applyPatches(lines: readonly InputLine[], patches: readonly InputPatch[]): InputLine[] {
  if (patches.length === 0) return lines.slice();
  const out: (InputLine | undefined)[] = lines.slice();
  const at = new Map<string, number[]>();
  out.forEach((line, i) => {
    const key = lineKey(line as InputLine);
    const list = at.get(key);
    if (list) list.push(i);
    else at.set(key, [i]);
  });
  patches.forEach(([before, after], k) => {
    if (before !== null && hasInput(before)) {
      const i = at.get(lineKey(before))?.pop();
      if (i === undefined)
        throw new KeptInputsError(`changed line ${k + 1}: its line before is not among the kept lines`);
      out[i] = undefined;
    }
    if (after !== null && hasInput(after)) {
      const key = lineKey(after);
      const list = at.get(key);
      if (list) list.push(out.length);
      else at.set(key, [out.length]);
      out.push(after);
    }
  });
  return out.filter((l): l is InputLine => l !== undefined);
}

/** Where each of the FIGURE_INPUTS stands in a Travellers `header` (found by name), -1 where it is missing. */
function inputColumns(header: readonly Cell[]): number[] {
  const names = header.map((h) =>
    String(h ?? '')
      .trim()
      .toLowerCase(),
  );
  return FIGURE_INPUTS.map((c) => names.indexOf(c));
}

/** The figure-input lines of Travellers rows, the columns found by name in `header` (a missing one reads blank). */
export function inputLinesOf(header: readonly Cell[], rows: readonly (readonly Cell[])[]): InputLine[] {
  const at = inputColumns(header);
  return rows.map((r) => at.map((i) => (i < 0 ? '' : (r[i] ?? ''))));
}

/** The fingerprint the kept cells' head names, or undefined when the first cell is no head this add-in writes. */
function keptFingerprint(cells: readonly Cell[]): string | undefined {
  try {
    return headOf(cells).fingerprint;
  } catch {
    return undefined;
  }
}

/** How many cells the copy the head describes takes (head, patches, parts), or 0 when the head is not readable. */
function keptLength(cells: readonly Cell[]): number {
  try {
    return 2 + headOf(cells).parts;
  } catch {
    return 0;
  }
}

/** Whether two figure-input lines are the same in the fingerprint's canonical form. */
const sameLine = (a: readonly Cell[], b: readonly Cell[]): boolean => lineKey(a) === lineKey(b);

/** More changed lines than this and the copy is written again rather than patched (a rescore after many edits). */
const MOST_PATCHES = 64;

/** What a batch writes into the kept cells, from A1 down: nothing, the two cells of a patch, or a fresh copy. */
export type KeptWrite = { cells: string[]; clear: number } | undefined;

/**
 * What to write into the kept cells when a batch leaves the Travellers lines as `after` (rows; `header` names their
 * columns) and the settings as `settingsAfter`, giving the fingerprint `fingerprint`. `kept` are the cells as loaded
 * (the head alone, or every cell when `whole`), `before` the lines and settings as loaded. Nothing when the head
 * already names that fingerprint; the head and the patches when the whole copy was loaded, vouches for the lines
 * before and few lines changed; else a fresh copy (`clear`: cells of the old copy past the new one, to blank).
 */
export async function keptWrite(
  kept: readonly Cell[],
  whole: boolean,
  header: readonly Cell[],
  before: { rows: readonly (readonly Cell[])[]; settings: readonly (readonly Cell[])[] },
  after: { rows: readonly (readonly Cell[])[]; settings: readonly (readonly Cell[])[] },
  fingerprint: string,
): Promise<KeptWrite> {
  const had = keptFingerprint(kept);
  if (had === fingerprint) return undefined;
  if (whole && had !== undefined && had === figuresFingerprint([header, ...before.rows], before.settings)) {
    const was = inputLinesOf(header, before.rows);
    const now = inputLinesOf(header, after.rows);
    const patches: InputPatch[] = [];
    const n = Math.max(was.length, now.length);
    for (let i = 0; i < n && patches.length <= MOST_PATCHES; i++) {
      const a = was[i];
      const b = now[i];
      if (a && b && sameLine(a, b)) continue;
      patches.push([a && hasInput(a) ? a : null, b && hasInput(b) ? b : null]);
    }
    const cells = patches.length <= MOST_PATCHES ? patchedCells(kept, patches, fingerprint) : undefined;
    if (cells) return { cells, clear: 0 };
  }
  const cells = await keptCells(inputLinesOf(header, after.rows), after.settings);
  return { cells, clear: Math.max(0, keptLength(kept) - cells.length) };
}

/**
 * The Travellers body as the kept lines give it, for an action that read some rows only: the rows `read` (body row
 * → full-width row) stay where they are, and the kept lines that are not one of them fill the rows not read, in no
 * particular order (`physical` rows in all; the lines' cells placed by `header`, every other cell blank). As the
 * figures do not depend on the order of the lines, the event scores as the table itself does. Undefined when the
 * kept lines do not hold a row read, or hold more lines than the rows not read: then they are not the table's.
 */
export function travellersFromKept(
  header: readonly Cell[],
  physical: number,
  read: ReadonlyMap<number, readonly Cell[]>,
  lines: readonly InputLine[],
): Cell[][] | undefined {
  const left = new Map<string, number>();
  for (const line of lines) {
    const key = lineKey(line);
    left.set(key, (left.get(key) ?? 0) + 1);
  }
  for (const line of inputLinesOf(header, [...read.values()])) {
    if (!hasInput(line)) continue;
    const key = lineKey(line);
    const n = left.get(key) ?? 0;
    if (n === 0) return undefined;
    left.set(key, n - 1);
  }
  const at = inputColumns(header);
  const width = header.length;
  const rest: InputLine[] = [];
  for (const line of lines) {
    const key = lineKey(line);
    const n = left.get(key) ?? 0;
    if (n === 0) continue;
    left.set(key, n - 1);
    rest.push(line);
  }
  if (rest.length > physical - read.size) return undefined;
  const rows: Cell[][] = new Array<Cell[]>(physical);
  let next = 0;
  for (let i = 0; i < physical; i++) {
    const got = read.get(i);
    if (got) {
      rows[i] = Array.from({ length: width }, (_, c) => got[c] ?? '');
      continue;
    }
    const row: Cell[] = new Array<Cell>(width).fill('');
    const line = rest[next++];
    if (line) at.forEach((c, k) => c >= 0 && (row[c] = line[k]));
    rows[i] = row;
  }
  return rows;
}
