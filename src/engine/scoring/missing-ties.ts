/**
 * A board played fewer times scored on the fixed top of the full field, each missing result counting as a tie
 * with every result (ScoreBridge). With 2 matchpoints per beat a tie is worth 1, so a score obtained among A
 * results, in a field of E, gains E − A:
 *
 *   F = M + (E − A)
 *
 * 4 tables, top 6, three results: 4 + 1 = 5, 2 + 1 = 3, 0 + 1 = 1; two results: 2 + 2 = 4, 0 + 2 = 2.
 * Unlike Neuberg's formula it keeps every gap between two results as it was.
 */

/**
 * The score num/den (2 per beat, obtained among `actual` results) on the top of `expected` results, the
 * missing results counted as ties: (num + den·(E − A)) / den. A board with at least E results is as scored.
 */
export function missingAsTiesFraction(num: number, den: number, actual: number, expected: number): number {
  if (actual >= expected) return num / den;
  return (num + den * (expected - actual)) / den;
}
