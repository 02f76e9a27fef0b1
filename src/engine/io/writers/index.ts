/** Writers: the engine's events and scores as CSV, PBN, USEBIO and a printable HTML page. */
export * from './csv';
export * from './pbn';
export * from './usebio';
export * from './html';
export * from './common';
