/** Median wall time of `runs` calls of fn, after `warm` warm-up calls. */
export function medianMs(fn: () => unknown, runs = 31, warm = 25): number {
  for (let i = 0; i < warm; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** The median of xs (the upper one of an even count); xs is left as it was. */
export const median = (xs: readonly number[]): number => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

/** `runs` calls of fn after `warm` others: the median wall time of a call, and the processor time per call. */
export function timed(fn: () => unknown, runs: number, warm: number): { ms: number; cpuMs: number } {
  for (let i = 0; i < warm; i++) fn();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const used = process.cpuUsage(cpu);
  return { ms: median(times), cpuMs: (used.user + used.system) / 1000 / runs };
}

/** Each function's figures over the rounds of timedRounds(): one wall median and one processor time per round. */
export interface Rounds {
  ms: number[];
  cpuMs: number[];
}

/**
 * Every function of fns timed `rounds` times, the functions one after the other within a round (`runs` calls
 * each, after 2 warm-up calls), so that the figures of one round were taken at nearly the same moment. Before the
 * rounds the functions are called `warm` times in turn, so that the optimising compiler has seen all of them
 * before anything is timed.
 */
export function timedRounds<K extends string>(
  fns: Record<K, () => unknown>,
  rounds: number,
  runs: number,
  warm: number,
): Record<K, Rounds> {
  const keys = Object.keys(fns) as K[];
  for (let i = 0; i < warm; i++) for (const k of keys) fns[k]();
  const out = {} as Record<K, Rounds>;
  for (const k of keys) out[k] = { ms: [], cpuMs: [] };
  for (let r = 0; r < rounds; r++) {
    for (const k of keys) {
      const t = timed(fns[k], runs, 2);
      out[k].ms.push(t.ms);
      out[k].cpuMs.push(t.cpuMs);
    }
  }
  return out;
}

/** Median over the rounds of subject's time ÷ base's time in the same round (wall; and processor time). */
export function roundRatio(subject: Rounds, base: Rounds): { ratio: number; cpuRatio: number } {
  return {
    ratio: median(subject.ms.map((ms, r) => ms / base.ms[r])),
    cpuRatio: median(subject.cpuMs.map((ms, r) => ms / base.cpuMs[r])),
  };
}

/**
 * Median over `rounds` of fn's time ÷ base's time, each round timing both one after the other (wall: medians of
 * the round's runs; cpu: processor time per run); and the medians of the wall times. The warm-up calls the two in
 * turn, as the rounds do, so that the optimising compiler has seen both before anything is timed.
 */
export function ratioOf(
  base: () => unknown,
  fn: () => unknown,
  rounds: number,
  runs: number,
  warm: number,
): { ratio: number; cpuRatio: number; baseMs: number; ms: number } {
  const t = timedRounds({ base, fn }, rounds, runs, warm);
  return { ...roundRatio(t.fn, t.base), baseMs: median(t.base.ms), ms: median(t.fn.ms) };
}

export function line(name: string, value: number | string): void {
  console.log(`${name}: ${typeof value === 'number' ? +value.toFixed(3) : value}`);
}
