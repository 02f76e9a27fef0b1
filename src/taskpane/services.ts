/**
 * What the pane asks of the world: the workbook layer (the only Office.js speaker) and the engine's file
 * readers. Views receive these through context, so tests can put their own in.
 */
import * as wb from '../workbook';
import type { DdOutcome, DdSolveOptions } from '../engine';
import type { BwsRead } from './engine';
import type { ExportFormat, ExportResult, PageLanguage, ReadResult, Rule113Input, Rule113Options } from './engine';

/** The workbook layer's pure helpers and types the views use: the pane reaches the workbook only through this file. */
export {
  markKey,
  openIssues,
  boardFrequency,
  compareEvents,
  EventExistsError,
  isImportLine,
  settingsFromFile,
  lineScores,
  lineTarget,
  patchedEvent,
  preferansRulingText,
  presetOf,
  scoreLoaded,
  scoreProtocols,
  WorkbookSetupError,
} from '../workbook';
export type {
  BridgemateReport,
  CheckMark,
  AddRefusal,
  DecidedImportReport,
  EventPatch,
  EventSettings,
  FileSettings,
  ImportComparison,
  ImportMode,
  ImportReport,
  NewEventOptions,
  PreferansEvent,
  PreferansImportReport,
  ProtocolRead,
  RowProblem,
  RulingLogLine,
  ShapeProblem,
  SideScores,
  TemplateId,
  TravellerTarget,
  WorkbookEvent,
  KeptDoubleDummy,
} from '../workbook';

/** A file as the readers give it, with the preset of the program that wrote it (when the engine knows it). */
export type PaneRead = ReadResult & { programPreset?: wb.ProgramPreset };

export interface Services {
  readEvent: typeof wb.readEvent;
  /** `edited`: addresses the scorer just changed (a contract changed alone takes its score with it). */
  rescoreEvent: (progress?: wb.Progress, edited?: readonly string[]) => Promise<wb.RescoreReport>;
  createEvent: (o: wb.NewEventOptions) => Promise<wb.NewEventReport>;
  importResults: (data: ReadResult['event'], progress?: wb.Progress) => Promise<wb.ImportReport>;
  /** Into a workbook with an event: replace it or add to it, archived first and logged (two syncs). */
  importEvent: (
    data: ReadResult['event'],
    choice: wb.ImportChoice,
    progress?: wb.Progress,
  ) => Promise<wb.DecidedImportReport>;
  /** Puts back the event an import changed, from its archive sheet (two syncs). */
  undoImport: (line: Pick<wb.RulingLogLine, 'id' | 'rulingBefore'>) => Promise<{ syncs: number; archive: string }>;
  /** Writes the event's settings and rescores under them (two syncs). */
  updateSettings: (change: Partial<wb.EventSettings>) => ReturnType<typeof wb.updateSettings>;
  applyRuling: (target: wb.TravellerTarget, ruling: string, log: wb.RulingLogFields) => Promise<wb.RulingOutcome>;
  /** The same ruling on several lines (Law 87, a fouled board): one log line each, two syncs in all. */
  applyRulings: (
    targets: readonly wb.TravellerTarget[],
    ruling: string,
    log: wb.RulingLogFields,
  ) => Promise<{ outcomes: wb.RulingOutcome[]; syncs: number; patch?: wb.EventPatch }>;
  /** `board`: the logged ruling's, so that only its board's lines and the ruled ones are read. */
  editRuling: (id: number, ruling: string, log: wb.RulingLogFields, board?: number) => Promise<wb.RulingOutcome>;
  /** `board`: the logged ruling's, so that only its board's lines and the ruled ones are read. */
  undoRuling: (id: number, board?: number) => Promise<{ after: wb.SideScores; syncs: number; patch?: wb.EventPatch }>;
  readRulingLog: () => Promise<wb.RulingLogLine[]>;
  selectedTravellerRow: () => Promise<number | undefined>;
  readFile: (name: string, bytes: Uint8Array) => Promise<PaneRead>;
  removeEmptyLines: () => Promise<{ removed: number; syncs: number }>;
  /** Writes the event as read from the workbook (with its Rulings log) in a file format, scored with its preset. */
  exportEvent: (event: wb.WorkbookEvent, format: ExportFormat, lang: PageLanguage) => Promise<ExportResult>;
  /** Follows the selection on the Travellers sheet; resolves to the function that stops it. */
  onTravellerSelection: (onRow: (row: number) => void) => Promise<() => Promise<void>>;
  /** Follows the user's edits of the Travellers sheet (not the computed columns); resolves to the stop function. */
  /**
   * Whether Excel says which changes are the add-in's own writes (ExcelApi 1.14): then no edit typed while the pane
   * works is missed, and the pane may show the event an action gives instead of reading it again.
   */
  tellsOwnWrites: () => boolean;
  /** `typed`: Excel vouches that the edit is the user's, not one of the add-in's own writes (ExcelApi 1.14). */
  onTravellerEdits: (onEdit: (address: string, typed: boolean) => void) => Promise<() => Promise<void>>;

