/** Team matches: two-table IMP matches, VPs, standings and knockouts (Laws 86B and 12C4 live in engine/laws). */
export * from './match';
export * from './standings';
export * from './knockout';
export * from './event';
export * from './totals';
