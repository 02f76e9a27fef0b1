/**
 * Double-dummy search: how many tricks North-South take, with all four hands seen and best play by all four,
 * from a given lead in a given strain.
 *
 * The search asks yes/no questions ("can NS take at least t of the remaining tricks?"), each answered by
 * alpha-beta over the cards played, and narrows t from a guess (null-window search, as MTD(f) does). What makes
 * it fast:
 * - cards are bit masks, one 13-bit mask per hand and suit;
 * - equivalent cards: cards of one hand with no live card of another hand between them are one move;
 * - a transposition table at the start of each trick, keyed by the remaining cards by *relative* rank (the
 *   order of owners from the top of each suit) and the leader, so that positions that differ only by cards
 *   already played share one entry; it holds a lower and an upper bound on NS's tricks and the lead that
 *   settled the question; its size is capped and old entries are replaced;
 * - quick tricks: winners the leader can cash from the top give a bound before any search;
 * - move ordering: cash winners, lead towards partner's winners or ruffs, win cheaply in fourth seat, play
 *   low in second seat, ruff low, discard low from suits without winners, and the table's lead first.
 */

/** Strain index: 0 spades, 1 hearts, 2 diamonds, 3 clubs (the order of a PBN hand), 4 no trump. */
export const NO_TRUMP = 4;

/** Thrown when `shouldStop` says so; the position is left as it was. */
export class SearchStopped extends Error {
  constructor() {
    super('double-dummy search stopped');
    this.name = 'SearchStopped';
  }
}

export interface SearchOptions {
  /** The table holds 2^ttBits entries (default 20: about 20 MB). */
  ttBits?: number;
  /** Asked every 65,536 nodes; true stops the search with SearchStopped. */
  shouldStop?: () => boolean;
}

const PATTERNS = 8192;
const BIT_COUNT = new Uint8Array(PATTERNS);
for (let m = 1; m < PATTERNS; m++) BIT_COUNT[m] = BIT_COUNT[m >> 1] + (m & 1);

function top(x: number): number {
  return 31 - Math.clz32(x);
}

/**
 * One solver per deal. Positions are searched in place: `h` holds the cards in the hands, `alive` the cards
 * not played to a finished trick (so the cards of the trick in progress still separate equivalent cards).
 */
export class DealSearch {
  /** Cards in the hands: h[seat * 4 + suit]; seats N E S W = 0..3. */
  private readonly h = new Int32Array(16);
  private readonly alive = new Int32Array(4);
  /** Relative-rank pattern of each suit for every set of live cards: 2 bits per card (its owner), top first. */
  private readonly patt = new Int32Array(4 * PATTERNS);
  private trump = NO_TRUMP;
  private readonly moves = new Int32Array(60 * 14);
  private readonly scores = new Int32Array(60 * 14);
  private readonly trickCard = new Int32Array(60);
  private cutCard = -1;
  private readonly shouldStop?: () => boolean;
  /** Nodes visited since the deal was set. */
  nodes = 0;

  // Transposition table: buckets by leader and suit lengths of each hand; in each bucket, entries that fix the
  // owners of the top cards of each suit down to the lowest card whose rank mattered (the rest are small cards).
  private readonly bucketMask: number;
  private readonly head: Int32Array;
  private readonly bucketGen: Int32Array;
  private readonly capacity: number;
  private used = 0;
  private readonly eNext: Int32Array;
  private readonly eLen0: Int32Array;
  private readonly eLen1: Int32Array;
  private readonly eLeader: Int8Array;
  private readonly ePat: Int32Array;
  private readonly eShift: Int8Array;
  private readonly eLo: Int8Array;
  private readonly eHi: Int8Array;
  private readonly eBest: Int16Array;
  private genNow = 0;
  /** Relevant cards found by a search from the start of a trick: relT[left * 4 + suit]. */
  private readonly relT = new Int32Array(14 * 4);
  /** Relevant cards found by a search from a card of a trick: relP[(left * 4 + pos) * 4 + suit]. */
  private readonly relP = new Int32Array(60 * 4);
  private readonly pat = new Int32Array(4);
  private readonly cnt = new Int32Array(4);
  private readonly shifts = new Int32Array(4);
  private readonly cashCount = new Int32Array(4);
  private readonly cashTops = new Int32Array(4);

