/**
 * A reader's error reaches the scorer in the pane's language, with the file and the line it names (issue: readers
 * report file, line and field in the user's language).
 */
import { readResultsFile } from '../../../src/engine/io/detect';
import { readErrorText } from '../../../src/taskpane/state';

function errorOf(text: string): unknown {
  try {
    readResultsFile(new TextEncoder().encode(text), 'wyniki.csv');
  } catch (err) {
    return err;
  }
  throw new Error('the file was read');
}

describe('reader errors in the pane', () => {
  // Line 2 (field score_ns) holds '1.000': a decimal point or a thousands separator, so no number is guessed.
  const csv = 'board,table,ns,ew,contract,declarer,result,score_ns\n1,1,1,2,,,,"1.000"\n';

  test('in Polish: the place and the problem in Polish, the value as typed', () => {
    const text = readErrorText(errorOf(csv), 'pl');
    expect(text).toMatch(/^wyniki\.csv, wiersz 2, pole score_ns/);
    expect(text).toContain('„1.000” można odczytać na dwa sposoby');
  });

  test('in English the same error names the file, the line and the value', () => {
    const text = readErrorText(errorOf(csv), 'en');
    expect(text).toMatch(/^wyniki\.csv line 2, field score_ns/);
    expect(text).toContain("'1.000'");
  });

  test('an error that is not a reader error keeps its own message', () => {
    expect(readErrorText(new Error('the workbook is busy'), 'ru')).toBe('the workbook is busy');
  });
});
