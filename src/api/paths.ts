/**
 * Type-level path matching for the client: which route key a concrete path such as
 * `/api/industries/abc/clusters` or `/api/trending-clusters?limit=10` belongs to. Generic over the
 * key set so it can be tested with routes the contract does not have yet.
 */
import type { Method } from '../contract';

/** `/api/industries/{id}/clusters` → `/api/industries/${string}/clusters`. */
type PatternOf<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${PatternOf<Tail>}`
  : P;

type PathOfKey<K> = K extends `${Method} ${infer P}` ? P : never;
type KeysOf<Keys extends string, M extends Method> = Extract<Keys, `${M} ${string}`>;

/** Every concrete path a route key accepts, with or without a query string. */
type AcceptedPath<K> = PatternOf<PathOfKey<K>> | `${PatternOf<PathOfKey<K>>}?${string}`;

export type PathFor<Keys extends string, M extends Method> = AcceptedPath<KeysOf<Keys, M>>;

type Split<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Split<Tail>] : [S];
type StripQuery<P extends string> = P extends `${infer Path}?${string}` ? Path : P;

/** Segment-wise match, so `{id}` stands for exactly one segment (a template `${string}` spans any). */
type SegmentsMatch<Pattern extends string[], Actual extends string[]> = Pattern extends [
  infer PH extends string,
  ...infer PT extends string[],
]
  ? Actual extends [infer AH extends string, ...infer AT extends string[]]
    ? PH extends `{${string}}`
      ? SegmentsMatch<PT, AT>
      : AH extends PH
        ? SegmentsMatch<PT, AT>
        : false
    : false
  : Actual extends []
    ? true
    : false;

type SegmentKeys<Keys extends string, M extends Method, P extends string> = {
  [K in KeysOf<Keys, M>]: SegmentsMatch<Split<PathOfKey<K>>, Split<StripQuery<P>>> extends true ? K : never;
}[KeysOf<Keys, M>];

type TemplateKeys<Keys extends string, M extends Method, P extends string> = {
  [K in KeysOf<Keys, M>]: P extends AcceptedPath<K> ? K : never;
}[KeysOf<Keys, M>];

/** The route key a concrete path resolves to (the template match covers paths built from variables). */
export type KeyFor<Keys extends string, M extends Method, P extends string> = [SegmentKeys<Keys, M, P>] extends [never]
  ? TemplateKeys<Keys, M, P>
  : SegmentKeys<Keys, M, P>;