  /** Tricks in the deal (cards in each hand). */
  readonly tricks: number;

  constructor(masks: readonly number[], options: SearchOptions = {}) {
    const bits = Math.max(10, Math.min(24, options.ttBits ?? 19));
    this.capacity = 1 << bits;
    this.bucketMask = (1 << (bits - 1)) - 1;
    this.head = new Int32Array(this.bucketMask + 1);
    this.bucketGen = new Int32Array(this.bucketMask + 1);
    const size = this.capacity;
    this.eNext = new Int32Array(size);
    this.eLen0 = new Int32Array(size);
    this.eLen1 = new Int32Array(size);
    this.eLeader = new Int8Array(size);
    this.ePat = new Int32Array(4 * size);
    this.eShift = new Int8Array(4 * size);
    this.eLo = new Int8Array(size);
    this.eHi = new Int8Array(size);
    this.eBest = new Int16Array(size);
    this.shouldStop = options.shouldStop;
    const owner = new Int8Array(64);
    for (let seat = 0; seat < 4; seat++) {
      for (let s = 0; s < 4; s++) {
        const m = masks[seat * 4 + s];
        this.h[seat * 4 + s] = m;
        this.alive[s] |= m;
        for (let r = 0; r < 13; r++) if (m & (1 << r)) owner[s * 16 + r] = seat;
      }
    }
    let count = 0;
    for (let i = 0; i < 16; i++) count += BIT_COUNT[this.h[i]];
    this.tricks = count / 4;
    // patt[m] = 1 (a sentinel), then the owner of each card of m from the top: patt[m] = patt[rest] + (3 + owner) << 2n.
    for (let s = 0; s < 4; s++) {
      const p = s * PATTERNS;
      this.patt[p] = 1;
      for (let m = 1; m < PATTERNS; m++) {
        const t = top(m);
        const rest = m ^ (1 << t);
        this.patt[p + m] = this.patt[p + rest] + ((3 + owner[s * 16 + t]) << (2 * BIT_COUNT[rest]));
      }
    }
  }

  /**
   * NS tricks (of all the deal's tricks) with `leader` on lead and `strain` trumps (NO_TRUMP for none).
   * `guess` is where the narrowing starts; the table is kept between calls in the same strain.
   */
  nsTricks(strain: number, leader: number, guess?: number): number {
    if (strain !== this.trump || this.genNow === 0) {
      this.trump = strain;
      this.clearTable();
    }
    const total = this.tricks;
    let lo = 0;
    let hi = total;
    let t = Math.max(1, Math.min(total, guess ?? Math.ceil(total / 2)));
    while (lo < hi) {
      if (t <= lo) t = lo + 1;
      if (t > hi) t = hi;
      if (this.trickStart(leader, t, total)) {
        lo = t;
        t++;
      } else {
        hi = t - 1;
        t--;
      }
    }
    return lo;
  }

