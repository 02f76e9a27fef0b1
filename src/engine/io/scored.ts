/**
 * An event scored the way a results file shows it: pairs and individual events through the session scorer
 * (matchpoints, Butler, cross-IMPs, with every Law 12 adjustment), a teams file match by match (two rooms,
 * IMPs per board). The command line and the export share this, so a printed table, a written file and the
 * task pane's export carry the same figures.
 */
import type { EventData, EventScore, ScoredEntry } from '../model/types';
import type { Preset } from '../presets/types';
import { scoreEvent } from '../scoring/session';
import { scoreTeamMatch, type TeamMatchScore } from '../teams/match';
import { teamEntryImps, teamMatchesFromEvent, type BoardInfo } from './check';

export interface ScoredEvent {
  /** Per traveller line, parallel to event.entries. */
  entries: ScoredEntry[];
  /** Pairs and individual events. */
  score?: EventScore;
  /** Team events: one per match (home team N-S in the open room). */
  matches?: TeamMatchScore[];
}

/** Scores any bridge event a file can hold: a session (pairs, individual) or the team matches of a teams file. */
export interface ScoreAnyOptions {
  /**
   * Team events played as knockout matches: a non-balancing ruling's IMPs are averaged over the two sides'
   * scores (Law 12C4), so each match balances. Default: each side scored on its own score.
   */
  knockout?: boolean;
}

export function scoreAnyEvent(
  event: EventData,
  preset: Preset,
  boardInfo: Record<number, BoardInfo> = {},
  options: ScoreAnyOptions = {},
): ScoredEvent {
  if (event.kind === 'teams') {
    const groups = teamMatchesFromEvent(event, boardInfo);
    // Penalties of lines without a ruling (the score stands) go with their room.
    for (const g of groups) {
      for (const [board, rooms] of g.lines) {
        const tb = g.match.boards.find((b) => b.board === board);
        for (const room of ['open', 'closed'] as const) {
          const k = rooms[room];
          const pens = k === undefined ? undefined : event.entries[k].penalties;
          const r = tb?.[room];
          if (r && pens?.length) r.penalties = pens;
        }
      }
    }
    const matches = groups.map((g) =>
      scoreTeamMatch(g.match, {
        artificialImps: preset.artificial.imps,
        nonBalancing: options.knockout ? 'average' : 'separate',
      }),
    );
    return { entries: teamEntryImps(event, groups, matches), matches };
  }
  const score = scoreEvent(event, preset);
  return { entries: score.entries, score };
}
