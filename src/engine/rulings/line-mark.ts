/**
 * The line mark: everything the director's cell of a traveller line (the `ruling` column) may hold. A ruling
 * in the notation of notation.ts is one kind of mark; the others change the line's status or leave its score
 * standing with a procedural penalty, laws or a note.
 *
 * Grammar (case does not matter; spaces between parts are free; a note comes last)
 *   <ruling>                    any ruling of notation.ts, read and printed by parseRuling / printRuling:
 *                               A60/40, 4S= N, 70% 3NT+1 N; 30% 3NT= N, NS: A+ | EW: A- … with its suffixes.
 *   NP [suffixes]               the board was not (and will not be) played at this table: no score for either
 *                               side, the board leaves both contestants' totals. Also NOT PLAYED, NOTPLAYED.
 *   CANCELLED [suffixes]        the table result is cancelled with no adjusted score (Law 15B1, 86B2(a)): no
 *                               score for either side. Also CANCELED, CANC.
 *                               A cancelled result that gets an adjusted score is written as that ruling alone:
 *                               the ruling replaces the result.
 *   FORM B [suffixes]           the result stands and was obtained in form B of a fouled board (Law 87B,
 *                               preferans §10Б): it is scored only against results of form B. The label is one
 *                               word, kept as written (B and b are two forms). The correct form has no label:
 *                               write no FORM.
 *   suffixes                    the score stands, with a procedural penalty, laws, who was at fault or a note.
 *
 * Suffixes, in any order, are those of the ruling notation:
 *   PP EW 25%   PP NS 1VP   PP NS 3IMP   PP EW 2MP   PP EW 10% player 17     procedural penalty
 *   L16B  L12C1c  §11.3В                                                     laws applied
 *   fault NS   fault EW   fault both   fault none   fault outside             who was at fault
 *   "note"                                                                   the director's note, last
 *
 * Examples: NP · NP L15B "no time left" · CANCELLED L86B2a fault both · FORM B L87B · PP EW 25% L90 ·
 * L16B "hesitation, no damage" · A60/40 PP EW 10%.
 *
 * An empty cell is the empty mark (nothing ruled). Printed (canonical) form: the ruling as printRuling prints
 * it; otherwise NP, CANCELLED or FORM <label>, then PP …, L…, fault …, "note". Reading a printed mark gives
 * it back unchanged; empty lists are left out of a mark.
 */
import { sourceSuffix } from '../model/contract';
import { NOT_PLAYED, isNotPlayedText } from '../model/marks';
import { BridgeInputError } from '../model/types';
import type { EntryStatus, Fault, ProceduralPenalty, Ruling, TravellerEntry } from '../model/types';
import type { StatusChange } from '../model/decision';
import {
  NotationReader,
  isNotationSuffixStart,
  normaliseNotation,
  parseRuling,
  printNotationSuffixes,
  printRuling,
  readNotationSuffixes,
  splitNotationNote,
  type NotationContext,
} from './notation';

/** Status a mark may give a line (a ruling gives 'ruled'). */
export type MarkStatus = Extract<EntryStatus, 'notPlayed' | 'cancelled'>;

/** What the director's cell of a traveller line holds. At most one of ruling, status and form. */
export interface LineMark {
  /** An adjusted score: replaces the table result. Its penalties, laws, fault and note are inside it. */
  ruling?: Ruling;
  /** Not played or cancelled: no score for either side. */
  status?: MarkStatus;
  /** Law 87: label of the changed form the result was obtained in (never '': the correct form has no label). */
  form?: string;
  /** Procedural penalties when there is no ruling to carry them (the score stands). */
  penalties?: ProceduralPenalty[];
  laws?: string[];
  fault?: Fault;
  note?: string;
}

/** A Law decision as far as the traveller line is concerned (LawDecision and FlowDecision both fit). */
export interface DecisionForMark {
  ruling?: Ruling;
  statusChange?: StatusChange;
  penalties?: readonly ProceduralPenalty[];
  laws?: readonly string[];
  fault?: Fault;
}

const HOW =
  "write a ruling (e.g. 'A60/40' or '4S= N'), NP, CANCELLED, 'FORM B', or only a penalty, laws or a note (e.g. 'PP EW 25%')";
const AFTER_HEAD = "after it write only 'PP …', 'L…', 'fault …' or a \"note\"";

const CANCELLED = /^(CANCELLED|CANCELED|CANC)$/i;

interface Head {
  status?: MarkStatus;
  form?: string;
  /** Words taken by the head. */
  words: number;
  /** The head as written, for messages. */
  text: string;
}