  private clearTable(): void {
    this.genNow++;
    this.used = 0;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Search
  // -------------------------------------------------------------------------------------------------------------

  /**
   * True when NS take at least `need` of the `left` remaining tricks, `leader` to lead. Leaves in relT the cards
   * whose rank the answer depends on.
   */
  private trickStart(leader: number, need: number, left: number): boolean {
    const relT = this.relT;
    const r0 = left * 4;
    if (need <= 0 || need > left) {
      relT[r0] = relT[r0 + 1] = relT[r0 + 2] = relT[r0 + 3] = 0;
      return need <= 0;
    }
    if ((++this.nodes & 0xffff) === 0 && this.shouldStop && this.shouldStop()) throw new SearchStopped();
    if (left === 1) return this.lastTrick(leader);
    const alive = this.alive;
    const h = this.h;
    const patt = this.patt;
    const pat = this.pat;
    const cnt = this.cnt;
    let len0 = 0;
    let len1 = 0;
    for (let s = 0; s < 4; s++) {
      const a = alive[s];
      pat[s] = patt[s * PATTERNS + a];
      cnt[s] = BIT_COUNT[a];
      const l =
        BIT_COUNT[h[s]] | (BIT_COUNT[h[4 + s]] << 4) | (BIT_COUNT[h[8 + s]] << 8) | (BIT_COUNT[h[12 + s]] << 12);
      if (s < 2) len0 |= l << (16 * s);
      else len1 |= l << (16 * (s - 2));
    }
    let x = Math.imul(len0 ^ (leader << 29), 0x9e3779b1) ^ Math.imul(len1 ^ (len1 >>> 15), 0x85ebca77);
    x ^= x >>> 16;
    x = Math.imul(x, 0x7feb352d);
    x ^= x >>> 15;
    const bucket = x & this.bucketMask;
    const g = this.genNow;
    let lo = 0;
    let hi = left;
    let hint = -1;
    if (this.bucketGen[bucket] === g) {
      const ePat = this.ePat;
      const eShift = this.eShift;
      for (let e = this.head[bucket]; e >= 0; e = this.eNext[e]) {
        if (this.eLen0[e] !== len0 || this.eLen1[e] !== len1 || this.eLeader[e] !== leader) continue;
        const e4 = e * 4;
        if (
          pat[0] >> eShift[e4] !== ePat[e4] ||
          pat[1] >> eShift[e4 + 1] !== ePat[e4 + 1] ||
          pat[2] >> eShift[e4 + 2] !== ePat[e4 + 2] ||
          pat[3] >> eShift[e4 + 3] !== ePat[e4 + 3]
        ) {
          continue;
        }
        const elo = this.eLo[e];
        const ehi = this.eHi[e];
        if (elo >= need || ehi < need) {
          // The entry decides: the cards that matter are its top cards of each suit.
          for (let s = 0; s < 4; s++) {
            const keep = cnt[s] - (eShift[e4 + s] >> 1);
            relT[r0 + s] = keep > 0 ? this.topCards(alive[s], keep) : 0;
          }
          return elo >= need;
        }
        if (hint < 0) hint = this.eBest[e];
        if (elo > lo) lo = elo;
        if (ehi < hi) hi = ehi;
      }
    }
    const sure = this.sureTricks(leader, need, left);
    if (sure >= 0) {
      this.store(bucket, len0, len1, leader, sure ? need : 0, sure ? left : need - 1, left, hint, r0);
      return sure === 1;
    }
    let hintCard = -1;
    if (hint >= 0) {
      // The stored lead is a suit and a relative rank: the k-th live card from the top.
      const s = hint >> 4;
      let y = alive[s];
      for (let k = hint & 15; k > 0 && y; k--) y ^= 1 << top(y);
      if (y) hintCard = (s << 4) | top(y);
    }
    this.cutCard = -1;
    const res = this.play(0, leader, need, left, 0, 0, 0, 0, hintCard);
    const relP = this.relP;
    const p0 = left * 16;
    relT[r0] = relP[p0];
    relT[r0 + 1] = relP[p0 + 1];
    relT[r0 + 2] = relP[p0 + 2];
    relT[r0 + 3] = relP[p0 + 3];
    let best = hint;
    if (this.cutCard >= 0) {
      const s = this.cutCard >> 4;
      const r = this.cutCard & 15;
      best = (s << 4) | BIT_COUNT[alive[s] >> (r + 1)];
    }
    // pat and cnt were overwritten by the searches below: recompute them for the store.
    for (let s = 0; s < 4; s++) {
      pat[s] = patt[s * PATTERNS + alive[s]];
      cnt[s] = BIT_COUNT[alive[s]];
    }
    this.store(bucket, len0, len1, leader, res ? need : 0, res ? left : need - 1, left, best, r0);
    return res;
  }

  /** The top k cards of a suit's live cards. */
  private topCards(a: number, k: number): number {
    let out = 0;
    let y = a;
    for (; k > 0 && y; k--) {
      const b = 1 << top(y);
      out |= b;
      y ^= b;
    }
    return out;
  }

  /**
   * Records a bound for the position in `pat`/`cnt` with the relevant cards in relT[r0..]: the entry fixes each
   * suit's owners down to its lowest relevant card. An entry with the same pattern is tightened.
   */
  private store(
    bucket: number,
    len0: number,
    len1: number,
    leader: number,
    lo: number,
    hi: number,
    left: number,
    best: number,
    r0: number,
  ): void {
    const relT = this.relT;
    const alive = this.alive;
    const pat = this.pat;
    const cnt = this.cnt;
    const shifts = this.shifts;
    for (let s = 0; s < 4; s++) {
      const rel = relT[r0 + s];
      // Keep the cards from the top down to the lowest relevant one.
      const keep = rel ? BIT_COUNT[alive[s] >> (31 - Math.clz32(rel & -rel))] : 0;
      shifts[s] = 2 * (cnt[s] - keep);
    }
    const g = this.genNow;
    if (this.bucketGen[bucket] !== g) {
      this.bucketGen[bucket] = g;
      this.head[bucket] = -1;
    } else {
      for (let e = this.head[bucket]; e >= 0; e = this.eNext[e]) {
        if (this.eLen0[e] !== len0 || this.eLen1[e] !== len1 || this.eLeader[e] !== leader) continue;
        const e4 = e * 4;
        let same = true;
        for (let s = 0; s < 4; s++) {
          if (this.eShift[e4 + s] !== shifts[s] || this.ePat[e4 + s] !== pat[s] >> shifts[s]) {
            same = false;
            break;
          }
        }
        if (!same) continue;
        if (lo > this.eLo[e]) this.eLo[e] = lo;
        if (hi < this.eHi[e]) this.eHi[e] = hi;
        if (best >= 0) this.eBest[e] = best;
        return;
      }
    }
    if (this.used >= this.capacity) {
      // Full: start again (the bound on memory).
      this.clearTable();
      this.bucketGen[bucket] = this.genNow;
      this.head[bucket] = -1;
    }
    const e = this.used++;
    this.eNext[e] = this.head[bucket];
    this.head[bucket] = e;
    this.eLen0[e] = len0;
    this.eLen1[e] = len1;
    this.eLeader[e] = leader;
    for (let s = 0; s < 4; s++) {
      this.eShift[e * 4 + s] = shifts[s];
      this.ePat[e * 4 + s] = pat[s] >> shifts[s];
    }
    this.eLo[e] = lo;
    this.eHi[e] = hi;
    this.eBest[e] = best;
    void left;
  }

  /** The last trick: each hand holds one card. */
  private lastTrick(leader: number): boolean {
    const h = this.h;
    const trump = this.trump;
    let wSeat = leader;
    let wSuit = 0;
    let wRank = 0;
    for (let s = 0; s < 4; s++) {
      if (h[leader * 4 + s]) {
        wSuit = s;
        wRank = top(h[leader * 4 + s]);
      }
    }
    let byRank = false;
    for (let p = 1; p < 4; p++) {
      const seat = (leader + p) & 3;
      for (let s = 0; s < 4; s++) {
        const m = h[seat * 4 + s];
        if (!m) continue;
        const r = top(m);
        if (s === wSuit) {
          byRank = true;
          if (r > wRank) {
            wSeat = seat;
            wRank = r;
          }
        } else if (s === trump) {
          wSeat = seat;
          wSuit = s;
          wRank = r;
          byRank = false;
        }
      }
    }
    // Whether a later card of the winning suit came before or after a ruff, compare again: by rank when any
    // other card of the winning suit is in the trick.
    byRank = false;
    for (let seat = 0; seat < 4; seat++) if (seat !== wSeat && h[seat * 4 + wSuit]) byRank = true;
    const relT = this.relT;
    relT[4] = relT[5] = relT[6] = relT[7] = 0;
    if (byRank) relT[4 + wSuit] = 1 << wRank;
    return (wSeat & 1) === 0;
  }

  /**
   * Settles the question without search when sure tricks decide it: 1 yes, 0 no, -1 not settled. The cards the
   * answer rests on go to relT. Sure tricks are (1) the winners the leader cashes from the top of his own hand,
   * (2) the same for partner after a small card led to partner's top card, (3) the top trumps held in one hand,
   * which always take their tricks.
   */
  private sureTricks(leader: number, need: number, left: number): number {
    const leaderNS = (leader & 1) === 0;
    const goal = leaderNS ? need : left - need + 1;
    const r0 = left * 4;
    if (this.cash(leader, goal, r0) >= goal) return leaderNS ? 1 : 0;
    const h = this.h;
    const alive = this.alive;
    const trump = this.trump;
    const partner = leader ^ 2;
    const o1 = (leader + 1) & 3;
    const o2 = (leader + 3) & 3;
    for (let s = 0; s < 4; s++) {
      const a = alive[s];
      if (!h[leader * 4 + s] || !a) continue;
      const t = 1 << top(a);
      if (!(h[partner * 4 + s] & t)) continue;
      if (
        trump !== NO_TRUMP &&
        s !== trump &&
        ((!h[o1 * 4 + s] && h[o1 * 4 + trump]) || (!h[o2 * 4 + s] && h[o2 * 4 + trump]))
      ) {
        continue;
      }
      if (this.cash(partner, goal, r0) >= goal) {
        this.relT[r0 + s] |= t;
        return leaderNS ? 1 : 0;
      }
      break;
    }
    if (trump !== NO_TRUMP && alive[trump]) {
      const a = alive[trump];
      const t = top(a);
      let holder = 0;
      while (!(h[holder * 4 + trump] & (1 << t))) holder++;
      const m = h[holder * 4 + trump];
      let k = 0;
      let tops = 0;
      let y = a;
      while (y) {
        const b = top(y);
        if (!(m & (1 << b))) break;
        k++;
        tops |= 1 << b;
        y ^= 1 << b;
      }
      const settled = (holder & 1) === 0 ? (k >= need ? 1 : -1) : left - k < need ? 0 : -1;
      if (settled >= 0) {
        const relT = this.relT;
        relT[r0] = relT[r0 + 1] = relT[r0 + 2] = relT[r0 + 3] = 0;
        relT[r0 + trump] = tops;
        return settled;
      }
    }
    return -1;
  }

  /**
   * Tricks the seat can cash from the top of its own hand, on lead, without giving up the lead: in each suit
   * the run of top cards it holds (all its cards when nobody else can follow that long), in a trump contract no
   * more rounds of a side suit than an opponent who holds trumps can follow. When the total reaches `goal`,
   * relT[r0..] gets the top cards of just enough suits to reach it.
   */
  private cash(seat: number, goal: number, r0: number): number {
    const h = this.h;
    const alive = this.alive;
    const trump = this.trump;
    const counts = this.cashCount;
    const tops = this.cashTops;
    const o1 = (seat + 1) & 3;
    const o2 = (seat + 3) & 3;
    const p = seat ^ 2;
    const o1Trumps = trump !== NO_TRUMP && h[o1 * 4 + trump] !== 0;
    const o2Trumps = trump !== NO_TRUMP && h[o2 * 4 + trump] !== 0;
    let total = 0;
    for (let s = 0; s < 4; s++) {
      counts[s] = 0;
      const m = h[seat * 4 + s];
      if (!m) continue;
      let x = alive[s];
      let k = 0;
      let t = 0;
      while (x) {
        const b = top(x);
        if (!(m & (1 << b))) break;
        k++;
        t |= 1 << b;
        x ^= 1 << b;
      }
      if (k === 0) continue;
      const l1 = BIT_COUNT[h[o1 * 4 + s]];
      const l2 = BIT_COUNT[h[o2 * 4 + s]];
      const lp = BIT_COUNT[h[p * 4 + s]];
      let n = l1 <= k && l2 <= k && lp <= k ? BIT_COUNT[m] : k;
      if (s !== trump) {
        if (o1Trumps && l1 < n) n = l1;
        if (o2Trumps && l2 < n) n = l2;
      }
      counts[s] = n;
      tops[s] = t;
      total += n;
    }
    if (total >= goal) {
      const relT = this.relT;
      let got = 0;
      for (let s = 0; s < 4; s++) {
        if (got < goal && counts[s] > 0) {
          relT[r0 + s] = tops[s];
          got += counts[s];
        } else relT[r0 + s] = 0;
      }
    }
    return total;
  }

  /** Can the seat beat the trick's current winner? */
  private canBeat(seat: number, led: number, wSuit: number, wRank: number): boolean {
    const h = this.h;
    const m = h[seat * 4 + led];
    if (m) return wSuit === led && top(m) > wRank;
    const trump = this.trump;
    if (trump === NO_TRUMP) return false;
    const t = h[seat * 4 + trump];
    if (!t) return false;
    return wSuit !== trump || top(t) > wRank;
  }

  private play(
    pos: number,
    leader: number,
    need: number,
    left: number,
    led: number,
    wSeat: number,
    wSuit: number,
    wRank: number,
    hintCard: number,
  ): boolean {
    const seat = (leader + pos) & 3;
    const d = left * 4 + pos;
    const base = d * 14;
    const n = this.generate(seat, pos, led, wSeat, wSuit, wRank, base, hintCard);
    const maxSide = (seat & 1) === 0;
    const h = this.h;
    const moves = this.moves;
    const trump = this.trump;
    const relP = this.relP;
    const relT = this.relT;
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    for (let i = 0; i < n; i++) {
      const c = moves[base + i];
      const s = c >> 4;
      const r = c & 15;
      const bit = 1 << r;
      h[seat * 4 + s] ^= bit;
      this.trickCard[d] = c;
      let res: boolean;
      let c0: number;
      let c1: number;
      let c2: number;
      let c3: number;
      if (pos < 3) {
        if (pos === 0) res = this.play(1, leader, need, left, s, seat, s, r, -1);
        else if (s === wSuit ? r > wRank : s === trump)
          res = this.play(pos + 1, leader, need, left, led, seat, s, r, -1);
        else res = this.play(pos + 1, leader, need, left, led, wSeat, wSuit, wRank, -1);
        const q = (d + 1) * 4;
        c0 = relP[q];
        c1 = relP[q + 1];
        c2 = relP[q + 2];
        c3 = relP[q + 3];
      } else {
        let nS = wSeat;
        let nSuit = wSuit;
        let nR = wRank;
        if (s === wSuit ? r > wRank : s === trump) {
          nS = seat;
          nSuit = s;
          nR = r;
        }
        const alive = this.alive;
        const b = left * 4;
        let sameSuit = 0;
        for (let k = 0; k < 4; k++) {
          const cc = this.trickCard[b + k];
          alive[cc >> 4] ^= 1 << (cc & 15);
          if (cc >> 4 === nSuit) sameSuit++;
        }
        res = this.trickStart(nS, (nS & 1) === 0 ? need - 1 : need, left - 1);
        for (let k = 0; k < 4; k++) {
          const cc = this.trickCard[b + k];
          alive[cc >> 4] ^= 1 << (cc & 15);
        }
        const q = (left - 1) * 4;
        c0 = relT[q];
        c1 = relT[q + 1];
        c2 = relT[q + 2];
        c3 = relT[q + 3];
        if (sameSuit > 1) {
          // The trick was won by rank: the winning card's rank matters.
          const w = 1 << nR;
          if (nSuit === 0) c0 |= w;
          else if (nSuit === 1) c1 |= w;
          else if (nSuit === 2) c2 |= w;
          else c3 |= w;
        }
      }
      h[seat * 4 + s] ^= bit;
      if (res === maxSide) {
        if (pos === 0) this.cutCard = c;
        const o = d * 4;
        relP[o] = c0;
        relP[o + 1] = c1;
        relP[o + 2] = c2;
        relP[o + 3] = c3;
        return res;
      }
      a0 |= c0;
      a1 |= c1;
      a2 |= c2;
      a3 |= c3;
    }
    const o = d * 4;
    relP[o] = a0;
    relP[o + 1] = a1;
    relP[o + 2] = a2;
    relP[o + 3] = a3;
    return !maxSide;
  }

  /** Inserts a move in the list kept in score order; returns the new length. */
  private add(base: number, n: number, c: number, sc: number): number {
    const moves = this.moves;
    const scores = this.scores;
    let i = base + n;
    while (i > base && scores[i - 1] < sc) {
      moves[i] = moves[i - 1];
      scores[i] = scores[i - 1];
      i--;
    }
    moves[i] = c;
    scores[i] = sc;
    return n + 1;
  }

  /** Writes the seat's moves (one card per group of equivalent cards), best first; returns how many. */
  private generate(
    seat: number,
    pos: number,
    led: number,
    wSeat: number,
    wSuit: number,
    wRank: number,
    base: number,
    hintCard: number,
  ): number {
    const h = this.h;
    const alive = this.alive;
    const trump = this.trump;
    const partner = seat ^ 2;
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    let n = 0;
    if (pos > 0 && h[seat * 4 + led] !== 0) {
      // Following suit.
      const m = h[seat * 4 + led];
      const other = alive[led] & ~m;
      const partnerWins = ((wSeat ^ seat) & 1) === 0;
      const ruffed = wSuit !== led;
      let lhoTop = -1;
      let lhoRuffs = false;
      if (pos < 3) {
        const lm = h[lho * 4 + led];
        if (lm) lhoTop = top(lm);
        else lhoRuffs = trump !== NO_TRUMP && led !== trump && h[lho * 4 + trump] !== 0;
      }
      let x = m;
      while (x) {
        const b = top(x);
        const below = other & ((1 << b) - 1);
        const stop = below ? top(below) : -1;
        x &= ~((2 << b) - (1 << (stop + 1)));
        let sc: number;
        if (ruffed) sc = -b;
        else if (partnerWins) {
          if (pos === 3 || lhoRuffs || wRank > lhoTop) sc = -b;
          else sc = b > lhoTop ? 20 - b : -b;
        } else if (b > wRank) {
          if (pos === 3) sc = 100 - b;
          else if (!lhoRuffs && b > lhoTop) sc = 80 - b;
          else sc = pos === 1 ? -b - 20 : 30 - b;
        } else sc = -b;
        n = this.add(base, n, (led << 4) | b, sc);
      }
      return n;
    }

    if (pos > 0) {
      // Void in the suit led: ruff or discard.
      const partnerWins = ((wSeat ^ seat) & 1) === 0;
      const partnerSure = partnerWins && (pos === 3 || !this.canBeat(lho, led, wSuit, wRank));
      for (let s = 0; s < 4; s++) {
        const m = h[seat * 4 + s];
        if (!m) continue;
        const a = alive[s];
        const other = a & ~m;
        const suitTop = top(a);
        const len = BIT_COUNT[m];
        let x = m;
        while (x) {
          const b = top(x);
          const below = other & ((1 << b) - 1);
          const stop = below ? top(below) : -1;
          x &= ~((2 << b) - (1 << (stop + 1)));
          let sc: number;
          if (s === trump) {
            const over = wSuit !== trump || b > wRank;
            if (!over) sc = -60 - b;
            else if (partnerSure) sc = -50 - b;
            else sc = 70 - b;
          } else {
            sc = -2 * b + len - (b === suitTop ? 30 : 0);
          }
          n = this.add(base, n, (s << 4) | b, sc);
        }
      }
      return n;
    }

    // Leading.
    for (let s = 0; s < 4; s++) {
      const m = h[seat * 4 + s];
      if (!m) continue;
      const a = alive[s];
      const other = a & ~m;
      const suitTop = top(a);
      const pm = h[partner * 4 + s];
      const lm = h[lho * 4 + s];
      const rm = h[rho * 4 + s];
      let oppRuff = false;
      let partnerRuff = false;
      if (trump !== NO_TRUMP && s !== trump) {
        oppRuff = (lm === 0 && h[lho * 4 + trump] !== 0) || (rm === 0 && h[rho * 4 + trump] !== 0);
        partnerRuff = pm === 0 && h[partner * 4 + trump] !== 0;
      }
      const partnerTop = (pm & (1 << suitTop)) !== 0;
      const oppsHold = lm | rm;
      let x = m;
      while (x) {
        const b = top(x);
        const below = other & ((1 << b) - 1);
        const stop = below ? top(below) : -1;
        const group = (2 << b) - (1 << (stop + 1));
        x &= ~group;
        let sc: number;
        if (b === suitTop) {
          sc = oppRuff ? 5 : oppsHold ? 60 : 40;
          if (s === trump && h[lho * 4 + trump] | h[rho * 4 + trump]) sc += 10;
        } else if (partnerTop) {
          sc = oppRuff ? 0 : 50 - b;
        } else if (partnerRuff && !oppRuff) {
          sc = 45 - b;
        } else {
          sc = 20 - b;
          if (oppRuff) sc -= 20;
          // Leading away from a card that would beat the opponents' second-best is costly.
          if (a >> (b + 1) !== 0 && b > 8) sc -= 10;
          // Leading into the top card of the last hand to play is poor; through the second hand's is good.
          if (rm & (1 << suitTop)) sc -= 12;
          else if (lm & (1 << suitTop) && pm > lm) sc += 10;
          if (trump === NO_TRUMP) sc += 2 * (BIT_COUNT[m] + BIT_COUNT[pm]) - 2 * Math.max(BIT_COUNT[lm], BIT_COUNT[rm]);
        }
        if (hintCard >= 0 && hintCard >> 4 === s && group & (1 << (hintCard & 15))) sc += 1000;
        n = this.add(base, n, (s << 4) | b, sc);
      }
    }
    return n;
  }
}
