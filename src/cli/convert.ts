/**
 * `convert FILE --to usebio|pbn|csv|html [-o OUT] [--preset NAME]`: writes the event read from FILE in another
 * format. PBN, USEBIO and HTML also carry the engine's figures (scored with the chosen preset), so that the
 * written file checks clean; CSV carries the traveller only (`score --csv` adds the figures).
 */
import type { ReadResult } from '../engine';
import { programName, type WrittenScores } from '../engine';
import { writeCsv } from '../engine';
import { writeHtml } from '../engine';
import { writePbn } from '../engine';
import { writeUsebio } from '../engine';
import { UsageError, type ParsedArgs } from './args';
import type { CliIo } from './io';
import { choosePreset } from './presets';
import { scoreRead } from './score';

const TARGETS = ['usebio', 'pbn', 'csv', 'html'] as const;

export function convert(args: ParsedArgs, io: CliIo, read: ReadResult): number {
  const to = args.options.to;
  if (typeof to !== 'string' || !(TARGETS as readonly string[]).includes(to)) {
    throw new UsageError(`convert needs --to ${TARGETS.join('|')}`);
  }
  if (to === 'usebio' && read.event.kind === 'teams') {
    throw new UsageError('a team match cannot be written as USEBIO here: convert it --to pbn or --to csv');
  }
  let text: string;
  if (to === 'csv') text = writeCsv(read.event);
  else {
    const choice = choosePreset(args.options.preset, read.event.program);
    const s = scoreRead(read, choice.preset);
    const scores: WrittenScores = {
      entries: s.entries,
      ...(s.score ? { boards: s.score.boards, totals: s.score.totals } : {}),
      mpScale: choice.preset.matchpoints.printScale === 'one-per-beat' ? 0.5 : 1,
      program: programName(choice.preset.id),
    };
    if (read.event.kind === 'teams') delete scores.entries;
    const input = { event: read.event, boardInfo: read.boardInfo };
    text =
      to === 'pbn'
        ? writePbn(input, scores)
        : to === 'usebio'
          ? writeUsebio(input, scores)
          : writeHtml(read.event, scores);
  }
  const out = args.options.o ?? args.options.output;
  if (typeof out === 'string') io.writeFile(out, text);
  else io.stdout(text);
  return 0;
}
