/**
 * Big input: the time to read and score a generated 50 MB CSV traveller (linear in its size: no search per
 * row), and to print the text output of an event whose pair name is 40 KB long (no quadratic trimming of
 * padded lines). Figures, not assertions.
 */
import { readResultsFile, getPreset } from '../src/engine';
import { scoreRead, scoreText } from '../src/cli/score';
import { line } from './timing';

const RESULTS = ['-1', '=', '+1', '=', '+2', '-2'];

/** A CSV traveller of about `bytes` bytes: boards of `tables` tables each, a Mitchell (pair t v pair t+1000). */
export function bigTraveller(bytes: number, tables = 400): string {
  const rows = ['board,table,ns,ew,contract,declarer,result,score_ns'];
  let size = rows[0].length + 1;
  for (let board = 1; size < bytes; board++) {
    for (let t = 1; t <= tables && size < bytes; t++) {
      const row = `${board},${t},${t},${t + 1000},4S,${t % 3 === 0 ? 'E' : 'N'},${RESULTS[(board + t) % RESULTS.length]},`;
      rows.push(row);
      size += row.length + 1;
    }
  }
  return rows.join('\n') + '\n';
}

/** Wall time of one call, in ms; `cpu` receives the process's CPU time for it (the machine may be shared). */
function ms(fn: () => void, cpu?: (ms: number) => void): number {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  fn();
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  const c = process.cpuUsage(c0);
  cpu?.((c.user + c.system) / 1000);
  return wall;
}

export function inputBench(): void {
  const text = bigTraveller(50 * 1024 * 1024);
  const bytes = new TextEncoder().encode(text);
  line('big-csv-mb', bytes.length / (1024 * 1024));
  let read: ReturnType<typeof readResultsFile> | undefined;
  let cpu = 0;
  line(
    'big-csv-read-ms',
    ms(
      () => (read = readResultsFile(bytes, 'big.csv')),
      (c) => (cpu = c),
    ),
  );
  line('big-csv-read-cpu-ms', cpu);
  line('big-csv-lines', read!.event.entries.length);
  line(
    'big-csv-score-ms',
    ms(
      () => scoreRead(read!, getPreset('wbf')),
      (c) => (cpu = c),
    ),
  );
  line('big-csv-score-cpu-ms', cpu);
  line('big-csv-heap-mb', process.memoryUsage().heapUsed / (1024 * 1024));

  const name = 'N'.repeat(40 * 1024);
  const small = readResultsFile(
    `board,table,ns,ew,contract,declarer,result,score_ns\n1,1,"${name}",2,4S,N,=,\n1,2,3,4,4S,N,+1,\n`,
    'long-name.csv',
  );
  const scored = scoreRead(small, getPreset('wbf'));
  let out = '';
  line(
    'long-name-text-ms',
    ms(() => (out = scoreText(scored, 'preset wbf'))),
  );
  line('long-name-text-kb', out.length / 1024);
}
