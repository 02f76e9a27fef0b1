/**
 * `dd FILE [--csv|--json] [--time-limit SECONDS]`: the double-dummy table and par of every board whose deal the
 * file gives (PBN Deal, USEBIO HANDSET). Each deal is solved in a worker thread; one that takes longer than the
 * limit (30 s by default) is reported as too slow and left out.
 *
 *   text   one block per board: the tricks by declarer and strain, and the par
 *   --csv  board,declarer,strain,tricks (declarers N, E, S, W; strains C, D, H, S, NT)
 *   --json [{ board, deal, dealer, vulnerability, table, par: { score, contracts }, seconds }]; a board that was
 *          too slow or could not be solved has status and reason instead of table and par
 *
 * Exit codes: 0 every deal solved; 1 some deal too slow or not solvable; 2 the file cannot be read.
 */
import {
  DdWorkerClient,
  DD_STRAINS,
  DD_DEFAULT_TIME_LIMIT_MS,
  formatContract,
  formatParContract,
  type DdAnalysis,
  type ReadResult,
  type Seat,
} from '../engine';
import { timeLimitOption, type ParsedArgs } from './args';
import type { CliIo } from './io';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

export interface SolvedBoards {
  solved: Map<number, DdAnalysis>;
  /** Boards with a deal that were not solved, and why. */
  missing: Map<number, string>;
  seconds: Map<number, number>;
}

/** Solves every board of the file that has a deal, one after the other in a worker. */
export async function solveBoards(read: ReadResult, io: CliIo, limitMs: number | undefined): Promise<SolvedBoards> {
  const timeLimitMs = limitMs ?? DD_DEFAULT_TIME_LIMIT_MS;
  const out: SolvedBoards = { solved: new Map(), missing: new Map(), seconds: new Map() };
  const boards = Object.keys(read.boardInfo)
    .map(Number)
    .filter((b) => read.boardInfo[b].deal)
    .sort((a, b) => a - b);
  const client = new DdWorkerClient(() => io.ddWorker());
  try {
    for (const board of boards) {
      const info = read.boardInfo[board];
      const outcome = await client.solve(info.deal!, {
        board,
        dealer: info.dealer,
        vulnerability: info.vulnerable,
        timeLimitMs,
      });
      if (outcome.status === 'done') {
        out.solved.set(board, outcome.analysis);
        out.seconds.set(board, outcome.seconds);
      } else {
        const why =
          outcome.status === 'too-slow'
            ? `too slow to solve within ${timeLimitMs / 1000} s (${outcome.done} of 20 values found)`
            : outcome.status === 'error'
              ? outcome.message
              : 'cancelled';
        out.missing.set(board, why);
        io.stderr(`board ${board}: ${why}\n`);
      }
    }
  } finally {
    client.close();
  }
  return out;
}

function parText(a: DdAnalysis): string {
  if (!a.par) return 'no par (not a whole deal)';
  const score = a.par.score === 0 ? 'passed out' : `NS ${a.par.score}`;
  const contracts = a.par.contracts.map(formatParContract);
  return contracts.length ? `${score}: ${contracts.join(', ')}` : score;
}

export async function ddCommand(args: ParsedArgs, io: CliIo, read: ReadResult): Promise<number> {
  const limit = timeLimitOption(args);
  const withDeal = Object.values(read.boardInfo).filter((b) => b.deal).length;
  if (!withDeal) {
    io.stderr(`${read.file}: no board has a deal\n`);
    return 1;
  }
  const { solved, missing, seconds } = await solveBoards(read, io, limit);
  const boards = [...new Set([...solved.keys(), ...missing.keys()])].sort((a, b) => a - b);
  if (args.options.csv) {
    const lines = ['board,declarer,strain,tricks'];
    for (const board of boards) {
      const a = solved.get(board);
      if (!a) continue;
      for (const d of SEATS) for (const s of DD_STRAINS) lines.push(`${board},${d},${s},${a.table[d][s]}`);
    }
    io.stdout(lines.join('\n') + '\n');
  } else if (args.options.json) {
    const list = boards.map((board) => {
      const a = solved.get(board);
      const deal = read.boardInfo[board].deal;
      if (!a) return { board, deal, status: 'not-solved', reason: missing.get(board) };
      return {
        board,
        deal,
        dealer: a.dealer,
        vulnerability: a.vulnerability,
        table: a.table,
        par: a.par && {
          score: a.par.score,
          contracts: a.par.contracts.map((p) => ({
            contract: formatContract(p.contract),
            declarers: p.declarers,
            tricks: p.tricks,
            score: p.score,
            text: formatParContract(p),
          })),
        },
        seconds: Number((seconds.get(board) ?? 0).toFixed(3)),
      };
    });
    io.stdout(JSON.stringify(list, null, 2) + '\n');
  } else {
    const out: string[] = [];
    for (const board of boards) {
      const a = solved.get(board);
      if (!a) {
        out.push(`Board ${board}: not solved (${missing.get(board)})`, '');
        continue;
      }
      out.push(`Board ${board}${a.dealer ? ` (dealer ${a.dealer}, ${a.vulnerability})` : ''}`);
      out.push(`     ${DD_STRAINS.map((s) => s.padStart(3)).join('')}`);
      for (const d of SEATS) out.push(`  ${d}  ${DD_STRAINS.map((s) => String(a.table[d][s]).padStart(3)).join('')}`);
      out.push(`  par ${parText(a)}`, '');
    }
    io.stdout(out.join('\n'));
  }
  return missing.size ? 1 : 0;
}
