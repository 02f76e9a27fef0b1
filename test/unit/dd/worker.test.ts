/** The worker's messages and the caller's client, with the worker in the same thread. */
import { DdWorkerClient, createDdWorkerHandler, inProcessDdPort, type DdReply } from '../../../src/engine/dd/worker';

// N ♥AK, E ♠AK, S ♦32, W ♣32 (two tricks): see the solver's unit tests for the play.
const ENDING = 'N:.AK.. AK... ..32. ...32';
const BOARD1 = 'N:94.T72.T6.AQT763 AQT875.J6.Q74.94 K62.Q943.AK985.J J3.AK85.J32.K852';

describe('double-dummy worker', () => {
  it('reports each of the 20 values, then the table (no par for an ending)', async () => {
    const client = new DdWorkerClient(() => inProcessDdPort());
    const seen: number[] = [];
    const outcome = await client.solve(ENDING, { onProgress: (_r, done) => seen.push(done) });
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(outcome.status).toBe('done');
    if (outcome.status !== 'done') return;
    expect(outcome.analysis.table.E.S).toBe(2);
    expect(outcome.analysis.par).toBeUndefined();
    client.close();
  });

  it('gives the par of a whole deal from the board number', async () => {
    const client = new DdWorkerClient(() => inProcessDdPort());
    // Each hand holds one whole suit: N spades, E hearts, S diamonds, W clubs. Whoever declares in his own suit
    // (or his partner's) ruffs the lead and takes all 13; in no trump the leader runs his suit. Board 1: dealer
    // N, none vulnerable: 7♠ = 7 × 30 + 300 + 1000 = 1510, above 7♦ (1440); EW's only higher bid, 7NT, takes 0.
    const deal = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
    const outcome = await client.solve(deal, { board: 1 });
    client.close();
    expect(outcome.status).toBe('done');
    if (outcome.status !== 'done') return;
    expect(outcome.analysis.table.N).toEqual({ C: 0, D: 13, H: 0, S: 13, NT: 0 });
    expect(outcome.analysis.par?.score).toBe(1510);
    expect(outcome.analysis.par?.contracts[0]).toMatchObject({
      contract: { level: 7, strain: 'S' },
      declarers: ['N', 'S'],
    });
  });

  it('says a deal is too slow when the time limit passes', async () => {
    let clock = 0;
    const replies: DdReply[] = [];
    // A clock that moves a minute each time it is read: the 30 s limit passes at the first check.
    const handle = createDdWorkerHandler((r) => replies.push(r), { now: () => (clock += 60_000) });
    handle({ type: 'solve', id: 7, deal: BOARD1 });
    await new Promise((r) => setTimeout(r, 50));
    const last = replies[replies.length - 1];
    expect(last).toMatchObject({ type: 'too-slow', id: 7 });
  });

  it('is cancelled by an abort signal', async () => {
    const client = new DdWorkerClient(() => inProcessDdPort());
    const abort = new AbortController();
    const p = client.solve(BOARD1, { board: 1, signal: abort.signal });
    abort.abort();
    expect(await p).toEqual({ status: 'cancelled' });
    client.close();
  });

  it('answers a bad deal with an error naming it', async () => {
    const client = new DdWorkerClient(() => inProcessDdPort());
    const outcome = await client.solve('N:A... A... K... Q...');
    client.close();
    expect(outcome).toEqual({
      status: 'error',
      message: expect.stringMatching(/SA is in the hand of N and again in E/),
    });
  });
});