  // Duplicate preferans: the Protocols table instead of the Travellers.
  /** One sync: the protocol lines, the settings, what could not be read and the Rulings log. */
  readPreferans: () => Promise<wb.PreferansEvent>;
  /** Scores the protocols under the event's preset and writes mp, pct and the ranking (two syncs). */
  rescorePreferans: (progress?: wb.Progress) => Promise<wb.PreferansRescoreReport>;
  /** Puts a protocol file (`read.preferans`) into the Protocols table and rescores (two syncs). */
  importPreferans: (read: ReadResult, progress?: wb.Progress) => Promise<wb.PreferansImportReport>;
  /** A seat's ruling (A+, A, A-, A<percent>, NP) with one log line (two syncs). */
  applyPreferansRuling: (
    target: wb.PreferansTarget,
    ruling: string,
    log: wb.RulingLogFields,
  ) => Promise<wb.PreferansRulingOutcome>;
  /** Code §11.3В on a whole table: the players at fault Ave−, the others Ave+ unless their result is kept. */
  applyPreferansRule113: (
    input: Rule113Input,
    log: wb.RulingLogFields,
    options?: Rule113Options,
  ) => Promise<wb.PreferansRulingOutcome>;
  undoPreferansRuling: (id: number) => Promise<{ syncs: number }>;
  /** Whether Office can show the add-in's dialog (false in a plain browser). */
  dialogAvailable: () => boolean;
  /** Shows a printable page or a file in the add-in's Office dialog (print or save from there). */
  showInDialog: (payload: wb.DialogPayload) => Promise<void>;
  /** Enters again the add-in's formulas that show #NAME? (a template opened before the add-in); at start. */
  reenterFormulas: () => Promise<wb.ReenterReport>;
  /** A ruling of the director's flow on the seats of one table (§10–§11): cells, forms, one log line; two syncs. */
  applyPreferansTableRuling: (
    where: { deal: string | number; table: string | number },
    seats: readonly wb.PreferansSeatRuling[],
    log: wb.RulingLogFields,
  ) => Promise<wb.PreferansRulingOutcome>;

  // Bridgemate: results from the table devices.
  /** Reads a .bws with the engine's reader (loaded on first use). */
  readBws: (name: string, bytes: Uint8Array) => Promise<BwsRead>;
  /** Puts one section into the workbook, or adds what is new in it when the workbook holds it already (two syncs). */
  importBridgemate: (input: wb.BridgemateInput, progress?: wb.Progress) => Promise<wb.BridgemateReport>;
  /** The warnings the director cleared (one sync). */
  readCheckMarks: () => Promise<wb.CheckMark[]>;
  /** Keeps a cleared warning in the workbook (two syncs). */
  clearCheck: (mark: wb.CheckMark) => Promise<{ marks: wb.CheckMark[]; syncs: number }>;

  // Double dummy: the solver off the pane's thread, and its tables kept in the workbook.
  /** Solves a deal in the pane's worker (one at a time; abort the signal to cancel). */
  solveDeal: (deal: string, options?: DdSolveOptions) => Promise<DdOutcome>;
  /** Keeps a board's table in the DoubleDummy table (two syncs). */
  keepDoubleDummy: (board: number, dd: wb.KeptDoubleDummy) => Promise<{ syncs: number; notKept?: string }>;
}

/** Reads a Bridgemate .bws with the engine's reader, loaded on first use with the other readers. */
export async function readBwsFile(name: string, bytes: Uint8Array): Promise<BwsRead> {
  const io = await import(/* webpackChunkName: "readers" */ '../engine/io/bws');
  return io.readBws(bytes, { file: name });
}

/**
 * Reads a results file (PBN, USEBIO, CSV traveller, preferans protocol) with the engine's readers, which
 * recognise the format and the text encoding themselves. They are loaded on first use, off the initial bundle.
 */
export async function readResultsFile(name: string, bytes: Uint8Array): Promise<PaneRead> {
  const io = await import(/* webpackChunkName: "readers" */ '../engine/io/detect');
  const read = io.readResultsFile(bytes, name);
  const hit = io.presetForProgram(read.event.program);
  return hit ? { ...read, programPreset: hit } : read;
}

/** The boards' deals and kept double-dummy tables as the writers take them (PBN Deal and Optimum tags, the page). */
export function boardInfoOf(
  cards: wb.WorkbookEvent['cards'],
): Record<number, { deal?: string; doubleDummy?: wb.KeptDoubleDummy }> {
  const out: Record<number, { deal?: string; doubleDummy?: wb.KeptDoubleDummy }> = {};
  for (const [board, c] of Object.entries(cards ?? {})) {
    out[Number(board)] = {
      ...(c.deal ? { deal: c.deal } : {}),
      ...(c.doubleDummy ? { doubleDummy: c.doubleDummy } : {}),
    };
  }
  return out;
}

/**
 * Writes the workbook's event with the engine's export (scored with the event's preset; the printable page lists
 * the Rulings log's director, laws and answers). The export code is loaded on first use, off the initial bundle.
 */
