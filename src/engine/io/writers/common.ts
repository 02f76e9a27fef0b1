/**
 * What the writers share: the computed figures they may add beside the travellers, number printing, and the
 * notes on what a format cannot express.
 */
import type { ArtificialLevel, BoardScore, ContestantTotal, ScoredEntry } from '../../model/types';
import { DEFAULT_PRESET_ID, getPreset } from '../../presets';
import type { Preset } from '../../presets/types';
import {
  decimalSeparator,
  localFigureText,
  playersTexts,
  printBoardMp,
  printBoardPercent,
  printedText,
  type FigureKind,
} from '../../print/figures';

/** Figures computed by the engine, written beside the travellers (all optional). */
export interface WrittenScores {
  /** Parallel to event.entries. */
  entries?: ScoredEntry[];
  boards?: BoardScore[];
  totals?: ContestantTotal[];
  /** The preset the figures were scored with: it says how they are printed (scale, rounding, decimals). */
  preset?: Preset;
  /** Name written as the program (with the preset, so that check picks the same preset back). */
  program?: string;
  /** The preset's fixed artificial figures (Law 12C2(a)/(b)), for codes and notes. Default 60/50/40 %, ±3 IMP. */
  artificial?: { percent: Record<ArtificialLevel, number>; imps: Record<ArtificialLevel, number> };
}

export const DEFAULT_ARTIFICIAL: NonNullable<WrittenScores['artificial']> = {
  percent: { plus: 60, average: 50, minus: 40 },
  imps: { plus: 3, average: 0, minus: -3 },
};

/** The program name this project writes into files, with the preset used. */
export const PROGRAM = 'bridge-scorer-excel';

/** "bridge-scorer-excel (preset pzbs)", with ", program kops" when the program is not the preset's usual one. */
export function programName(preset?: string, program?: string): string {
  if (!preset) return PROGRAM;
  return program ? `${PROGRAM} (preset ${preset}, program ${program})` : `${PROGRAM} (preset ${preset})`;
}

/** Full-precision decimal text (no exponent for ordinary figures; -0 is 0). */
export function num(x: number): string {
  if (Object.is(x, -0) || x === 0) return '0';
  return String(Number(x.toPrecision(15)));
}

/** A line's figures as the preset prints them, as text ('' where the line has none). */
export interface LineTexts {
  mpNS: string;
  mpEW: string;
  pctNS: string;
  pctEW: string;
  impNS: string;
  impEW: string;
}

/**
 * The printed figures of the written scores, from the print rules (src/engine/print): each line's and each
 * contestant's, as text with the preset's decimals, in a locale's decimal separator when one is given.
 */
