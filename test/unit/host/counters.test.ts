/** Sync, operation and byte counters: what tests and benchmarks read. */
import { setup } from './helpers';

let env: ReturnType<typeof setup>;
beforeEach(() => {
  env = setup();
  env.host.resetCounters();
});
afterEach(() => env.done());

test('each context.sync with queued work is one sync; an empty sync is free', async () => {
  await Excel.run(async (context) => {
    const r = context.workbook.worksheets.getItem('Sheet1').getRange('A1:B1');
    r.values = [[1, 2]];
    await context.sync(); // 1
    await context.sync(); // nothing queued: no round trip
    r.load('values');
    await context.sync(); // 2
  });
  expect(env.host.counters.syncs).toBe(2);
  expect(env.host.counters.runs).toBe(1);
  expect(env.host.runLog[0].syncs).toBe(2);
  expect(env.host.counters.implicitSyncs).toBe(0);
});

test('syncs are counted per Excel.run', async () => {
  const once = () =>
    Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').getRange('A1').load('values');
      await context.sync();
    });
  const twice = () =>
    Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').getRange('A1').load('values');
      await context.sync();
      context.workbook.worksheets.getItem('Sheet1').getRange('A1').values = [[1]];
    }); // the second is the closing sync of Excel.run
  await once();
  await twice();
  expect(env.host.runLog.map((r) => r.syncs)).toEqual([1, 2]);
  expect(env.host.counters.syncs).toBe(3);
  expect(env.host.counters.implicitSyncs).toBe(1);
});

test('bytes are the JSON size of values sent and received; operations are counted per sync', async () => {
  const values = [
    [1, 'ab'],
    [true, 2.5],
  ];
  // JSON.stringify(values) = [[1,"ab"],[true,2.5]]: 2 + 8 (1,"ab") + 1 + 10 (true,2.5) = 21 characters
  expect(JSON.stringify(values).length).toBe(21);
  await Excel.run(async (context) => {
    const r = context.workbook.worksheets.getItem('Sheet1').getRange('A1:B2');
    r.values = values;
    await context.sync();
    r.load('values');
    await context.sync();
  });
  const [write, read] = env.host.syncLog;
  expect(write.bytesSent).toBe(21);
  expect(write.operations).toBe(1); // the values write
  expect(write.instantiations).toBe(4); // workbook, worksheets, the sheet, the range
  expect(write.trace).toEqual(['Range.values']);
  // The load returns {"values":[[1,"ab"],[true,2.5]]} = 21 + 11 characters
  expect(read.bytesReceived).toBe(32);
  expect(read.loads).toBe(1);
  expect(env.host.counters.bytesSent).toBe(21);
  expect(env.host.counters.bytesReceived).toBe(32);
});

test('measure reports the cost of one piece of work; resetCounters starts again', async () => {
  const m = await env.host.measure(() =>
    Excel.run(async (context) => {
      const sheet = context.workbook.worksheets.getItem('Sheet1');
      for (let i = 0; i < 10; i++) sheet.getCell(i, 0).values = [[i]];
      await context.sync();
      return 'done';
    }),
  );
  expect(m.result).toBe('done');
  expect(m.syncs).toBe(1);
  expect(m.operations).toBe(10);
  expect(m.syncLog).toHaveLength(1);
  env.host.resetCounters();
  expect(env.host.counters.syncs).toBe(0);
  expect(env.host.syncLog).toEqual([]);
});

test('a failed sync still counts (the round trip happened) and records the error', async () => {
  await Excel.run(async (context) => {
    context.workbook.worksheets.getItem('Nope');
    await context.sync().catch(() => undefined);
  });
  expect(env.host.counters.syncs).toBe(1);
  expect(env.host.syncLog[0].error).toContain('ItemNotFound');
});

test('seeding through the host counts nothing', () => {
  env.host.setValues('Sheet1!A1', [[1]]);
  env.host.addTable({ sheet: 'Sheet1', at: 'C1', name: 'T', headers: ['h'], rows: [[1]] });
  expect(env.host.counters.syncs).toBe(0);
  expect(env.host.counters.bytesSent).toBe(0);
});
