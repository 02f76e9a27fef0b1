/**
 * CSV traveller writer: the columns the CSV reader reads, one row per traveller line in the event's order,
 * optionally followed by computed columns (mp_ns, mp_ew, pct_ns, pct_ew or imp_ns, imp_ew) at full precision.
 * An individual event (lines with players by seat) names the four players in columns n, e, s, w instead of
 * the pairs. The ruling column holds the director's line mark (engine/rulings/line-mark.ts): a ruling in the
 * project's notation, CANCELLED, or the procedural penalties of a line whose score stands. A line against the
 * phantom pair keeps the pair id PHANTOM and leaves the contract empty.
 *
 * Free-text cells (pair and team ids, players, the lead, the form label) that a spreadsheet would take for a
 * formula (starting with =, +, -, @, a tab or a carriage return) get a leading ' (fields.ts, guardCell); the
 * CSV reader takes it off. The notation columns (result '+1', ruling '+3/-3 IMP') are written as they are.
 */
import { formatContract } from '../../model/contract';
import { NOT_PLAYED } from '../../model/marks';
import { TRAVELLER_FIELDS } from '../../model/traveller-columns';
import { phantomOpponentOf } from '../../model/phantom';
import type { EventData, PlayedResult, TravellerEntry } from '../../model/types';
import { printRuling } from '../../rulings/notation';
import { printLineMark } from '../../rulings/line-mark';
import { guardCell } from '../fields';

const CSV_COLUMNS = TRAVELLER_FIELDS;

export interface CsvWriteOptions {
  /** Extra columns appended to every row (same length as event.entries). */
  extra?: { header: string[]; rows: Array<Array<string | number | undefined>> };
  separator?: string;
}

/** A field as CSV: quoted when it holds the separator, a quote, a line break or outer spaces. */
export function csvField(value: string | number | undefined, separator = ','): string {
  if (value === undefined) return '';
  const s = typeof value === 'number' ? numberText(value) : value;
  if (s.includes(separator) || /["\r\n]/.test(s) || s !== s.trim()) return `"${s.replace(/"/g, '""')}"`;
  return s;
}

/** Full precision, no exponent for ordinary scores, -0 printed as 0. */
export function numberText(n: number): string {
  if (Object.is(n, -0)) return '0';
  return String(n);
}

/** The result as a scorer writes it: "=", "+1", "-2" (empty for a pass-out). */
export function relativeResult(p: PlayedResult): string {
  if (p.contract === 'PASS' || p.tricks === undefined) return '';
  const diff = p.tricks - (p.contract.level + 6);
  return diff === 0 ? '=' : diff > 0 ? `+${diff}` : String(diff);
}

/** The ruling column of a line without a ruling: CANCELLED, or the penalties that stand with its score. */
function lineMark(e: TravellerEntry): string | undefined {
  const cancelled = e.status === 'cancelled';
  if (!cancelled && !e.penalties?.length) return undefined;
  return printLineMark({
    ...(cancelled ? { status: 'cancelled' as const } : {}),
    ...(e.penalties?.length ? { penalties: e.penalties } : {}),
  });
}

export function travellerRow(
  e: TravellerEntry,
): Record<(typeof CSV_COLUMNS)[number] | 'form', string | number | undefined> {
  const played = e.played;
  return {
    board: e.board,
    table: e.table,
    round: e.round,
    ns: e.ns,
    ew: e.ew,
    contract: played
      ? formatContract(played.contract)
      : e.status === 'notPlayed' && phantomOpponentOf(e) === undefined
        ? NOT_PLAYED
        : undefined,
    declarer: played?.declarer,
    lead: e.lead,
    result: played ? relativeResult(played) : undefined,
    score_ns: e.scoreNS,
    ruling: e.ruling ? printRuling(e.ruling) : lineMark(e),
    form: e.form,
  };
}

const SEATS = ['N', 'E', 'S', 'W'] as const;

/** Columns whose cells are free text (guarded against formula injection). */
export const CSV_FREE_TEXT: ReadonlySet<string> = new Set(['ns', 'ew', 'lead', 'form', 'n', 'e', 's', 'w']);

export function writeCsv(event: EventData, options: CsvWriteOptions = {}): string {
  const sep = options.separator ?? ',';
  const withForm = event.entries.some((e) => e.form !== undefined);
  const withPlayers = event.entries.some((e) => e.players !== undefined);
  const before = CSV_COLUMNS.slice(0, CSV_COLUMNS.indexOf('ns'));
  const after = CSV_COLUMNS.slice(CSV_COLUMNS.indexOf('ew') + 1);
  const columns: string[] = withPlayers ? [...before, 'n', 'e', 's', 'w', ...after] : [...CSV_COLUMNS];
  const header: string[] = [...columns, ...(withForm ? ['form'] : []), ...(options.extra?.header ?? [])];
  const lines = [header.map((h) => csvField(h, sep)).join(sep)];
  event.entries.forEach((e, k) => {
    const row = travellerRow(e);
    const cells: Array<string | number | undefined> = withPlayers
      ? [...before.map((c) => row[c]), ...SEATS.map((seat) => e.players?.[seat]), ...after.map((c) => row[c])]
      : CSV_COLUMNS.map((c) => row[c]);
    if (withForm) cells.push(row.form);
    const guarded = cells.map((c, j) => (typeof c === 'string' && CSV_FREE_TEXT.has(header[j]) ? guardCell(c) : c));
    if (options.extra) guarded.push(...(options.extra.rows[k] ?? []));
    lines.push(guarded.map((c) => csvField(c, sep)).join(sep));
  });
  return lines.join('\n') + '\n';
}
