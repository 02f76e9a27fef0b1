/**
 * USEBIO reader (XML results interchange, versions 1.0 to 1.2), read with fast-xml-parser.
 *
 * Reads EVENT (EVENT_TYPE, PROGRAM_NAME), PARTICIPANTS/PAIR (totals, percentages, places), BOARD/TRAVELLER_LINE
 * (contract, declarer, tricks, NS score or an artificial code such as A5050, and the matchpoints, Butler or
 * cross-IMP points the program printed) and HANDSET (the deals).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { inputProblem } from '../i18n/io';
import { boardVulnerability } from '../model/board';
import { contractScore, parseContract, parseSeat, parseTricks } from '../model/contract';
import { isNotPlayedText } from '../model/marks';
import { scoreContractConflict } from '../model/reachable';
import type {
  BridgeInputError,
  Contestant,
  Direction,
  EventData,
  EventKind,
  PlayedResult,
  ScoringForm,
  Seat,
  SourceRef,
  TravellerEntry,
  Vulnerability,
} from '../model/types';
import { parseRuling } from '../rulings/notation';
import type { BoardInfo, CarriedEntry, CarriedTotal, CarriedValue, ReadResult } from './check';
import { emptyValues } from './check';
import {
  atPlace,
  decodeText,
  inputError,
  artificialRuling,
  looksArtificial,
  parsePrinted,
  parseScore,
  parseWhole,
  type TextEncoding,
} from './fields';

export interface UsebioReadOptions {
  file?: string;
}

type XmlNode = Record<string | symbol, unknown>;

const META = XMLParser.getMetaDataSymbol();

/** USEBIO EVENT_TYPE → kind and form of the event. */
export function usebioEventType(type: string): { kind: EventKind; form: ScoringForm } | undefined {
  const t = type.trim().toUpperCase();
  if (/^(MP_PAIRS|PAIRS|MATCHPOINT_PAIRS|MP_PAIRS_.*|SWISS_PAIRS_MP)$/.test(t)) return { kind: 'pairs', form: 'mp' };
  if (/^(BUTLER_PAIRS|BUTLER|IMP_PAIRS_BUTLER)$/.test(t)) return { kind: 'pairs', form: 'butler' };
  if (/^(CROSS_IMP|CROSS_IMP_PAIRS|CROSS_IMPS|IMP_PAIRS|IMP_ACROSS_FIELD)$/.test(t))
    return { kind: 'pairs', form: 'cross-imp' };
  if (/^(INDIVIDUAL|MP_INDIVIDUAL)$/.test(t)) return { kind: 'individual', form: 'mp' };
  return undefined;
}

function text(node: unknown): string | undefined {
  if (node === undefined || node === null) return undefined;
  if (typeof node === 'string') return node.trim();
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (typeof node === 'object' && '#text' in (node as XmlNode)) return String((node as XmlNode)['#text']).trim();
  return undefined;
}

function asArray(x: unknown): XmlNode[] {
  if (x === undefined || x === null || x === '') return [];
  return (Array.isArray(x) ? x : [x]).filter((n): n is XmlNode => typeof n === 'object' && n !== null);
}

/** Deeper than any results file nests its elements (USEBIO needs about eight levels). */
const MAX_DEPTH = 100;

/** The parsed document and the ways to name a place in it. */
interface XmlSource {
  file: string;
  root: XmlNode;
  /** Line of an element's start tag. */
  nodeLine(node: XmlNode): number | undefined;
  /** Place of a child element `<field>` of `node`. */
  at(node: XmlNode, field: string): SourceRef;
}

interface UsebioState {
  src: XmlSource;
  file: string;
  values: ReturnType<typeof emptyValues>;
  contestants: Map<string, Contestant>;
  entries: TravellerEntry[];
  boards: Set<number>;
  boardInfo: Record<number, BoardInfo>;
  warnings: string[];
  flagged: BridgeInputError[];
}

