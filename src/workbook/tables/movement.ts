/**
 * Traveller skeletons for the set-up templates: which pairs (or teams) meet on which boards at which table in
 * which round. Pure. The lines have empty results for the scorer (or an import) to fill.
 */

export interface SkeletonLine {
  board: number;
  table: number;
  round: number;
  ns: string;
  ew: string;
}

export interface MovementPlan {
  rounds: number;
  boardsPerRound: number;
  boards: number;
  lines: SkeletonLine[];
}

function setBoards(set: number, perRound: number): number[] {
  return Array.from({ length: perRound }, (_, k) => set * perRound + k + 1);
}

/**
 * Mitchell: N-S pairs 1..T stay at their table, E-W pairs T+1..2T move up one table each round, board sets move
 * down one. With an even number of tables the E-W pairs skip a table halfway (skip Mitchell), so they never
 * meet a set twice; then at most T − 1 rounds.
 */
export function mitchell(tables: number, rounds: number, boardsPerRound: number): MovementPlan {
  if (!Number.isInteger(tables) || tables < 2) throw new Error(`a Mitchell needs at least 2 tables, not ${tables}`);
  const even = tables % 2 === 0;
  const maxRounds = even ? tables - 1 : tables;
  const r = Math.min(rounds || maxRounds, maxRounds);
  const lines: SkeletonLine[] = [];
  for (let round = 0; round < r; round++) {
    const shift = even && round >= tables / 2 ? round + 1 : round;
    for (let t = 0; t < tables; t++) {
      const ew = (((t - shift) % tables) + tables) % tables;
      const set = (t + round) % tables;
      for (const board of setBoards(set, boardsPerRound)) {
        lines.push({ board, table: t + 1, round: round + 1, ns: String(t + 1), ew: String(tables + ew + 1) });
      }
    }
  }
  return { rounds: r, boardsPerRound, boards: tables * boardsPerRound, lines: sortLines(lines) };
}

/**
 * Howell for 2T pairs at T tables (T ≥ 2): every pair meets every other pair once in 2T − 1 rounds (the circle
 * method: pair 2T stays at table 1, the others rotate). Every table plays the round's board set, in copies
 * (dealt boards), so every pair plays every board once and each board is played T times.
 */
export function howell(tables: number, rounds: number, boardsPerRound: number): MovementPlan {
  if (!Number.isInteger(tables) || tables < 2) throw new Error(`a Howell needs at least 2 tables, not ${tables}`);
  const n = tables * 2;
  const m = n - 1;
  const r = Math.min(rounds || m, m);
  const lines: SkeletonLine[] = [];
  for (let round = 0; round < r; round++) {
    // Pair at circle position k in this round: pairs 1..n − 1 rotate one place each round.
    const at = (k: number) => ((((round + k) % m) + m) % m) + 1;
    const pairs: [number, number][] = [[n, at(0)]];
    for (let k = 1; k < tables; k++) pairs.push([at(k), at(m - k)]);
    pairs.forEach(([a, b], t) => {
      const [ns, ew] = (round + t) % 2 === 0 ? [a, b] : [b, a];
      const set = round;
      for (const board of setBoards(set, boardsPerRound)) {
        lines.push({ board, table: t + 1, round: round + 1, ns: String(ns), ew: String(ew) });
      }
    });
  }
  return { rounds: r, boardsPerRound, boards: m * boardsPerRound, lines: sortLines(lines) };
}

/**
 * Team matches: teams 2m − 1 and 2m play match m at tables 2m − 1 (open room, first team N-S) and 2m (closed
 * room, second team N-S), all boards at both tables.
 */
export function teamMatches(teams: number, boards: number): MovementPlan {
  if (!Number.isInteger(teams) || teams < 2 || teams % 2 !== 0) {
    throw new Error(`team matches need an even number of teams (2 or more), not ${teams}`);
  }
  const lines: SkeletonLine[] = [];
  for (let m = 0; m < teams / 2; m++) {
    const a = String(2 * m + 1);
    const b = String(2 * m + 2);
    for (let board = 1; board <= boards; board++) {
      lines.push({ board, table: 2 * m + 1, round: 1, ns: a, ew: b });
      lines.push({ board, table: 2 * m + 2, round: 1, ns: b, ew: a });
    }
  }
  return { rounds: 1, boardsPerRound: boards, boards, lines: sortLines(lines) };
}

/** Every board at every table, contestants left for the scorer (individuals, preferans, own movements). */
export function plain(tables: number, boards: number): MovementPlan {
  const lines: SkeletonLine[] = [];
  for (let board = 1; board <= boards; board++) {
    for (let t = 1; t <= tables; t++) lines.push({ board, table: t, round: 0, ns: '', ew: '' });
  }
  return { rounds: 0, boardsPerRound: boards, boards, lines };
}

function sortLines(lines: SkeletonLine[]): SkeletonLine[] {
  return lines.sort((a, b) => a.board - b.board || a.round - b.round || a.table - b.table);
}
