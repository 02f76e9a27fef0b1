/**
 * The terminology tables: for each language, every notion the texts name, the one word used for it everywhere
 * (pane, flows, reader messages, function descriptions, manifest, printable page), where that word comes from,
 * and the words that must not be used for it. A test (test/unit/i18n/glossary.test.ts) reads every text source
 * and fails on a forbidden word or on a notion named two ways.
 *
 * Patterns are regular-expression sources matched case-insensitively (unless `caseSensitive`) as whole words:
 * a letter, digit or underscore may not touch either end, so `EW` does not match inside `Score_EW`.
 * `\p{L}*` stands for an inflected ending.
 */
export type GlossaryLanguage = 'pl' | 'nl' | 'fr' | 'ru';

export interface GlossaryTerm {
  /** The notion, in English. */
  notion: string;
  /** The word used for it everywhere. */
  use: string;
  /** Where the word comes from: the seed and its section, or the federation's own text. */
  source: string;
  /** The word's inflected forms as a pattern; `use` itself when absent. At least one text must use it. */
  uses?: string;
  /** Words not to use for this notion. */
  forbidden: string[];
  /** Match `forbidden` with case (abbreviations such as EW). */
  caseSensitive?: boolean;
  /**
   * Only these texts are checked against `forbidden`, where the forbidden word is right elsewhere in another
   * sense (pl "miejsce" is a rank, not a seat). Ids are `source:key`; a trailing `*` matches a prefix.
   */
  only?: string[];
  /** Texts where a forbidden word is right (the label of the other notion it names). */
  except?: string[];
  /** Texts that name this notion: each must use the word (`uses`). */
  keys?: string[];
}
