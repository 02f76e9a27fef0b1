/** The Travellers body of a movement plan (pure). */
import type { MovementPlan } from './movement';
import { type Cell, TRAVELLER_COLUMNS } from './schema';

/** The Travellers body of a plan (entered columns filled, computed ones empty). */
export function skeletonRows(plan: MovementPlan): Cell[][] {
  return plan.lines.map((l) =>
    TRAVELLER_COLUMNS.map((c) => {
      switch (c) {
        case 'board':
          return l.board;
        case 'table':
          return l.table;
        case 'round':
          return l.round || '';
        case 'ns':
          return l.ns;
        case 'ew':
          return l.ew;
        default:
          return '';
      }
    }),
  );
}
