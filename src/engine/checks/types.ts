/**
 * What the checks of a session's results say about one line: an error (the line cannot be what was played, and
 * is not scored until the director mends it) or a warning (the line can be, but looks wrong, with the reason).
 * Each issue carries a code and its figures so that the pane can say it in the scorer's language; `message` is
 * the English text the command line prints.
 */

export type IssueSeverity = 'error' | 'warning';

export type IssueCode =
  /** Contract, declarer or result cannot be read, or give a number of tricks outside 0..13 (7NT+1). */
  | 'impossible-result'
  /** The score written beside the contract is not what the contract, declarer and result score. */
  | 'score-disagrees'
  /** The same pair (or team) sits on both sides of one line. */
  | 'pair-against-itself'
  /** A pair plays the same board at two tables (or twice at one). */
  | 'played-twice'
  /** Two lines of one board name the same table. */
  | 'table-twice'
  /** A board has more results than the session has tables. */
  | 'more-results-than-tables'
  /** The only plus score of the board where every other table went minus (or the reverse). */
  | 'lone-sign'
  /** A contract at a level nobody else reached on the board, by two levels or more. */
  | 'level-nobody-reached'
  /** The same contract and tricks appear at other tables by the other side: a wrong declarer or sign. */
  | 'other-side-declared'
  /** The board is played at a table (or round) where the movement does not send it. */
  | 'not-in-movement'
  /** The pairs at the table are not the ones the movement seats there in that round. */
  | 'pairs-not-in-movement'
  /** The table device itself marked the contract as suspicious. */
  | 'device-flag'
  /** The same board and table were sent twice with different results (the later one is proposed). */
  | 'sent-twice'
  /** The declarer's seat and the declaring pair sent by the device do not agree. */
  | 'declarer-disagrees';

export interface ResultIssue {
  severity: IssueSeverity;
  code: IssueCode;
  board: number;
  table?: number;
  round?: number;
  /** Index of the line in the event's entries (absent when the issue is about no line of the event). */
  line?: number;
  /** The figures the message is made of, by name, for translated texts. */
  params: Record<string, string | number>;
  /** English text, e.g. "board 7 table 4: 4NT+2 by N makes 14 tricks". */
  message: string;
}

/** One table and round of a movement: the pairs it seats and the boards it sends there. */
export interface MovementSlot {
  table: number;
  round: number;
  ns?: string;
  ew?: string;
  boards: number[];
}

/** "board 7 table 4" or "board 7" */
export function issuePlace(board: number, table?: number): string {
  return table === undefined ? `board ${board}` : `board ${board} table ${table}`;
}