export async function exportWorkbookEvent(
  event: wb.WorkbookEvent,
  format: ExportFormat,
  lang: PageLanguage,
): Promise<ExportResult> {
  const io = await import(/* webpackChunkName: "export" */ '../engine/io/export');
  return io.exportEvent(event.event, {
    format,
    boardInfo: boardInfoOf(event.cards),
    preset: wb.presetOf(event.settings),
    lang,
    rulingsLog: event.log,
    ...(event.settings.title ? { baseName: io.exportBaseName(event.settings.title) } : {}),
  });
}

/**
 * The workbook's actions that the first paint does not need, each fetched on first use: imports and the
 * settings they share (office/import), Bridgemate files and their warnings, duplicate preferans (read only when
 * the workbook holds no bridge event), rulings, the new event's sheets and the double-dummy tables.
 */
const office = {
  import: () => import(/* webpackChunkName: "workbook-import" */ '../workbook/office/import'),
  bridgemate: () => import(/* webpackChunkName: "workbook-bridgemate" */ '../workbook/office/bridgemate'),
  preferans: () => import(/* webpackChunkName: "workbook-preferans" */ '../workbook/office/preferans'),
  rulings: () => import(/* webpackChunkName: "workbook-rulings" */ '../workbook/office/rulings'),
  setup: () => import(/* webpackChunkName: "workbook-setup" */ '../workbook/office/setup'),
  deals: () => import(/* webpackChunkName: "workbook-deals" */ '../workbook/office/deals'),
};

/**
 * What the ruling section uses as soon as a line is picked (the deal is solved and its table kept, a ruling is
 * written), fetched with the section after the first paint so that picking a line does not wait for it.
 */
export function preloadRulingActions(): Promise<unknown> {
  return Promise.all([
    office.rulings(),
    office.deals(),
    import(/* webpackChunkName: "dd-client" */ './dd-client'),
    typeof Worker === 'undefined' ? undefined : import(/* webpackChunkName: "dd" */ './dd-worker'),
  ]);
}

export const defaultServices: Services = {
  readEvent: () => wb.readEvent(),
  rescoreEvent: (progress, edited) => wb.rescoreEvent(undefined, progress, edited),
  createEvent: async (o) => (await office.setup()).createEvent(o),
  importResults: async (data, progress) => (await office.import()).importResults(data, undefined, progress),
  importEvent: async (data, choice, progress) => (await office.import()).importEvent(data, choice, undefined, progress),
  undoImport: async (line) => (await office.import()).undoImport(line),
  updateSettings: async (change) => (await office.import()).updateSettings(change),
  applyRuling: async (target, ruling, log) => (await office.rulings()).applyRuling(target, ruling, log),
  applyRulings: async (targets, ruling, log) => (await office.rulings()).applyRulings(targets, ruling, log),
  editRuling: async (id, ruling, log, board) => (await office.rulings()).editRuling(id, ruling, log, undefined, board),
  undoRuling: async (id, board) => (await office.rulings()).undoRuling(id, undefined, board),
  readRulingLog: async () => (await office.rulings()).readRulingLog(),
  selectedTravellerRow: () => wb.selectedTravellerRow(),
  readFile: readResultsFile,
  removeEmptyLines: async () => (await office.import()).removeEmptyLines(),
  onTravellerSelection: (onRow) => wb.onTravellerSelection(onRow),
  onTravellerEdits: (onEdit) => wb.onTravellerEdits(onEdit),
  tellsOwnWrites: () => wb.tellsOwnWrites(),
  exportEvent: exportWorkbookEvent,
  readPreferans: async () => (await office.preferans()).readPreferans(),
  rescorePreferans: async (progress) => (await office.preferans()).rescorePreferans(undefined, progress),
  importPreferans: async (read, progress) => (await office.preferans()).importPreferans(read, undefined, progress),
  applyPreferansRuling: async (target, ruling, log) =>
    (await office.preferans()).applyPreferansRuling(target, ruling, log),
  applyPreferansRule113: async (input, log, options) =>
    (await office.preferans()).applyPreferansRule113(input, log, undefined, options),
  undoPreferansRuling: async (id) => (await office.preferans()).undoPreferansRuling(id),
  reenterFormulas: () => wb.reenterAddinFormulas(),
  dialogAvailable: () => wb.dialogAvailable(),
  showInDialog: (payload) => wb.showInDialog(payload),
  applyPreferansTableRuling: async (where, seats, log) =>
    (await office.preferans()).applyPreferansTableRuling(where, seats, log),
  readBws: readBwsFile,
  importBridgemate: async (input, progress) => (await office.bridgemate()).importBridgemate(input, undefined, progress),
  readCheckMarks: async () => (await office.bridgemate()).readCheckMarks(),
  clearCheck: async (mark) => (await office.bridgemate()).clearCheck(mark),
  // The client and the solver are fetched on the first deal solved, off the pane's first download.
  solveDeal: async (deal, options) => {
    const { ddClient } = await import(/* webpackChunkName: "dd-client" */ './dd-client');
    return ddClient.solve(deal, options);
  },
  keepDoubleDummy: async (board, dd) => (await office.deals()).keepDoubleDummy(board, dd),
};
