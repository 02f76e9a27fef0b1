/**
 * What identifies an event read from a Bridgemate .bws, and whether two reads are of the same event. Kept apart
 * from the reader (and its database library) so that the workbook layer can compare without loading it.
 */

/** What identifies an event read from a .bws, so that a later read of the same file is known for the same. */
export interface BwsIdentity {
  guid?: string;
  session?: number;
  /** The Session table's date. */
  date?: string;
  /** The day the first row was sent (DateLog), "2019-08-26". */
  playedOn?: string;
  section: string;
}

/**
 * Same event: the same section of the same session on the same day. Each of the session's GUID, its number, its
 * date and the day its first result was sent must agree when both reads know it.
 */
export function sameBwsEvent(a: BwsIdentity, b: BwsIdentity): boolean {
  if (a.section !== b.section) return false;
  const agree = <T>(x: T | undefined, y: T | undefined) => x === undefined || y === undefined || x === y;
  return agree(a.guid, b.guid) && agree(a.session, b.session) && agree(a.date, b.date) && agree(a.playedOn, b.playedOn);
}
