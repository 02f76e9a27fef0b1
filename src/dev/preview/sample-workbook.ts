/**
 * A small sample event for the preview: pairs identified by number only, two boards played at three tables.
 * NS scores follow the duplicate scoring table (worked out in the comments).
 */
import type { ExcelHost } from '../host';

export const SAMPLE_TRAVELLER_HEADERS = [
  'Board',
  'Table',
  'Round',
  'NS',
  'EW',
  'Contract',
  'By',
  'Lead',
  'Tricks',
  'NS score',
  'Ruling',
];

export function seedSampleWorkbook(host: ExcelHost): void {
  host.addSheet('Event');
  host.setValues('Event!A1:B5', [
    ['Event', 'Sample club pairs'],
    ['Form', 'pairs'],
    ['Movement', 'Mitchell'],
    ['Tables', 3],
    ['Boards', 2],
  ]);
  host.addTable({
    sheet: 'Travellers',
    name: 'Travellers',
    headers: SAMPLE_TRAVELLER_HEADERS,
    rows: [
      // Board 1, nobody vulnerable. 4S made: 4×30 + 300 game = 420.
      [1, 1, 1, 1, 11, '4S', 'N', 'HK', 10, 420, ''],
      // 4S+1: 420 + 30 = 450.
      [1, 2, 1, 2, 12, '4S', 'N', 'D2', 11, 450, ''],
      // 3NT+1 by South: 40 + 30 + 30 = 100, + 300 game = 400, + 30 overtrick = 430.
      [1, 3, 1, 3, 13, '3NT', 'S', 'S5', 10, 430, ''],
      // Board 2, NS vulnerable. 2H made by East: 60 + 50 part-score = 110 to EW, so NS -110.
      [2, 1, 1, 1, 11, '2H', 'E', 'C3', 8, -110, ''],
      // 3C made by North: 60 + 50 = 110.
      [2, 2, 1, 2, 12, '3C', 'N', 'H4', 9, 110, ''],
      // 2H by West one down, EW not vulnerable: 50 to NS.
      [2, 3, 1, 3, 13, '2H', 'W', 'DA', 7, 50, ''],
    ],
  });
  host.addTable({
    sheet: 'Rulings',
    name: 'Rulings',
    headers: ['Time', 'Director', 'Board', 'Table', 'Laws', 'Answers', 'Before', 'After', 'Note'],
  });
  host.activate('Travellers');
}
