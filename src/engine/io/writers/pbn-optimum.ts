/**
 * The double-dummy tags of a PBN game as Magic Contest writes them: OptimumScore ("NS 140", the par from NS's
 * side), OptimumContract (the par contract: "3H N 9", "4CX W 9") and OptimumResultTable (declarer, strain and
 * tricks, 20 lines: declarers W, N, E, S, strains S, H, D, C, NT).
 */
import type { Seat, Strain } from '../../model/types';
import { formatParContract, type Par } from '../../dd/par';
import type { DdTable } from '../../dd/table';

/** What a board's double-dummy step found: the table, and the par for a whole deal. */
export interface BoardDoubleDummy {
  table: DdTable;
  par?: Par;
}

const TABLE_SEATS: readonly Seat[] = ['W', 'N', 'E', 'S'];
const TABLE_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

/** The column spec of OptimumResultTable. */
export const OPTIMUM_TABLE_SPEC = 'Declarer;Denomination\\2R;Result\\2R';

/** The tag lines (with the table's rows); none when nothing was solved. */
export function optimumTags(dd: BoardDoubleDummy | undefined): string[] {
  if (!dd) return [];
  const lines: string[] = [];
  if (dd.par) {
    lines.push(`[OptimumScore "NS ${dd.par.score}"]`);
    const first = dd.par.contracts[0];
    if (first) lines.push(`[OptimumContract "${formatParContract(first)}"]`);
  }
  lines.push(`[OptimumResultTable "${OPTIMUM_TABLE_SPEC}"]`);
  for (const seat of TABLE_SEATS) {
    for (const strain of TABLE_STRAINS) {
      lines.push(`${seat} ${strain.padStart(2)} ${String(dd.table[seat][strain]).padStart(2)}`);
    }
  }
  return lines;
}
