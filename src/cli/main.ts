/** Entry point: `npm run --silent cli -- <command> ...` (tsx src/cli/main.ts). */
import { processIo } from './io';
import { run } from './run';

process.exitCode = run(process.argv.slice(2), processIo());