export function readUsebio(input: string | Uint8Array, options: UsebioReadOptions = {}): ReadResult {
  const file = options.file ?? 'input.xml';
  let xml: string;
  let encoding: TextEncoding | undefined;
  if (typeof input === 'string') xml = input;
  else ({ text: xml, encoding } = decodeText(input, file));
  const src = parseXml(xml, file);
  const { root } = src;
  const { meta, type, ev } = readEventHeader(src);

  // PARTICIPANTS and BOARD may sit in the EVENT or in its SESSION/SECTION elements.
  const containers: XmlNode[] = [ev];
  for (const s of asArray(ev.SESSION)) {
    containers.push(s);
    for (const sec of asArray(s.SECTION)) containers.push(sec);
  }
  for (const sec of asArray(ev.SECTION)) containers.push(sec);

  const st: UsebioState = {
    src,
    file,
    values: emptyValues(),
    contestants: new Map(),
    entries: [],
    boards: new Set(),
    boardInfo: {},
    warnings: [],
    flagged: [],
  };
  for (const c of containers) {
    for (const parts of asArray(c.PARTICIPANTS)) {
      for (const pair of asArray(parts.PAIR)) readPair(st, pair);
    }
  }
  for (const c of containers) for (const b of asArray(c.BOARD)) readBoard(st, b);
  readHandset(st, root);

  const event: EventData = {
    kind: type.kind,
    form: type.form,
    contestants: [...st.contestants.values()],
    entries: st.entries,
    boards: [...st.boards].sort((a, b) => a - b),
  };
  const title = meta.EVENT_DESCRIPTION ?? meta.TITLE;
  if (title) event.title = title;
  if (meta.PROGRAM_NAME) event.program = meta.PROGRAM_NAME;
  return {
    format: 'usebio',
    file,
    ...(encoding ? { encoding } : {}),
    event,
    values: st.values,
    meta,
    boardInfo: st.boardInfo,
    warnings: st.warnings,
    ...(st.flagged.length ? { flagged: st.flagged } : {}),
  };
}

/** Line numbers: offsets mapped through the newline positions. */
function lineIndex(xml: string): (offset: number) => number {
  const newlines: number[] = [];
  for (let i = 0; i < xml.length; i++) if (xml.charCodeAt(i) === 10) newlines.push(i);
  return (offset: number): number => {
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

/**
 * Where the elements first nest deeper than `limit`, and the elements still open at the end of the text (a file
 * cut short), by one pass over the tags.
 */
function scanTags(
  xml: string,
  limit: number,
): { tooDeep?: { name: string; at: number }; open: Array<{ name: string; at: number }> } {
  const stack: Array<{ name: string; at: number }> = [];
  const re = /<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>/g;
  let tooDeep: { name: string; at: number } | undefined;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    if (m[2] === undefined || m[3] === '/') continue;
    if (m[1] === '/') {
      if (stack.length && stack[stack.length - 1].name === m[2]) stack.pop();
      continue;
    }
    stack.push({ name: m[2], at: m.index });
    if (stack.length > limit && tooDeep === undefined) tooDeep = { name: m[2], at: m.index };
  }
  // A start tag cut off before its '>' is open too.
  const cut = /<([A-Za-z_][\w.:-]*)[^>]*$/.exec(xml);
  if (cut) stack.push({ name: cut[1], at: cut.index });
  return { ...(tooDeep ? { tooDeep } : {}), open: stack };
}

/**
 * Checks and parses the XML. Every problem names the file and the line: a file cut short names the element
 * left open, a file nested too deeply the line where it goes too deep.
 */
function parseXml(xml: string, file: string): XmlSource {
  const lineAt = lineIndex(xml);
  const lastLine = lineAt(xml.length);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { open } = scanTags(xml, MAX_DEPTH);
    if (/^Invalid '\[/.test(valid.err.msg) || (open.length > 0 && /unclosed|Unclosed/.test(valid.err.msg))) {
      const element = open.length ? open[open.length - 1].name : 'USEBIO';
      throw inputProblem('truncated', { element }, { file, line: lastLine, field: element }, element);
    }
    throw inputProblem('xmlMalformed', { reason: valid.err.msg }, { file, line: valid.err.line ?? 1 }, valid.err.code);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    captureMetaData: true,
    processEntities: true,
    maxNestedTags: MAX_DEPTH,
    isArray: (name) =>
      ['EVENT', 'PAIR', 'PLAYER', 'BOARD', 'TRAVELLER_LINE', 'HAND', 'SESSION', 'SECTION', 'PARTICIPANTS'].includes(
        name,
      ),
  });
  let doc: XmlNode;
  try {
    doc = parser.parse(xml) as XmlNode;
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    const { tooDeep } = scanTags(xml, MAX_DEPTH);
    if (tooDeep) {
      throw inputProblem('xmlTooDeep', { reason }, { file, line: lineAt(tooDeep.at), field: tooDeep.name });
    }
    throw inputProblem('xmlMalformed', { reason }, { file, line: 1 });
  }
  const root = doc.USEBIO as XmlNode | undefined;
  if (!root || typeof root !== 'object') {
    throw inputError('this is not a USEBIO file: there is no <USEBIO> element', { file, line: 1 });
  }
  const span = (node: XmlNode): { startIndex?: number; endIndex?: number } =>
    (node[META as unknown as string] as { startIndex?: number; endIndex?: number } | undefined) ?? {};
  const nodeLine = (node: XmlNode): number | undefined => {
    const s = span(node).startIndex;
    return s === undefined ? undefined : lineAt(s);
  };
  /** Line of a child element `<name>` of `node` (searched in the node's own text). */
  const fieldLine = (node: XmlNode, name: string): number | undefined => {
    const { startIndex: s, endIndex: e } = span(node);
    if (s === undefined) return undefined;
    const re = new RegExp(`<${name}[\\s>/]`, 'g');
    re.lastIndex = s + 1;
    const m = re.exec(xml);
    if (!m || (e !== undefined && m.index > e)) return lineAt(s);
    return lineAt(m.index);
  };
  const at = (node: XmlNode, field: string): SourceRef => {
    const line = fieldLine(node, field);
    return { file, ...(line !== undefined ? { line } : {}), field };
  };
  return { file, root, nodeLine, at };
}