export function printedScores(scores: WrittenScores, locale?: string) {
  const preset = scores.preset ?? getPreset(DEFAULT_PRESET_ID);
  const tops = new Map((scores.boards ?? []).map((b) => [b.board, b.top]));
  const separator = locale ? decimalSeparator(locale) : '.';
  const text = (kind: FigureKind, x: number | undefined) =>
    locale ? localFigureText(preset, kind, x, locale) : printedText(preset, kind, x);
  const mp = (x: number | undefined, board: number) =>
    x === undefined ? '' : text('boardMp', printBoardMp(preset, x, tops.get(board) ?? 0));
  const pct = (x: number | undefined) => (x === undefined ? '' : text('boardPercent', printBoardPercent(preset, x)));
  return {
    preset,
    /**
     * A line's figures. With `players`, a side of an individual whose two players Law 12C2(c) parted shows both
     * players' figures, as its Travellers cell does ("3.50 / 2.40", playersTexts()); the formats whose figure
     * fields hold one number each leave it out and write the side's.
     */
    line(k: number, board: number, players = false): LineTexts {
      const sc = scores.entries?.[k] ?? {};
      const out: LineTexts = {
        mpNS: mp(sc.mpNS, board),
        mpEW: mp(sc.mpEW, board),
        pctNS: pct(sc.pctNS),
        pctEW: pct(sc.pctEW),
        impNS: text('imp', sc.impNS),
        impEW: text('imp', sc.impEW),
      };
      if (!players || !('seats' in sc) || sc.seats === undefined) return out;
      for (const side of ['NS', 'EW'] as const) {
        const both = playersTexts(preset, sc, side, tops.get(board) ?? 0, separator);
        if (both === undefined) continue;
        if (both.mp !== undefined) out[`mp${side}`] = both.mp;
        if (both.pct !== undefined) out[`pct${side}`] = both.pct;
        if (both.imp !== undefined) out[`imp${side}`] = both.imp;
      }
      return out;
    },
    /** A contestant's total (matchpoints or IMPs) and percentage. */
    total(t: ContestantTotal, imp: boolean): { total: string; percent: string; penalty: string } {
      return {
        total: text(imp ? 'imp' : 'total', t.total),
        percent: text('percent', t.percent),
        penalty: t.penalty ? text(imp ? 'imp' : 'total', t.penalty) : '',
      };
    },
    text,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Export notes: what a written format cannot express for this event
// ---------------------------------------------------------------------------------------------------------------

/**
 * What a format loses or leaves to interpretation, as data: a code, the place (board, table) and the values the
 * text needs. `message` is the English text; the pane translates the code with the same values.
 */
export type ExportNoteCode =
  /** USEBIO: an artificial score without a figure written as a fixed A-code (fixed Ave+ or 12C2(c) session figure?). */
  | 'artificial-fixed-or-session'
  /** PBN: A+ / A- cells scored at a figure other than the preset's fixed one (Law 12C2(c)). */
  | 'artificial-session-figure'
  /** USEBIO: an artificial figure that the usual two-digit code (A6040) cannot hold. */
  | 'artificial-code-unusual'
  /** A ruling in the project's own field; the standard score field holds the table result it replaced. */
  | 'ruling-hidden-table-score'
  /** A ruling in the project's own field; the standard score field is empty. */
  | 'ruling-hidden-no-score'
  /** A procedural penalty written only in the project's own field. */
  | 'penalty-not-in-format'
  /** A procedural penalty on a line without a ruling: the format has no place for it. */
  | 'penalty-not-written'
  /** A result cancelled with no adjusted score: the format has no mark for it. */
  | 'cancelled-not-in-format'
  /** Law 87: the board's forms are in the project's own field. */
  | 'forms-not-in-format'
  /** Lines without a result yet, written without one. */
  | 'pending-lines'
  /** CSV: results and rulings only, no computed figures. */
  | 'csv-no-figures'
  /** PBN: letters outside ISO-8859-1, written in UTF-8. */
  | 'pbn-charset'
  /** Team match in PBN: no team totals are written. */
  | 'teams-no-totals';

export type NoteParams = Record<string, string | number>;

export interface ExportNote {
  code: ExportNoteCode;
  board?: number;
  table?: number;
  /** "1 v 2": the line's pairs, when it has no table number. */
  pairs?: string;
  params: NoteParams;
  message: string;
}

/** Receives the notes a writer makes while it writes. */
export type NoteSink = (note: ExportNote) => void;

/**
 * The English text of each note; `{name}` is a value from the note's params. The pane's English texts
 * (taskpane/i18n/en.ts, keys note…) are the same.
 */
export const NOTE_TEXT: Record<ExportNoteCode, string> = {
  'artificial-fixed-or-session':
    "'{ruling}' is written as {field} {code}. USEBIO cannot tell a fixed average-plus or average-minus from the session figure of Law 12C2(c): another program takes {code} as fixed. This event scores the line NS {ns}, EW {ew}; the computed figures of the line say so.",
  'artificial-session-figure':
    "'{ruling}' is written as Score_NS {nsCell} and Score_EW {ewCell}; a program that recomputes it uses its own fixed figure. This event scores the line NS {ns}, EW {ew} (Law 12C2(c)), as the computed columns show.",
  'artificial-code-unusual':
    "'{ruling}' is written as {field} {code}; programs usually write two two-digit figures (A6040), so another program may not read it.",
  'ruling-hidden-table-score':
    "the ruling '{ruling}' is in the field {extension}, which other programs do not read: they see {field} with the table result {score}, which the ruling replaced. The computed figures are the ruling's.",
  'ruling-hidden-no-score':
    "the ruling '{ruling}' is in the field {extension}, which other programs do not read: {field} is empty, so they see no result. The computed figures are the ruling's.",
  'penalty-not-in-format':
    'the procedural penalty {penalty} is only in the field {extension}, which other programs do not read; a program that recomputes the totals will not take it off.',
  'penalty-not-written':
    'the procedural penalty {penalty} stands on a line without a ruling; {format} has no place for it, so it is not in the file.',
  'cancelled-not-in-format':
    'the table result was cancelled without an adjusted score; {format} cannot mark that, so the line is written without a result.',
  'forms-not-in-format':
    'the board was played in {forms} forms (Law 87). {format} has no standard field for a form: it is in the field {extension}, and a program that ignores it compares all the results as one field. The figures in the file are scored form by form.',
  'pending-lines': 'Lines without a result yet: {count} (boards {boards}); they are written without one.',
  'csv-no-figures': 'A CSV traveller holds the results and rulings only: no matchpoints, percentages, IMPs or ranking.',
  'pbn-charset':
    "PBN's character set is ISO-8859-1 (Latin-1); some names use other letters ({sample}), so the file is in UTF-8, which an older program may show wrongly.",
  'teams-no-totals':
    "A team match in PBN is written room by room with its IMPs; the teams' totals are not in the file.",
};

/** Fills {name} placeholders with the note's values. */
export function fillNote(template: string, params: NoteParams): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (params[k] === undefined ? m : String(params[k])));
}

