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

/**
 * Deals of two of the preview event's boards (PBN notation, North first), for the ruling wizard's double-dummy
 * table. Chosen to solve in well under a second. What the engine's solver finds for them:
 * - board 1 (dealer N, nobody vulnerable): N/S take 9 tricks in spades, 8 in no trumps; E/W 9 in clubs, 8 in
 *   hearts. 3♠ by NS makes (140), 4♣ doubled by EW goes one down: par NS +100 (4♣X by E or W).
 * - board 2 (dealer E, NS vulnerable): N/S take 12 tricks in clubs, 11 in hearts and no trumps, 10 in spades and
 *   diamonds: par NS +1370 (6♣ by S or N: 120 + 500 game + 750 small slam vulnerable).
 */
export const SAMPLE_DEALS: ReadonlyArray<[number, string]> = [
  [1, 'N:AKQJ2.K32.A54.32 543.AQJ.KQJ2.654 T976.654.T98.AK7 8.T987.763.QJT98'],
  [2, 'N:A2.KQ3.AKJ4.KQJ2 QJT9.AJ2.Q53.T98 K876.T987.T9.A76 543.654.8762.543'],
];