/** The one EVENT: its type (kind and form) and the header facts kept as meta. */
function readEventHeader(src: XmlSource): {
  meta: Record<string, string>;
  type: { kind: EventKind; form: ScoringForm };
  ev: XmlNode;
} {
  const { root, file, nodeLine } = src;
  const meta: Record<string, string> = {};
  const version = text(root['@_Version']);
  if (version) meta.USEBIO = version;
  const events = asArray(root.EVENT);
  if (!events.length) throw inputError('the file has no <EVENT>', { file, line: nodeLine(root) ?? 1, field: 'EVENT' });
  if (events.length > 1) {
    throw inputError(`the file holds ${events.length} events; read one event per file`, {
      file,
      line: nodeLine(events[1]),
      field: 'EVENT',
    });
  }
  const ev = events[0];
  const typeText = text(ev['@_EVENT_TYPE']) ?? '';
  const type = usebioEventType(typeText);
  if (!type) {
    throw inputError(`event type '${typeText}' is not one this reader scores (MP_PAIRS, BUTLER_PAIRS, CROSS_IMP)`, {
      file,
      line: nodeLine(ev),
      field: 'EVENT_TYPE',
    });
  }
  meta.EVENT_TYPE = typeText;
  for (const k of [
    'EVENT_IDENTIFIER',
    'EVENT_DESCRIPTION',
    'PROGRAM_NAME',
    'PROGRAM_VERSION',
    'WINNER_TYPE',
    'TITLE',
    'DATE',
    'SCORING_METHOD',
    'SESSION_COUNT',
    'SECTION_COUNT',
  ]) {
    const v = text(ev[k]);
    if (v !== undefined && v !== '') meta[k] = v;
  }
  const club = asArray(root.CLUB)[0];
  if (club && text(club.CLUB_NAME)) meta.CLUB_NAME = text(club.CLUB_NAME)!;
  return { meta, type, ev };
}

function readPair(st: UsebioState, pair: XmlNode): void {
  const { at } = st.src;
  const { contestants, values } = st;
  const id = text(pair.PAIR_NUMBER);
  if (!id) throw inputError('the pair has no PAIR_NUMBER', at(pair, 'PAIR_NUMBER'));
  if (contestants.has(id)) throw inputError(`pair ${id} is listed twice`, at(pair, 'PAIR_NUMBER'), id);
  const dirText = (text(pair.DIRECTION) ?? '').toUpperCase().replace(/[\s-]/g, '');
  let direction: Direction | undefined;
  if (dirText === 'NS') direction = 'NS';
  else if (dirText === 'EW') direction = 'EW';
  else if (dirText !== '')
    throw inputError(`'${text(pair.DIRECTION)}' is not a direction (NS or EW)`, at(pair, 'DIRECTION'));
  const names = asArray(pair.PLAYER)
    .map((p) => text(p.PLAYER_NAME))
    .filter((n): n is string => !!n);
  contestants.set(id, { id, ...(direction ? { direction } : {}), ...(names.length ? { names } : {}) });
  const t: CarriedTotal = { id, ...(direction ? { direction } : {}) };
  const num = (field: string, what?: string): CarriedValue | undefined => {
    const s = text(pair[field]);
    if (s === undefined || s === '') return undefined;
    const src = at(pair, field);
    return { ...parsePrinted(s, src, what), source: src };
  };
  const total = num('TOTAL_SCORE', 'a total score');
  if (total) t.total = total;
  const pct = num('PERCENTAGE', 'a percentage');
  if (pct) t.percent = pct;
  const place = text(pair.PLACE);
  if (place !== undefined && place !== '') {
    const src = at(pair, 'PLACE');
    const m = /^(\d+)\s*(=?)$/.exec(place);
    if (!m) throw inputError(`'${place}' is not a place`, src, place);
    t.rank = { value: Number(m[1]), decimals: 0, text: place, source: src };
  }
  const mps = text(pair.MASTER_POINTS_AWARDED);
  if (mps !== undefined && mps !== '') {
    const known = values.notChecked.find((n) => n.what === 'MASTER_POINTS_AWARDED');
    if (known) known.values++;
    else {
      values.notChecked.push({
        what: 'MASTER_POINTS_AWARDED',
        reason: 'master points follow the awarding body’s scale, which the file does not carry',
        values: 1,
        source: at(pair, 'MASTER_POINTS_AWARDED'),
      });
    }
  }
  values.totals.push(t);
}

