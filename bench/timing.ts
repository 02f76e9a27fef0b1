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

export function line(name: string, value: number | string): void {
  console.log(`${name}: ${typeof value === 'number' ? +value.toFixed(3) : value}`);
}
