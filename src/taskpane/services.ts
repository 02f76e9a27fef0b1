/**
 * What the pane asks of the world: the workbook layer (the only Office.js speaker) and the engine's file
 * readers. Views receive these through context, so tests can put their own in.
 */
import type { ReadResult } from './engine';
import * as wb from '../workbook';

export type FileFormat = 'pbn' | 'usebio' | 'csv';

export interface Services {
  readEvent: typeof wb.readEvent;
  rescoreEvent: (progress?: wb.Progress) => Promise<wb.RescoreReport>;
  createEvent: (o: wb.NewEventOptions) => Promise<wb.NewEventReport>;
  importResults: (data: ReadResult['event'], progress?: wb.Progress) => Promise<wb.ImportReport>;
  applyRuling: (target: wb.TravellerTarget, ruling: string, log: wb.RulingLogFields) => Promise<wb.RulingOutcome>;
  editRuling: (id: number, ruling: string, log: wb.RulingLogFields) => Promise<wb.RulingOutcome>;
  undoRuling: (id: number) => Promise<{ after: wb.SideScores; syncs: number }>;
  readRulingLog: () => Promise<wb.RulingLogLine[]>;
  selectedTravellerRow: () => Promise<number | undefined>;
  readFile: (name: string, bytes: Uint8Array) => Promise<ReadResult>;
  removeEmptyLines: () => Promise<{ removed: number; syncs: number }>;
  /** Follows the selection on the Travellers sheet; resolves to the function that stops it. */
  onTravellerSelection: (onRow: (row: number) => void) => Promise<() => Promise<void>>;
}

/** The format of a results file, from its name and, failing that, its first characters. */
export function detectFormat(name: string, text: string): FileFormat {
  const lower = name.toLowerCase();
  if (lower.endsWith('.pbn')) return 'pbn';
  if (lower.endsWith('.xml')) return 'usebio';
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  const head = text.trimStart().slice(0, 200);
  if (head.startsWith('<')) return 'usebio';
  if (head.startsWith('%') || head.startsWith('[')) return 'pbn';
  return 'csv';
}

/** Text of a file: UTF-8 when it is valid UTF-8 (a byte order mark is dropped), else Windows-1252 (ISO-8859-1). */
export function decodeFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reads a results file with the engine's reader for its format (loaded on first use, off the initial bundle). */
export async function readResultsFile(name: string, bytes: Uint8Array): Promise<ReadResult> {
  const text = decodeFile(bytes);
  const format = detectFormat(name, text);
  if (format === 'pbn')
    return (await import(/* webpackChunkName: "readers" */ '../engine/io/pbn')).readPbn(text, { file: name });
  if (format === 'usebio') {
    return (await import(/* webpackChunkName: "readers" */ '../engine/io/usebio')).readUsebio(text, { file: name });
  }
  return (await import(/* webpackChunkName: "readers" */ '../engine/io/csv')).readCsv(text, { file: name });
}

export const defaultServices: Services = {
  readEvent: () => wb.readEvent(),
  rescoreEvent: (progress) => wb.rescoreEvent(undefined, progress),
  createEvent: (o) => wb.createEvent(o),
  importResults: (data, progress) => wb.importResults(data, undefined, progress),
  applyRuling: (target, ruling, log) => wb.applyRuling(target, ruling, log),
  editRuling: (id, ruling, log) => wb.editRuling(id, ruling, log),
  undoRuling: (id) => wb.undoRuling(id),
  readRulingLog: () => wb.readRulingLog(),
  selectedTravellerRow: () => wb.selectedTravellerRow(),
  readFile: readResultsFile,
  removeEmptyLines: () => wb.removeEmptyLines(),
  onTravellerSelection: (onRow) => wb.onTravellerSelection(onRow),
};