/** NP, NOT PLAYED, CANCELLED or FORM <label> at the start of the words, or undefined. */
function readHead(r: NotationReader, words: readonly string[]): Head | undefined {
  const first = words[0];
  if (first === undefined) return undefined;
  if (isNotPlayedText(first, 'mark')) return { status: 'notPlayed', words: 1, text: first };
  if (words[1] !== undefined && isNotPlayedText(`${first} ${words[1]}`, 'mark')) {
    return { status: 'notPlayed', words: 2, text: `${first} ${words[1]}` };
  }
  if (CANCELLED.test(first)) return { status: 'cancelled', words: 1, text: first };
  if (/^FORM$/i.test(first)) {
    const label = words[1];
    if (label === undefined) {
      r.fail(
        `${first} needs the label of the changed form`,
        "write e.g. 'FORM B'; the correct form has no label: write no FORM",
        first,
      );
    }
    return { form: label, words: 2, text: `${first} ${label}` };
  }
  return undefined;
}

/** Fails for a mark that cannot be written in one cell. */
function checkMark(mark: LineMark, fail: (message: string) => never): void {
  if (!mark || typeof mark !== 'object') fail(`'${String(mark)}' is not a line mark`);
  if (mark.ruling !== undefined) {
    const extra = (['status', 'form', 'penalties', 'laws', 'fault', 'note'] as const).filter(
      (k) => mark[k] !== undefined,
    );
    if (extra.length) {
      fail(
        `a line mark with a ruling cannot also have ${extra.join(', ')}: the ruling replaces the result and carries its own penalties, laws, fault and note`,
      );
    }
    return;
  }
  if (mark.status !== undefined && mark.status !== 'notPlayed' && mark.status !== 'cancelled') {
    fail(`status '${String(mark.status)}' cannot be written in a line mark (only notPlayed or cancelled)`);
  }
  if (mark.form !== undefined) {
    if (mark.status !== undefined) fail(`a line that is ${mark.status} has no form to be scored in`);
    if (typeof mark.form !== 'string' || mark.form === '') {
      fail(`form label '${String(mark.form)}' cannot be written: the correct form has no label, leave the form out`);
    }
    if (!/^[^\s"]+$/.test(mark.form) || normaliseNotation(mark.form) !== mark.form) {
      fail(`form label '${mark.form}' cannot be written: one word without spaces, quotes or long dashes, e.g. 'B'`);
    }
  }
}

/**
 * Reads the director's cell of a traveller line. Throws BridgeInputError naming the text and saying how to
 * write it. `ctx.board` or `ctx.vulnerability` is needed when a ruling's contract must be scored. Empty text
 * is the empty mark.
 */
export function parseLineMark(text: string, ctx: NotationContext = {}): LineMark {
  if (typeof text !== 'string') {
    throw new BridgeInputError(
      `ruling '${String(text)}' is not text; ${HOW}${sourceSuffix(ctx.source)}`,
      text,
      ctx.source,
    );
  }
  const normal = normaliseNotation(text);
  if (normal === '') return {};
  const r = new NotationReader(text, ctx);
  const { rest, note } = splitNotationNote(r, text, normal);
  const words = rest === '' ? [] : rest.split(' ');
  const head = readHead(r, words);
  if (!head && words.length > 0 && !isNotationSuffixStart(words[0])) {
    try {
      return { ruling: parseRuling(text, ctx) };
    } catch (e) {
      // A word that is no ruling may have been meant as one of the other marks: say what they are.
      if (e instanceof BridgeInputError && / is not a ruling;/.test(e.message)) {
        r.fail(`'${words[0]}' is not a ruling, NP, CANCELLED or FORM`, HOW, words[0]);
      }
      throw e;
    }
  }
  const tail = head ? words.slice(head.words) : words;
  if (head && tail.length > 0 && !isNotationSuffixStart(tail[0])) {
    r.fail(`'${tail[0]}' after '${head.text}' is not understood`, AFTER_HEAD, tail[0]);
  }
  const suffixes = readNotationSuffixes(r, tail);
  const mark: LineMark = {};
  if (head?.status !== undefined) mark.status = head.status;
  if (head?.form !== undefined) mark.form = head.form;
  if (suffixes.penalties.length > 0) mark.penalties = suffixes.penalties;
  if (suffixes.laws.length > 0) mark.laws = suffixes.laws;
  if (suffixes.fault !== undefined) mark.fault = suffixes.fault;
  if (note !== undefined) mark.note = note;
  return mark;
}

/** Prints a line mark in the canonical form; parseLineMark reads it back to the same mark. */
export function printLineMark(mark: LineMark): string {
  checkMark(mark, (message) => {
    throw new BridgeInputError(`line mark cannot be printed: ${message}`, mark);
  });
  if (mark.ruling !== undefined) return printRuling(mark.ruling);
  const out: string[] = [];
  if (mark.status === 'notPlayed') out.push(NOT_PLAYED);
  else if (mark.status === 'cancelled') out.push('CANCELLED');
  if (mark.form !== undefined) out.push(`FORM ${mark.form}`);
  out.push(...printNotationSuffixes(mark));
  return out.join(' ');
}

/**
 * The traveller line with the mark applied, as scoring expects it. The mark is the whole of the director's
 * cell: it decides the line's ruling and penalties (absent in the mark = none). A ruling makes the line
 * 'ruled'; NP and CANCELLED make it 'notPlayed' / 'cancelled'; a line marked 'ruled' without a ruling goes
 * back to 'played' (or 'pending' without a score). FORM sets the form; without FORM the line keeps the form
 * it has (a CSV file's form column). Laws, fault and note of a mark without a ruling are for the log only.
 */
export function applyLineMark(entry: TravellerEntry, mark: LineMark): TravellerEntry {
  checkMark(mark, (message) => {
    throw new BridgeInputError(
      `line mark cannot be applied: ${message}${sourceSuffix(entry?.source)}`,
      mark,
      entry?.source,
    );
  });
  const out: TravellerEntry = { ...entry };
  delete out.ruling;
  delete out.penalties;
  if (mark.ruling !== undefined) {
    out.ruling = mark.ruling;
    out.status = 'ruled';
  } else if (mark.status !== undefined) {
    out.status = mark.status;
  } else if (out.status === 'ruled') {
    out.status = out.scoreNS !== undefined || out.played !== undefined ? 'played' : 'pending';
  }
  if (mark.form !== undefined) out.form = mark.form;
  if (mark.penalties?.length) out.penalties = mark.penalties;
  return out;
}

/**
 * The mark of a traveller line as scoring sees it (the inverse of applyLineMark for the fields an entry keeps:
 * ruling, not played or cancelled, form, penalties).
 */
export function entryLineMark(entry: TravellerEntry): LineMark {
  if (entry.ruling) return { ruling: entry.ruling };
  const mark: LineMark = {};
  if (entry.status === 'notPlayed' || entry.status === 'cancelled') mark.status = entry.status;
  else if (entry.form !== undefined && entry.form !== '') mark.form = entry.form;
  if (entry.penalties?.length) mark.penalties = entry.penalties;
  return mark;
}

/**
 * The mark that writes a Law decision into the traveller line: its ruling (decision penalties joined to the
 * ruling's), or its change of status (not played, cancelled, a form group) with its penalties, laws and fault.
 * A cancelled result with an adjusted score is the ruling alone. The correct form of a fouled board needs no
 * mark (the laws are kept). Throws BridgeInputError for a decision that cannot be written in one cell.
 */
export function markOfDecision(decision: DecisionForMark): LineMark {
  const fail = (message: string): never => {
    throw new BridgeInputError(`the decision cannot be written in the traveller line: ${message}`, decision);
  };
  if (!decision || typeof decision !== 'object') fail(`'${String(decision)}' is not a decision`);
  const change = decision.statusChange ?? {};
  const form = typeof change.form === 'string' ? change.form.trim() : undefined;
  const status = change.status;
  if (decision.ruling) {
    if (form) fail(`it gives both a ruling and form '${form}' of a fouled board`);
    if (status === 'notPlayed') fail('it gives a ruling to a board it says was not played');
    const extra = decision.penalties ?? [];
    const ruling: Ruling = extra.length
      ? { ...decision.ruling, penalties: [...(decision.ruling.penalties ?? []), ...extra] }
      : decision.ruling;
    return { ruling };
  }
  const mark: LineMark = {};
  if (status === 'notPlayed' || status === 'cancelled') mark.status = status;
  else if (status === 'ruled') fail('it marks the line as ruled but gives no ruling');
  if (form) {
    if (mark.status !== undefined) fail(`it says the line is ${mark.status} and also gives it form '${form}'`);
    mark.form = form;
  }
  if (decision.penalties?.length) mark.penalties = [...decision.penalties];
  if (decision.laws?.length) mark.laws = [...decision.laws];
  if (decision.fault !== undefined) mark.fault = decision.fault;
  return mark;
}