function readBoard(st: UsebioState, b: XmlNode): void {
  const { at } = st.src;
  const bn = text(b.BOARD_NUMBER);
  const bsrc = at(b, 'BOARD_NUMBER');
  if (bn === undefined) throw inputError('the board has no BOARD_NUMBER', bsrc);
  const board = parseWhole(bn, bsrc, 'a board number', 1);
  st.boards.add(board);
  const avg = text(b.BOARD_AVERAGE);
  if (avg !== undefined && avg !== '') {
    const src = at(b, 'BOARD_AVERAGE');
    st.values.boards.push({ board, datum: { ...parsePrinted(avg, src, 'a datum'), source: src } });
  }
  const vul = st.boardInfo[board]?.vulnerable ?? boardVulnerability(board);
  const tables = new Map<number, number | undefined>();
  for (const tl of asArray(b.TRAVELLER_LINE)) readTravellerLine(st, tl, board, vul, tables);
}

/** The contract of a TRAVELLER_LINE (CONTRACT, PLAYED_BY, TRICKS), if it gives one. */
function linePlayed(st: UsebioState, tl: XmlNode, f: (name: string) => string | undefined): PlayedResult | undefined {
  const { at } = st.src;
  const contractText = f('CONTRACT');
  if (!contractText) return undefined;
  const contract = atPlace(at(tl, 'CONTRACT'), () => parseContract(contractText));
  if (contract === 'PASS') return { contract: 'PASS' };
  const by = f('PLAYED_BY');
  if (!by) throw inputError(`declarer is missing for contract '${contractText}'`, at(tl, 'PLAYED_BY'));
  const declarer: Seat = atPlace(at(tl, 'PLAYED_BY'), () => parseSeat(by));
  const tricksText = f('TRICKS');
  if (!tricksText) throw inputError(`tricks are missing for contract '${contractText}'`, at(tl, 'TRICKS'));
  const tricks = atPlace(at(tl, 'TRICKS'), () => parseTricks(tricksText, contract));
  return { contract, declarer, tricks };
}

