export type ExpansionType = 'question' | 'modifier' | 'comparison' | 'location';

/** One generated variant, marked so the UI and exports can tell it from user input. */
export interface ExpandedKeyword {
  keyword: string;
  /** The seed exactly as given (trimmed). */
  expanded_from: string;
  expansion_type: ExpansionType;
}

export interface Candidate {
  keyword: string;
  type: ExpansionType;
}

/**
 * A language's expansion patterns, prepared once for a whole seed list (so
 * comparisons can pair seeds) and then asked per seed. Seeds are normalised.
 */
export type ExpanderFactory = (seeds: readonly string[], cities: readonly string[]) => (seed: string) => Candidate[];
