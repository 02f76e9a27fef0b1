/** A1 addresses: parsing and printing agree, quoting follows Excel's rules, limits are enforced. */
import fc from 'fast-check';
import { cellAddress, columnLetters, formatAddress, parseAddress } from '../../../src/dev/host';
import { columnIndex, MAX_COLUMNS, MAX_ROWS, parseLocalAddress } from '../../../src/dev/host/address';

test('column letters at the edges', () => {
  // 0 → A, 25 → Z, 26 → AA, 701 → ZZ (26 + 26·26 − 1), 702 → AAA, 16383 → XFD (the last column)
  expect([0, 25, 26, 701, 702, 16383].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA', 'XFD']);
  expect(columnIndex('xfd')).toBe(16383);
});

test('parses the forms Excel accepts', () => {
  expect(parseLocalAddress('B3')).toEqual({ row: 2, column: 1, rowCount: 1, columnCount: 1 });
  expect(parseLocalAddress('$C$4:A1')).toEqual({ row: 0, column: 0, rowCount: 4, columnCount: 3 });
  expect(parseLocalAddress('B:D')).toEqual({ row: 0, column: 1, rowCount: MAX_ROWS, columnCount: 3 });
  expect(parseLocalAddress('2:3')).toEqual({ row: 1, column: 0, rowCount: 2, columnCount: MAX_COLUMNS });
  expect(parseAddress("'It''s mine'!A1")).toEqual({
    sheet: "It's mine",
    rect: { row: 0, column: 0, rowCount: 1, columnCount: 1 },
  });
  for (const bad of ['A', '3', 'A0', 'XFE1', 'A1048577', 'A1:B', '', 'A1:B2:C3'])
    expect(parseLocalAddress(bad)).toBeUndefined();
});

test('sheet names are quoted when Excel would quote them', () => {
  const r = { row: 0, column: 0, rowCount: 2, columnCount: 2 };
  expect(formatAddress('Travellers', r)).toBe('Travellers!A1:B2');
  expect(formatAddress('Boards 1', r)).toBe("'Boards 1'!A1:B2");
  expect(formatAddress('A1', r)).toBe("'A1'!A1:B2");
  expect(formatAddress("It's", r)).toBe("'It''s'!A1:B2");
  expect(formatAddress('Протокол', r)).toBe('Протокол!A1:B2');
});

test('property: printing then parsing a rectangle gives it back', () => {
  const rect = fc.record({ row: fc.nat(MAX_ROWS - 1), column: fc.nat(MAX_COLUMNS - 1) }).chain(({ row, column }) =>
    fc.record({
      row: fc.constant(row),
      column: fc.constant(column),
      rowCount: fc.integer({ min: 1, max: Math.min(5000, MAX_ROWS - row) }),
      columnCount: fc.integer({ min: 1, max: Math.min(300, MAX_COLUMNS - column) }),
    }),
  );
  const name = fc
    .string({ minLength: 1, maxLength: 31 })
    .filter((s) => !/[:\\/?*[\]]/.test(s) && !s.startsWith("'") && !s.endsWith("'"));
  fc.assert(
    fc.property(rect, name, (r, sheet) => {
      const parsed = parseAddress(formatAddress(sheet, r));
      expect(parsed).toEqual({ sheet, rect: r });
    }),
  );
});

test('property: cellAddress and parse agree on single cells', () => {
  fc.assert(
    fc.property(fc.nat(MAX_ROWS - 1), fc.nat(MAX_COLUMNS - 1), (row, column) => {
      expect(parseLocalAddress(cellAddress(row, column))).toEqual({ row, column, rowCount: 1, columnCount: 1 });
    }),
  );
});
