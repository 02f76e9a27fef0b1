/** Team matches: two-table IMP matches, VPs, standings, knockouts, and the team-play adjusted scores. */
export * from './match';
export * from './law12c4';
export * from './law86b';
export * from './standings';
export * from './knockout';
