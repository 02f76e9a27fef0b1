/** Entry point of the command line: `bridgescore <command> ...` (dist/cli/bridge.js, built by `npm run build`). */
import { processIo } from './io';
import { run } from './run';

process.exitCode = run(process.argv.slice(2), processIo());
