/**
 * USEBIO reader (XML results interchange, versions 1.0 to 1.2), read with fast-xml-parser.
 *
 * Reads EVENT (EVENT_TYPE, PROGRAM_NAME), PARTICIPANTS/PAIR (totals, percentages, places), BOARD/TRAVELLER_LINE
 * (contract, declarer, tricks, NS score or an artificial code such as A5050, and the matchpoints, Butler or
 * cross-IMP points the program printed) and HANDSET (the deals).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { boardVulnerability } from '../model/board';
import { contractScore, parseContract, parseSeat, parseTricks } from '../model/contract';
import type {
  Contestant,
  Direction,
  EventData,
  EventKind,
  PlayedResult,
  ScoringForm,
  Seat,
  SourceRef,
  TravellerEntry,
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

export function readUsebio(input: string | Uint8Array, options: UsebioReadOptions = {}): ReadResult {
  const file = options.file ?? 'input.xml';
  let xml: string;
  let encoding: TextEncoding | undefined;
  if (typeof input === 'string') xml = input;
  else ({ text: xml, encoding } = decodeText(input));

  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw inputError(`not well-formed XML: ${valid.err.msg}`, { file, line: valid.err.line }, valid.err.code);
  }

  // Line numbers: element start offsets (from the parser's metadata) mapped through the newline positions.
  const newlines: number[] = [];
  for (let i = 0; i < xml.length; i++) if (xml.charCodeAt(i) === 10) newlines.push(i);
  const lineAt = (offset: number): number => {
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
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

  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    captureMetaData: true,
    processEntities: true,
    isArray: (name) =>
      ['EVENT', 'PAIR', 'PLAYER', 'BOARD', 'TRAVELLER_LINE', 'HAND', 'SESSION', 'SECTION', 'PARTICIPANTS'].includes(
        name,
      ),
  });
  const doc = parser.parse(xml) as XmlNode;
  const root = doc.USEBIO as XmlNode | undefined;
  if (!root || typeof root !== 'object') {
    throw inputError('this is not a USEBIO file: there is no <USEBIO> element', { file, line: 1 });
  }
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

  // PARTICIPANTS and BOARD may sit in the EVENT or in its SESSION/SECTION elements.
  const containers: XmlNode[] = [ev];
  for (const s of asArray(ev.SESSION)) {
    containers.push(s);
    for (const sec of asArray(s.SECTION)) containers.push(sec);
  }
  for (const sec of asArray(ev.SECTION)) containers.push(sec);

  const values = emptyValues();
  const contestants = new Map<string, Contestant>();
  const entries: TravellerEntry[] = [];
  const boards: number[] = [];
  const boardInfo: Record<number, BoardInfo> = {};
  const warnings: string[] = [];

  for (const c of containers) {
    for (const parts of asArray(c.PARTICIPANTS)) {
      for (const pair of asArray(parts.PAIR)) readPair(pair);
    }
  }
  for (const c of containers) for (const b of asArray(c.BOARD)) readBoard(b);

  function readPair(pair: XmlNode) {
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

  function readBoard(b: XmlNode) {
    const bn = text(b.BOARD_NUMBER);
    const bsrc = at(b, 'BOARD_NUMBER');
    if (bn === undefined) throw inputError('the board has no BOARD_NUMBER', bsrc);
    const board = parseWhole(bn, bsrc, 'a board number', 1);
    if (!boards.includes(board)) boards.push(board);
    const avg = text(b.BOARD_AVERAGE);
    if (avg !== undefined && avg !== '') {
      const src = at(b, 'BOARD_AVERAGE');
      values.boards.push({ board, datum: { ...parsePrinted(avg, src, 'a datum'), source: src } });
    }
    const vul = boardInfo[board]?.vulnerable ?? boardVulnerability(board);
    const tables = new Map<number, number | undefined>();
    for (const tl of asArray(b.TRAVELLER_LINE)) {
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
      for (const [id, dir] of [
        [ns, 'NS'],
        [ew, 'EW'],
      ] as const) {
        if (id && !contestants.has(id)) {
          contestants.set(id, { id });
          warnings.push(`${file} line ${line}: pair ${id} plays on board ${board} but is not among the PARTICIPANTS`);
        }
        void dir;
      }
      const tableText = f('TABLE_NUMBER') ?? f('TABLE');
      if (tableText) {
        entry.table = parseWhole(
          tableText,
          at(tl, tl.TABLE_NUMBER !== undefined ? 'TABLE_NUMBER' : 'TABLE'),
          'a table number',
          0,
        );
        if (tables.has(entry.table)) {
          throw inputError(`table ${entry.table} appears twice on board ${board}`, at(tl, 'TABLE_NUMBER'), tableText);
        }
        tables.set(entry.table, line);
      }
      const roundText = f('ROUND_NUMBER') ?? f('ROUND');
      if (roundText)
        entry.round = parseWhole(
          roundText,
          at(tl, tl.ROUND_NUMBER !== undefined ? 'ROUND_NUMBER' : 'ROUND'),
          'a round number',
          0,
        );
      const lead = f('LEAD');
      if (lead) entry.lead = lead;
      const formText = f('FORM');
      if (formText) entry.form = formText;

      let played: PlayedResult | undefined;
      const contractText = f('CONTRACT');
      if (contractText) {
        const contract = atPlace(at(tl, 'CONTRACT'), () => parseContract(contractText));
        if (contract === 'PASS') played = { contract: 'PASS' };
        else {
          const by = f('PLAYED_BY');
          if (!by) throw inputError(`declarer is missing for contract '${contractText}'`, at(tl, 'PLAYED_BY'));
          const declarer: Seat = atPlace(at(tl, 'PLAYED_BY'), () => parseSeat(by));
          const tricksText = f('TRICKS');
          if (!tricksText) throw inputError(`tricks are missing for contract '${contractText}'`, at(tl, 'TRICKS'));
          const tricks = atPlace(at(tl, 'TRICKS'), () => parseTricks(tricksText, contract));
          played = { contract, declarer, tricks };
        }
      }
      const scoreText = f('SCORE');
      if (scoreText !== undefined) {
        if (looksArtificial(scoreText)) {
          entry.status = 'ruled';
          entry.ruling = artificialRuling(scoreText, undefined, at(tl, 'SCORE'));
          // The table's own result, when given beside the code, is still the table's score (kept for undo and
          // for the record; the ruling decides what the line scores).
          if (played) {
            entry.played = played;
            entry.scoreNS = contractScore(played, vul);
          }
        } else if (/^(NP|NOT ?PLAYED)$/i.test(scoreText)) {
          entry.status = 'notPlayed';
        } else {
          const src = at(tl, 'SCORE');
          const score = { ...parsePrinted(scoreText, src, 'a score'), source: src };
          entry.status = 'played';
          entry.scoreNS = score.value;
          if (played) {
            entry.played = played;
            carried.scoreNS = score;
          }
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
      entries.push(entry);
      values.entries.push(carried);
    }
  }

  // HANDSET: the deals, in PBN notation, for writers and display.
  const handset = asArray(root.HANDSET)[0];
  if (handset) {
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
        boardInfo[board] = { ...(boardInfo[board] ?? {}), deal: `N:${hands.N} ${hands.E} ${hands.S} ${hands.W}` };
      }
    }
  }

  const event: EventData = {
    kind: type.kind,
    form: type.form,
    contestants: [...contestants.values()],
    entries,
    boards: [...boards].sort((a, b) => a - b),
  };
  const title = meta.EVENT_DESCRIPTION ?? meta.TITLE;
  if (title) event.title = title;
  if (meta.PROGRAM_NAME) event.program = meta.PROGRAM_NAME;
  return { format: 'usebio', file, ...(encoding ? { encoding } : {}), event, values, meta, boardInfo, warnings };
}
