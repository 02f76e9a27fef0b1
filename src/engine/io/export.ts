/**
 * Export: one door for writing an event to a file, shared by the command line (`convert`) and the task pane.
 *
 * exportEvent scores the event with the engine under the given preset (scored.ts), writes it in the chosen
 * format (USEBIO 1.2, PBN 2.1, the CSV traveller, or the printable HTML page) and returns the text with a file
 * name, a MIME type and the notes: what this format cannot express for this event (an average-plus that USEBIO
 * cannot tell from the 12C2(c) session figure, rulings in fields other programs do not read, procedural
 * penalties, Law 87 forms, lines without a result, ...). The notes are data (a code and its values) with an
 * English message; the pane translates the codes.
 */
import { BridgeInputError, type EventData } from '../model/types';
import type { Preset } from '../presets/types';
import { getAuthority } from '../presets';
import type { BoardInfo } from './check';
import { scoreAnyEvent } from './scored';
import { teamTotals } from '../teams/totals';
import { makeNote, programName, type ExportNote, type WrittenScores } from './writers/common';
import { writeCsv } from './writers/csv';
import { writeHtml, type PageLanguage, type RulingLogRecord } from './writers/html';
import { flowOptionsFor } from '../rulings/flows/options';
import { writePbn } from './writers/pbn';
import { writeUsebio } from './writers/usebio';

export type ExportFormat = 'usebio' | 'pbn' | 'csv' | 'html';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['usebio', 'pbn', 'csv', 'html'];

export interface ExportOptions {
  format: ExportFormat;
  preset: Preset;
  /** Dealer, vulnerability and deals by board, when known (PBN Deal tags, USEBIO HANDSET). */
  boardInfo?: Record<number, BoardInfo>;
  /** Language of the printable page (headings and labels). Default English. */
  lang?: PageLanguage;
  /** The workbook's Rulings log: the page adds each standing ruling's director, laws and answers. */
  rulingsLog?: readonly RulingLogRecord[];
  /** File name without its extension; default: from the event's title, else "results". */
  baseName?: string;
}

export interface ExportResult {
  text: string;
  fileName: string;
  mime: string;
  notes: ExportNote[];
}

const EXTENSION: Record<ExportFormat, string> = { usebio: 'xml', pbn: 'pbn', csv: 'csv', html: 'html' };
const MIME: Record<ExportFormat, string> = {
  usebio: 'application/xml;charset=utf-8',
  pbn: 'text/plain;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
  html: 'text/html;charset=utf-8',
};

/** A file name from a title: letters, digits, '-' and '_' kept, runs of anything else become one '-'. */
export function exportBaseName(title: string | undefined): string {
  const base = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return base || 'results';
}

/** Boards as "1-3, 7" for a note. */
function boardList(boards: readonly number[]): string {
  const sorted = [...new Set(boards)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j;
  }
  return parts.join(', ');
}

/** Writes the event in the chosen format; throws BridgeInputError for an event the format cannot hold at all. */
export function exportEvent(event: EventData, options: ExportOptions): ExportResult {
  const { format, preset } = options;
  if (!EXPORT_FORMATS.includes(format)) {
    throw new BridgeInputError(`'${String(format)}' is not an export format (${EXPORT_FORMATS.join(', ')})`, format);
  }
  if (event.kind === 'preferans') {
    throw new BridgeInputError('a duplicate-preferans event has its own protocol; it is not exported in these formats');
  }
  if (format === 'usebio' && event.kind === 'teams') {
    throw new BridgeInputError('a team match cannot be written as USEBIO here: export it as PBN or CSV');
  }
  if (format === 'usebio' && (event.kind === 'individual' || event.entries.some((e) => e.players))) {
    throw new BridgeInputError('an individual event cannot be written as USEBIO here: export it as PBN or CSV');
  }
  const notes: ExportNote[] = [];
  const note = (n: ExportNote) => notes.push(n);
  const boardInfo = options.boardInfo ?? {};

  const pending = event.entries.filter((e) => e.status === 'pending');
  if (pending.length) {
    note(makeNote('pending-lines', { count: pending.length, boards: boardList(pending.map((e) => e.board)) }));
  }

  let text: string;
  if (format === 'csv') {
    note(makeNote('csv-no-figures', {}));
    text = writeCsv(event);
  } else {
    const scored = scoreAnyEvent(event, preset, boardInfo);
    const scores: WrittenScores = {
      entries: scored.entries,
      ...(scored.score ? { boards: scored.score.boards, totals: scored.score.totals } : {}),
      ...(scored.matches && format === 'html' ? { totals: teamTotals(scored.matches, preset.ranking.tieLabel) } : {}),
      preset,
      program: programName(preset.id, usualProgram(preset) ? undefined : preset.program),
      artificial: preset.artificial,
    };
    if (format === 'pbn') text = writePbn({ event, boardInfo, note }, scores);
    else if (format === 'usebio') text = writeUsebio({ event, boardInfo, note }, scores);
    else {
      text = writeHtml(event, scores, {
        boardInfo,
        presetName: preset.name,
        flowOptions: flowOptionsFor(preset, event),
        ...(options.lang ? { lang: options.lang } : {}),
        ...(options.rulingsLog ? { rulingsLog: options.rulingsLog } : {}),
      });
    }
  }
  // Notes on the whole event first, then board by board and table by table (the writers' order within a line).
  const order = notes.map((n, i) => ({ n, i }));
  order.sort((a, b) => (a.n.board ?? 0) - (b.n.board ?? 0) || (a.n.table ?? 0) - (b.n.table ?? 0) || a.i - b.i);
  return {
    text,
    fileName: `${options.baseName ?? exportBaseName(event.title)}.${EXTENSION[format]}`,
    mime: MIME[format],
    notes: order.map((o) => o.n),
  };
}

/** Whether the preset is scored with its authority's usual program. */
function usualProgram(preset: Preset): boolean {
  return getAuthority(preset.id).program === preset.program;
}

// The scoring the export shares with the command line's `score`.
export { scoreAnyEvent } from './scored';