/** "board 3, table 2: …", "board 3 (1 v 2): …", "board 3: …" or the text alone. */
export function notePlace(n: Pick<ExportNote, 'board' | 'table' | 'pairs'>): string {
  if (n.board === undefined) return '';
  if (n.table !== undefined) return `board ${n.board}, table ${n.table}: `;
  if (n.pairs !== undefined) return `board ${n.board} (${n.pairs}): `;
  return `board ${n.board}: `;
}

/** A note with its English message. */
export function makeNote(
  code: ExportNoteCode,
  params: NoteParams,
  place: { board?: number; table?: number; pairs?: string } = {},
): ExportNote {
  const where: Pick<ExportNote, 'board' | 'table' | 'pairs'> = {};
  if (place.board !== undefined) where.board = place.board;
  if (place.table !== undefined) where.table = place.table;
  else if (place.pairs !== undefined) where.pairs = place.pairs;
  const text = fillNote(NOTE_TEXT[code], params);
  const lead = notePlace(where);
  return { code, ...where, params, message: lead ? `${lead}${text}` : text.charAt(0).toUpperCase() + text.slice(1) };
}

/** The place of a traveller line for a note. */
export function linePlace(e: { board: number; table?: number; ns?: string; ew?: string }): {
  board: number;
  table?: number;
  pairs?: string;
} {
  if (e.table !== undefined) return { board: e.board, table: e.table };
  if (e.ns !== undefined || e.ew !== undefined) return { board: e.board, pairs: `${e.ns ?? '?'} v ${e.ew ?? '?'}` };
  return { board: e.board };
}

/** A figure with its unit for a note: "63.13 %" or "+3 IMP" (2 decimals at most). */
export function figureText(x: number | undefined, imp: boolean): string {
  if (x === undefined || !Number.isFinite(x)) return '–';
  const v = Number(x.toFixed(2));
  return imp ? `${v > 0 ? '+' : ''}${v} IMP` : `${v} %`;
}

/** Boards with lines of more than one form (Law 87), with how many forms each has. */
export function boardForms(entries: readonly { board: number; form?: string }[]): Map<number, number> {
  const forms = new Map<number, Set<string>>();
  for (const e of entries) {
    const s = forms.get(e.board) ?? new Set<string>();
    s.add(e.form ?? '');
    forms.set(e.board, s);
  }
  const out = new Map<number, number>();
  for (const [b, s] of forms) if (s.size > 1 || !s.has('')) out.set(b, s.size);
  return out;
}
