/** The part of the bridge-scorer package (npm, a bench-only dev dependency) the bench calls. */
declare module 'bridge-scorer' {
  export interface Game {
    contract?: { declaror: 'N' | 'E' | 'S' | 'W' };
    /** The declarer's score; 0 for a passed-out board. */
    score: number;
    matchpointsNS?: { value: number; rank?: string; percentage?: number };
    matchpointsEW?: { value: number; rank?: string; percentage?: number };
  }
  /** Matchpoints (2 per beat) of one board's games, written into each game. */
  export function matchpoints(games: Game[]): Game[];
}
