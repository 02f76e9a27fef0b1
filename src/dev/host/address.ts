/**
 * A1-style addresses: parsing, printing and rectangle arithmetic. Rows and columns are zero-based inside the
 * host; Excel's limits (1,048,576 rows × 16,384 columns) are enforced.
 */

export const MAX_ROWS = 1048576;
export const MAX_COLUMNS = 16384;

/** A rectangle of cells, zero-based. */
export interface Rect {
  row: number;
  column: number;
  rowCount: number;
  columnCount: number;
}

export interface ParsedAddress {
  /** Sheet name when the address was qualified ("Sheet1!A1"), unquoted. */
  sheet?: string;
  rect: Rect;
}

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function columnLetters(column: number): string {
  let n = column + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** "A" → 0, "XFD" → 16383; undefined when not letters. */
export function columnIndex(letters: string): number | undefined {
  if (!/^[A-Za-z]{1,3}$/.test(letters)) return undefined;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Splits "Sheet1!A1:B2" or "'My sheet'!A1" into sheet and local part. */
export function splitSheet(address: string): { sheet?: string; local: string } {
  const s = address.trim();
  if (s.startsWith("'")) {
    let i = 1;
    let name = '';
    while (i < s.length) {
      if (s[i] === "'") {
        if (s[i + 1] === "'") {
          name += "'";
          i += 2;
          continue;
        }
        break;
      }
      name += s[i];
      i++;
    }
    if (s[i] === "'" && s[i + 1] === '!') return { sheet: name, local: s.slice(i + 2) };
    return { local: s };
  }
  const bang = s.lastIndexOf('!');
  if (bang > 0) return { sheet: s.slice(0, bang), local: s.slice(bang + 1) };
  return { local: s };
}

interface Corner {
  row?: number;
  column?: number;
}

function parseCorner(part: string): Corner | undefined {
  const m = /^\$?([A-Za-z]{1,3})?\$?(\d{1,7})?$/.exec(part);
  if (!m || (!m[1] && !m[2])) return undefined;
  const corner: Corner = {};
  if (m[1]) {
    const c = columnIndex(m[1]);
    if (c === undefined || c >= MAX_COLUMNS) return undefined;
    corner.column = c;
  }
  if (m[2]) {
    const r = Number(m[2]) - 1;
    if (r < 0 || r >= MAX_ROWS) return undefined;
    corner.row = r;
  }
  return corner;
}

/**
 * Parses the local part of an address ("A1", "B2:D10", "$A$1", "A:C", "3:5"). Returns undefined when it is not
 * an address (callers then try defined names, or report InvalidArgument).
 */
export function parseLocalAddress(local: string): Rect | undefined {
  const parts = local.trim().split(':');
  if (parts.length < 1 || parts.length > 2) return undefined;
  const a = parseCorner(parts[0]);
  const b = parts.length === 2 ? parseCorner(parts[1]) : a;
  if (!a || !b) return undefined;
  const hasRowA = a.row !== undefined;
  const hasColA = a.column !== undefined;
  const hasRowB = b.row !== undefined;
  const hasColB = b.column !== undefined;
  if (hasRowA !== hasRowB || hasColA !== hasColB) return undefined;
  if (parts.length === 1 && (!hasRowA || !hasColA)) return undefined; // "A" or "3" alone is not an address
  const r1 = hasRowA ? Math.min(a.row!, b.row!) : 0;
  const r2 = hasRowA ? Math.max(a.row!, b.row!) : MAX_ROWS - 1;
  const c1 = hasColA ? Math.min(a.column!, b.column!) : 0;
  const c2 = hasColA ? Math.max(a.column!, b.column!) : MAX_COLUMNS - 1;
  return { row: r1, column: c1, rowCount: r2 - r1 + 1, columnCount: c2 - c1 + 1 };
}

export function parseAddress(address: string): ParsedAddress | undefined {
  const { sheet, local } = splitSheet(address);
  const rect = parseLocalAddress(local);
  if (!rect) return undefined;
  return sheet === undefined ? { rect } : { sheet, rect };
}

/** Whether a sheet name must be quoted in an address. */
export function needsQuotes(name: string): boolean {
  if (!/^[A-Za-z_\u00C0-\uFFFF][A-Za-z0-9_.\u00C0-\uFFFF]*$/.test(name)) return true;
  if (/^[A-Za-z]{1,3}\d+$/.test(name)) return true; // looks like a cell reference
  if (/^[Rr](\d*)([Cc]\d*)?$/.test(name) || /^[Cc]\d*$/.test(name)) return true; // R1C1-like
  return false;
}

export function quoteSheet(name: string): string {
  return needsQuotes(name) ? `'${name.replace(/'/g, "''")}'` : name;
}

export function cellAddress(row: number, column: number): string {
  return `${columnLetters(column)}${row + 1}`;
}

/** Local part of an address for a rectangle, the way Excel prints it. */
export function formatLocal(rect: Rect): string {
  const lastRow = rect.row + rect.rowCount - 1;
  const lastCol = rect.column + rect.columnCount - 1;
  if (rect.column === 0 && rect.columnCount === MAX_COLUMNS) return `${rect.row + 1}:${lastRow + 1}`;
  if (rect.row === 0 && rect.rowCount === MAX_ROWS) return `${columnLetters(rect.column)}:${columnLetters(lastCol)}`;
  if (rect.rowCount === 1 && rect.columnCount === 1) return cellAddress(rect.row, rect.column);
  return `${cellAddress(rect.row, rect.column)}:${cellAddress(lastRow, lastCol)}`;
}

export function formatAddress(sheet: string, rect: Rect): string {
  return `${quoteSheet(sheet)}!${formatLocal(rect)}`;
}

export function rectContains(outer: Rect, row: number, column: number): boolean {
  return (
    row >= outer.row &&
    row < outer.row + outer.rowCount &&
    column >= outer.column &&
    column < outer.column + outer.columnCount
  );
}

export function rectsIntersect(a: Rect, b: Rect): boolean {
  return (
    a.row < b.row + b.rowCount &&
    b.row < a.row + a.rowCount &&
    a.column < b.column + b.columnCount &&
    b.column < a.column + a.columnCount
  );
}

export function intersection(a: Rect, b: Rect): Rect | undefined {
  if (!rectsIntersect(a, b)) return undefined;
  const row = Math.max(a.row, b.row);
  const column = Math.max(a.column, b.column);
  const lastRow = Math.min(a.row + a.rowCount, b.row + b.rowCount);
  const lastCol = Math.min(a.column + a.columnCount, b.column + b.columnCount);
  return { row, column, rowCount: lastRow - row, columnCount: lastCol - column };
}

export function boundingRect(a: Rect, b: Rect): Rect {
  const row = Math.min(a.row, b.row);
  const column = Math.min(a.column, b.column);
  const lastRow = Math.max(a.row + a.rowCount, b.row + b.rowCount);
  const lastCol = Math.max(a.column + a.columnCount, b.column + b.columnCount);
  return { row, column, rowCount: lastRow - row, columnCount: lastCol - column };
}

/** Whether a rectangle lies inside the sheet grid. */
export function rectInGrid(rect: Rect): boolean {
  return (
    Number.isInteger(rect.row) &&
    Number.isInteger(rect.column) &&
    Number.isInteger(rect.rowCount) &&
    Number.isInteger(rect.columnCount) &&
    rect.row >= 0 &&
    rect.column >= 0 &&
    rect.rowCount >= 1 &&
    rect.columnCount >= 1 &&
    rect.row + rect.rowCount <= MAX_ROWS &&
    rect.column + rect.columnCount <= MAX_COLUMNS
  );
}
