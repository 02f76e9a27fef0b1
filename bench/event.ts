/**
 * A synthetic event for the benchmarks: a Mitchell of `tables` tables × `boards` boards, every board played at
 * every table, results drawn from a seeded generator so that each run scores the same event. `ruledShare` of the
 * lines carry a director's ruling (weighted, split or artificial, in turn).
 */
import { contractScore } from '../src/engine/model/contract';
import { boardVulnerability } from '../src/engine/model/board';
import type { Contestant, EventData, Ruling, Seat, Strain, TravellerEntry } from '../src/engine/model/types';

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const strains: Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const seats: Seat[] = ['N', 'E', 'S', 'W'];

export function syntheticEvent(tables = 200, boards = 25, ruledShare = 0, seed = 20261130): EventData {
  const rnd = lcg(seed);
  const contestants: Contestant[] = [];
  for (let t = 1; t <= tables; t++) {
    contestants.push({ id: `${t}`, direction: 'NS' });
    contestants.push({ id: `${tables + t}`, direction: 'EW' });
  }
  const entries: TravellerEntry[] = [];
  let ruled = 0;
  for (let b = 1; b <= boards; b++) {
    const vul = boardVulnerability(b);
    // Each board has a "par" level and strain; tables vary around it, as real travellers do.
    const level = 1 + Math.floor(rnd() * 7);
    const strain = strains[Math.floor(rnd() * 5)];
    const declarer = seats[Math.floor(rnd() * 4)];
    for (let t = 1; t <= tables; t++) {
      const lv = Math.min(7, Math.max(1, level + Math.floor(rnd() * 3) - 1)) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
      const tricks = Math.min(13, Math.max(0, lv + 6 + Math.floor(rnd() * 4) - 2));
      const played = {
        contract: { level: lv, strain, risk: rnd() < 0.05 ? ('X' as const) : ('' as const) },
        declarer,
        tricks,
      };
      const scoreNS = contractScore(played, vul);
      const entry: TravellerEntry = {
        board: b,
        table: t,
        round: 1 + ((b - 1) % tables),
        ns: `${t}`,
        ew: `${tables + t}`,
        played,
        scoreNS,
        status: 'played',
      };
      if (ruledShare > 0 && (ruled + 1) / (entries.length + 1) <= ruledShare && rnd() < ruledShare * 4) {
        entry.status = 'ruled';
        entry.ruling = ruling(ruled++, scoreNS);
      }
      entries.push(entry);
    }
  }
  return { kind: 'pairs', form: 'mp', contestants, entries, expectedResults: tables };
}

function ruling(i: number, scoreNS: number): Ruling {
  switch (i % 3) {
    case 0:
      return {
        ns: {
          kind: 'weighted',
          parts: [
            { ns: scoreNS, weight: 0.7 },
            { ns: scoreNS + 30, weight: 0.3 },
          ],
        },
        ew: {
          kind: 'weighted',
          parts: [
            { ns: scoreNS, weight: 0.7 },
            { ns: scoreNS + 30, weight: 0.3 },
          ],
        },
        laws: ['12C1(c)'],
        fault: 'EW',
      };
    case 1:
      return {
        ns: { kind: 'assigned', ns: scoreNS },
        ew: { kind: 'assigned', ns: scoreNS + 50 },
        laws: ['12C1(b)'],
        fault: 'EW',
      };
    default:
      return {
        ns: { kind: 'artificial', level: 'plus' },
        ew: { kind: 'artificial', level: 'minus' },
        laws: ['12C2(a)'],
        fault: 'EW',
      };
  }
}

/** The baseline the scorer is measured against: grouping the lines by board and sorting each board's NS scores. */
export function sortEachBoard(event: EventData): number {
  const byBoard = new Map<number, number[]>();
  for (const e of event.entries) {
    let list = byBoard.get(e.board);
    if (!list) byBoard.set(e.board, (list = []));
    list.push(e.scoreNS ?? 0);
  }
  let check = 0;
  for (const list of byBoard.values()) {
    list.sort((a, b) => a - b);
    check += list[0];
  }
  return check;
}

/**
 * Each board's NS scores gathered from the lines into one typed array per board (32-bit integers, or doubles
 * when a score is not whole), in line order; `boards` counts the boards.
 */
export function boardScoreArrays(event: EventData): Array<Int32Array | Float64Array> {
  const lists: number[][] = [];
  for (const e of event.entries) (lists[e.board] ??= []).push(e.scoreNS ?? 0);
  return lists
    .filter((l) => l !== undefined)
    .map((l) => (l.every((x) => (x | 0) === x) ? Int32Array.from(l) : Float64Array.from(l)));
}

/**
 * The typed-array baseline: each board's NS scores read from the lines into a typed array of their own
 * (32-bit integers; doubles when a score is not whole) and sorted with the array's own sort, no comparator.
 * One pass over the lines and one sort per board: the least a matchpoint scorer does.
 */
