/**
 * `convert FILE --to usebio|pbn|csv|html [-o OUT] [--preset NAME]`: writes the event read from FILE in another
 * format through the engine's export (the same one the task pane uses). PBN, USEBIO and HTML carry the engine's
 * figures, scored with the chosen preset, so that the written file checks clean; CSV carries the traveller
 * only (`score --csv` adds the figures). What the chosen format cannot express for this event is printed on
 * stderr, one `note: …` line each.
 */
import type { ReadResult } from '../engine';
import { EXPORT_FORMATS, exportEvent, inputProblem, type ExportFormat } from '../engine';
import { UsageError, type ParsedArgs } from './args';
import type { CliIo } from './io';
import { choosePreset } from './presets';

export function convert(args: ParsedArgs, io: CliIo, read: ReadResult): number {
  const to = args.options.to;
  const out = args.options.o ?? args.options.output;
  if (typeof out === 'string' && io.sameFile(out, read.file)) {
    throw inputProblem('sameFile', { value: out }, { file: out }, out);
  }
  if (typeof to !== 'string' || !(EXPORT_FORMATS as readonly string[]).includes(to)) {
    throw new UsageError(`convert needs --to ${EXPORT_FORMATS.join('|')}`);
  }
  if (to === 'usebio' && read.event.kind === 'teams') {
    throw new UsageError('a team match cannot be written as USEBIO here: convert it --to pbn or --to csv');
  }
  const choice = choosePreset(args.options.preset, read.event.program, undefined, args.options.program);
  const result = exportEvent(read.event, {
    format: to as ExportFormat,
    preset: choice.preset,
    boardInfo: read.boardInfo,
  });
  for (const n of result.notes) io.stderr(`note: ${n.message}\n`);
  if (typeof out === 'string') io.writeFile(out, result.text);
  else io.stdout(result.text);
  return 0;
}
