/**
 * What the pane asks of the world: the workbook layer (the only Office.js speaker) and the engine's file
 * readers. Views receive these through context, so tests can put their own in.
 */
import type { ReadResult } from './engine';
import * as wb from '../workbook';

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

/**
 * Reads a results file (PBN, USEBIO, CSV traveller, preferans protocol) with the engine's readers, which
 * recognise the format and the text encoding themselves. They are loaded on first use, off the initial bundle.
 */
export async function readResultsFile(name: string, bytes: Uint8Array): Promise<ReadResult> {
  const io = await import(/* webpackChunkName: "readers" */ '../engine/io/detect');
  return io.readResultsFile(bytes, name);
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