export function typedSortEachBoard(event: EventData): number {
  const entries = event.entries;
  const n = entries.length;
  // Lines per board, then each board's scores at its own offset.
  const count: number[] = [];
  for (let i = 0; i < n; i++) {
    const b = entries[i].board;
    count[b] = (count[b] ?? 0) + 1;
  }
  const start: number[] = [];
  let at = 0;
  for (let b = 0; b < count.length; b++) {
    start[b] = at;
    at += count[b] ?? 0;
  }
  const fill = start.slice();
  const whole = new Int32Array(n);
  let doubles: Float64Array | undefined;
  for (let i = 0; i < n; i++) {
    const e = entries[i];
    const s = e.scoreNS ?? 0;
    const p = fill[e.board]++;
    if ((s | 0) === s && !doubles) whole[p] = s;
    else (doubles ??= Float64Array.from(whole))[p] = s;
  }
  let check = 0;
  for (let b = 0; b < count.length; b++) {
    const c = count[b];
    if (!c) continue;
    const a = (doubles ?? whole).subarray(start[b], start[b] + c);
    a.sort();
    check += a[0];
  }
  return check;
}

/** The sort alone: each board's scores (boardScoreArrays()) copied into a work array and sorted there. */
export function sortTypedArrays(arrays: ReadonlyArray<Int32Array | Float64Array>): number {
  let check = 0;
  for (const a of arrays) {
    const copy = a.slice();
    copy.sort();
    check += copy[0];
  }
  return check;
}

/**
 * A floor under any scorer that takes the lines as objects: the fields a scorer reads on every line (board,
 * status, ruling, form, NS score, the two pairs, table) read once, and one result written per line.
 */
export function readEachLine(event: EventData): number {
  const entries = event.entries;
  const n = entries.length;
  const out = new Array<number>(n);
  let check = 0;
  for (let i = 0; i < n; i++) {
    const e = entries[i];
    const plain = e.status === 'played' && !e.ruling && e.form === undefined;
    const id = (e.ns?.length ?? 0) + (e.ew?.length ?? 0) + (e.table ?? 0);
    out[i] = plain ? (e.scoreNS ?? 0) + e.board : id;
    check += out[i];
  }
  return check;
}

/**
 * A floor under any scorer that takes this input and gives this output: one pass over the lines reading what
 * every scorer reads (board, status, ruling, form, NS score, the two pairs, table) with the pairs numbered from
 * the pair last seen at the same table (a map otherwise); then per board the scores counted by value (an
 * index over score / 10), each distinct score's matchpoints from the counts below it, one result object per
 * distinct score written to the board's list and the session's list, and each side's matchpoints added to its
 * pair's total. No Neuberg, rounding, rulings, percentages or ranks: only plain boards of whole tens.
 */
export function minimalMatchpoints(event: EventData): number {
  const entries = event.entries;
  const n = entries.length;
  const number = new Map<string, number>();
  const boardOf = new Int32Array(n);
  const score = new Int32Array(n);
  const ns = new Int32Array(n);
  const ew = new Int32Array(n);
  const seenNs: Array<string | undefined> = [];
  const seenEw: Array<string | undefined> = [];
  const seenNsId: number[] = [];
  const seenEwId: number[] = [];
  const count: number[] = [];
  const id = (key: string): number => {
    let c = number.get(key);
    if (c === undefined) number.set(key, (c = number.size));
    return c;
  };
  for (let i = 0; i < n; i++) {
    const e = entries[i];
    const b = e.board;
    if (e.status !== 'played' || e.ruling !== undefined || e.form !== undefined) continue;
    boardOf[i] = b;
    count[b] = (count[b] ?? 0) + 1;
    score[i] = e.scoreNS ?? 0;
    const t = e.table ?? 0;
    const a = e.ns as string;
    const w = e.ew as string;
    if (seenNs[t] !== a) {
      seenNs[t] = a;
      seenNsId[t] = id(a);
    }
    ns[i] = seenNsId[t];
    if (seenEw[t] !== w) {
      seenEw[t] = w;
      seenEwId[t] = id(w);
    }
    ew[i] = seenEwId[t];
  }
  // The lines of each board in order, then each board scored.
  const start: number[] = [];
  let at = 0;
  for (let b = 0; b < count.length; b++) {
    start[b] = at;
    at += count[b] ?? 0;
  }
  const fill = start.slice();
  const lines = new Int32Array(n);
  for (let i = 0; i < n; i++) if (boardOf[i] > 0) lines[fill[boardOf[i]]++] = i;
  const sums = new Float64Array(number.size);
  const scored = new Array<{ mpNS: number; mpEW: number }>(n);
  const byValue = new Int32Array(1521);
  const mpOf = new Int32Array(1521);
  const touched: number[] = [];
  const boardLists: Array<Array<{ mpNS: number; mpEW: number }>> = [];
  for (let b = 0; b < count.length; b++) {
    const m = count[b];
    if (!m) continue;
    const from = start[b];
    touched.length = 0;
    for (let q = from; q < from + m; q++) {
      const v = ((score[lines[q]] / 10) | 0) + 760;
      if (byValue[v]++ === 0) touched.push(v);
    }
    touched.sort((x, y) => x - y);
    let below = 0;
    const objects: Array<{ mpNS: number; mpEW: number }> = [];
    for (const v of touched) {
      const mp = 2 * below + byValue[v] - 1;
      mpOf[v] = objects.length;
      objects.push({ mpNS: mp, mpEW: 2 * (m - 1) - mp });
      below += byValue[v];
      byValue[v] = 0;
    }
    const list = new Array<{ mpNS: number; mpEW: number }>(m);
    for (let q = 0; q < m; q++) {
      const i = lines[from + q];
      const o = objects[mpOf[((score[i] / 10) | 0) + 760]];
      list[q] = o;
      scored[i] = o;
      sums[ns[i]] += o.mpNS;
      sums[ew[i]] += o.mpEW;
    }
    boardLists.push(list);
  }
  return sums[0] + boardLists.length + scored.length;
}
