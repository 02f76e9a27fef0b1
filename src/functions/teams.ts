/**
 * A two-table team match laid out as a worksheet: one row per board, the open and closed rooms' NS scores.
 */
import { fail, type Where } from './errors';
import { checkNotError, isBlank, scalar, textToNumber, toGrid } from './coerce';
import { readBoard } from './board';
import { readPreset } from './options';
import { readTraveller, travellerShape } from './traveller';
import { scoreTeamMatch, type RoomResult, type TeamBoard, type TravellerEntry } from './engine';

export function readFlag(v: unknown, where: Where): boolean {
  checkNotError(v, where);
  if (isBlank(v)) return false;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  const t = String(v).trim().toUpperCase();
  if (['TRUE', 'YES', 'KO', 'KNOCKOUT', 'PRAWDA', 'WAAR', 'VRAI', 'ИСТИНА'].includes(t)) return true;
  if (['FALSE', 'NO', 'FAŁSZ', 'ONWAAR', 'FAUX', 'ЛОЖЬ'].includes(t)) return false;
  const n = textToNumber(t);
  if (n !== undefined) return n !== 0;
  return fail('notOption', v, where, { list: 'TRUE, FALSE' });
}

function room(entry: TravellerEntry | undefined): RoomResult | undefined {
  if (!entry) return undefined;
  const r: RoomResult = { status: entry.status, source: entry.source };
  if (entry.scoreNS !== undefined) r.scoreNS = entry.scoreNS;
  if (entry.ruling) r.ruling = entry.ruling;
  return r;
}

/** Home team's IMPs per board, "" where a room has no result yet. */
export function teamImps(
  open: unknown,
  closed: unknown,
  openRulings: unknown,
  closedRulings: unknown,
  boards: unknown,
  preset: unknown,
  knockout: unknown,
): unknown[][] {
  const p = readPreset(scalar(preset, 'preset'), { arg: 'preset' });
  const ko = readFlag(scalar(knockout, 'knockout'), { arg: 'knockout' });
  const so = travellerShape(open, 'open');
  const sc = travellerShape(closed, 'closed');
  if (so.count !== sc.count)
    fail('sameLength', '', { arg: 'closed' }, { arg: 'closed', n: sc.count, other: 'open', m: so.count });
  const count = so.count;
  let boardOf: (k: number) => number | undefined = (k) => k + 1;
  if (!isBlank(boards)) {
    const g = toGrid(boards);
    const rows = g.length;
    const cols = rows ? Math.max(...g.map((r) => r.length)) : 0;
    if (rows > 1 && cols > 1) fail('oneColumn', '', { arg: 'boards' }, { arg: 'boards' });
    const cells = g.flat();
    if (cells.length !== count)
      fail('sameLength', '', { arg: 'boards' }, { arg: 'boards', n: cells.length, other: 'open', m: count });
    const numbers = cells.map((v, k) =>
      readBoard(
        v,
        rows === 1
          ? { arg: 'boards', row: 1, col: k + 1, rows, cols }
          : { arg: 'boards', row: k + 1, col: 1, rows, cols },
      ),
    );
    boardOf = (k) => numbers[k];
  }
  const o = readTraveller(open, openRulings, { boardOf, scoresArg: 'open', rulingsArg: 'open_rulings' });
  const c = readTraveller(closed, closedRulings, { boardOf, scoresArg: 'closed', rulingsArg: 'closed_rulings' });
  const teamBoards: TeamBoard[] = [];
  const index: (number | undefined)[] = [];
  for (let k = 0; k < count; k++) {
    const a = o.lines[k].entry;
    const b = c.lines[k].entry;
    if (!a && !b) {
      index.push(undefined);
      continue;
    }
    const board = boardOf(k);
    if (board === undefined)
      fail('missing', '', { arg: 'boards', row: k + 1, col: 1, rows: count, cols: 1 }, {}, 'notAvailable');
    index.push(teamBoards.length);
    teamBoards.push({ board, open: room(a), closed: room(b) });
  }
  const scored = scoreTeamMatch(
    { home: 'home', away: 'away', boards: teamBoards },
    { artificialImps: p.artificial.imps, nonBalancing: ko ? 'average' : 'separate' },
  );
  const values = index.map((i) => {
    const v = i === undefined ? undefined : scored.boards[i].home;
    return [v === undefined ? '' : v];
  });
  return so.orientation === 'row' ? [values.map((v) => v[0])] : values;
}
