/** Duplicate preferans and bridge individuals: per-seat comparison groups and per-player totals. */
export * from './seat-scoring';
export * from './rule-11-3';
export * from './individual';
export * from './seat-penalty';
