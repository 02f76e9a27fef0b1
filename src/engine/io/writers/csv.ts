/**
 * CSV traveller writer: the columns the CSV reader reads, one row per traveller line in the event's order,
 * optionally followed by computed columns (mp_ns, mp_ew, pct_ns, pct_ew or imp_ns, imp_ew) at full precision.
 */
import { formatContract } from '../../model/contract';
import type { EventData, PlayedResult, TravellerEntry } from '../../model/types';
import { printRuling } from '../../rulings/notation';

export const CSV_COLUMNS = [
  'board',
  'table',
  'round',
  'ns',
  'ew',
  'contract',
  'declarer',
  'lead',
  'result',
  'score_ns',
  'ruling',
] as const;

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
    contract: played ? formatContract(played.contract) : e.status === 'notPlayed' ? 'NP' : undefined,
    declarer: played?.declarer,
    lead: e.lead,
    result: played ? relativeResult(played) : undefined,
    score_ns: e.scoreNS,
    ruling: e.ruling ? printRuling(e.ruling) : undefined,
    form: e.form,
  };
}

export function writeCsv(event: EventData, options: CsvWriteOptions = {}): string {
  const sep = options.separator ?? ',';
  const withForm = event.entries.some((e) => e.form !== undefined);
  const header: string[] = [...CSV_COLUMNS, ...(withForm ? ['form'] : []), ...(options.extra?.header ?? [])];
  const lines = [header.map((h) => csvField(h, sep)).join(sep)];
  event.entries.forEach((e, k) => {
    const row = travellerRow(e);
    const cells: Array<string | number | undefined> = CSV_COLUMNS.map((c) => row[c]);
    if (withForm) cells.push(row.form);
    if (options.extra) cells.push(...(options.extra.rows[k] ?? []));
    lines.push(cells.map((c) => csvField(c, sep)).join(sep));
  });
  return lines.join('\n') + '\n';
}