function readTravellerLine(
  st: UsebioState,
  tl: XmlNode,
  board: number,
  vul: Vulnerability,
  tables: Map<number, number | undefined>,
): void {
  const { file, contestants, warnings } = st;
  const { at, nodeLine } = st.src;
  const line = nodeLine(tl);
  const f = (name: string) => {
    const s = text(tl[name]);
    return s === undefined || s === '' ? undefined : s;
  };
  const entry: TravellerEntry = { board, status: 'pending', source: { file, ...(line ? { line } : {}) } };
  const carried: CarriedEntry = {};
  const ns = f('NS_PAIR_NUMBER');
  const ew = f('EW_PAIR_NUMBER');
  if (ns) entry.ns = ns;
  if (ew) entry.ew = ew;
  for (const id of [ns, ew]) {
    if (id && !contestants.has(id)) {
      contestants.set(id, { id });
      warnings.push(`${file} line ${line}: pair ${id} plays on board ${board} but is not among the PARTICIPANTS`);
    }
  }
  const tableText = f('TABLE_NUMBER') ?? f('TABLE');
  if (tableText) {
    const field = tl.TABLE_NUMBER !== undefined ? 'TABLE_NUMBER' : 'TABLE';
    entry.table = parseWhole(tableText, at(tl, field), 'a table number', 0);
    if (tables.has(entry.table)) {
      throw inputError(`table ${entry.table} appears twice on board ${board}`, at(tl, field), tableText);
    }
    tables.set(entry.table, line);
  }
  const roundText = f('ROUND_NUMBER') ?? f('ROUND');
  if (roundText) {
    const field = tl.ROUND_NUMBER !== undefined ? 'ROUND_NUMBER' : 'ROUND';
    entry.round = parseWhole(roundText, at(tl, field), 'a round number', 0);
  }
  const lead = f('LEAD');
  if (lead) entry.lead = lead;
  const formText = f('FORM');
  if (formText) entry.form = formText;

  const played = linePlayed(st, tl, f);
  const scoreText = f('SCORE');
  if (scoreText !== undefined && looksArtificial(scoreText)) {
    entry.status = 'ruled';
    entry.ruling = artificialRuling(scoreText, undefined, at(tl, 'SCORE'));
    // The table's own result, when given beside the code, is still the table's score (kept for undo and for
    // the record; the ruling decides what the line scores).
    if (played) {
      entry.played = played;
      entry.scoreNS = contractScore(played, vul);
    }
  } else if (scoreText !== undefined && isNotPlayedText(scoreText, 'mark')) {
    entry.status = 'notPlayed';
  } else if (scoreText !== undefined) {
    const src = at(tl, 'SCORE');
    const score = { ...parseScore(scoreText, src, !played), source: src };
    entry.status = 'played';
    entry.scoreNS = score.value;
    if (played) {
      entry.played = played;
      carried.scoreNS = score;
      flagConflict(st, entry, played, score, vul);
    }
  } else if (played) {
    entry.status = 'played';
    entry.played = played;
    entry.scoreNS = contractScore(played, vul);
  }
  // RULING (this project's notation; not part of USEBIO 1.2) carries rulings a SCORE code cannot.
  const rulingText = f('RULING');
  if (rulingText) {
    entry.ruling = atPlace(at(tl, 'RULING'), () => parseRuling(rulingText, { vulnerability: vul }));
    entry.status = 'ruled';
  }
  for (const [field, key] of [
    ['NS_MATCH_POINTS', 'mpNS'],
    ['EW_MATCH_POINTS', 'mpEW'],
    ['NS_PERCENTAGE', 'pctNS'],
    ['EW_PERCENTAGE', 'pctEW'],
    ['NS_BUTLER_POINTS', 'impNS'],
    ['EW_BUTLER_POINTS', 'impEW'],
    ['NS_CROSS_IMP_POINTS', 'impNS'],
    ['EW_CROSS_IMP_POINTS', 'impEW'],
    ['NS_IMPS', 'impNS'],
    ['EW_IMPS', 'impEW'],
  ] as const) {
    const s = f(field);
    if (s === undefined) continue;
    const src = at(tl, field);
    carried[key] = { ...parsePrinted(s, src), source: src };
  }
  st.entries.push(entry);
  st.values.entries.push(carried);
}

/** The rule every reader shares (scoreContractConflict): a SCORE that disagrees with its contract waits. */
function flagConflict(
  st: UsebioState,
  entry: TravellerEntry,
  played: PlayedResult,
  score: CarriedValue,
  vul: Vulnerability,
): void {
  const conflict = scoreContractConflict(played, score.value, vul);
  if (!conflict) return;
  entry.conflict = conflict;
  entry.status = 'pending';
  const err = inputProblem(
    'scoreConflict',
    { value: score.text, contract: conflict.contract, board: entry.board, computed: conflict.computed },
    score.source,
    score.text,
  );
  st.flagged.push(err);
  st.warnings.push(err.message);
}

/** HANDSET: the deals, in PBN notation, for writers and display. */
function readHandset(st: UsebioState, root: XmlNode): void {
  const handset = asArray(root.HANDSET)[0];
  if (!handset) return;
  for (const hb of asArray(handset.BOARD)) {
    const bn = text(hb.BOARD_NUMBER);
    if (!bn || !/^\d+$/.test(bn)) continue;
    const board = Number(bn);
    const hands: Partial<Record<Seat, string>> = {};
    for (const h of asArray(hb.HAND)) {
      const d = (text(h.DIRECTION) ?? '').charAt(0).toUpperCase() as Seat;
      if (!'NESW'.includes(d) || d === ('' as Seat)) continue;
      hands[d] = ['SPADES', 'HEARTS', 'DIAMONDS', 'CLUBS'].map((s) => text(h[s]) ?? '').join('.');
    }
    if (Object.keys(hands).length === 4) {
      st.boardInfo[board] = { ...(st.boardInfo[board] ?? {}), deal: `N:${hands.N} ${hands.E} ${hands.S} ${hands.W}` };
    }
  }
}
