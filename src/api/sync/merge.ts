/**
 * Three-way, field-wise merge of an editable record: each field takes the side that changed it
 * since the version both devices last agreed on; a field both changed differently is a conflict.
 *
 * Derived fields are not conflicts of their own: a clustering result's topic of one cluster takes
 * that cluster's name and terms (src/api/local/clustering/topics.ts), so a cluster renamed on two
 * devices is one conflict (the cluster's), and the topic follows the name the user keeps
 * (`followClusterName`).
 */
import type { Row } from './documents';

export type MergeOutcome = { merged: Row; conflicts: string[] };

export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const IGNORED = new Set(['sync_rev', 'updated_at']);

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A topic of exactly one cluster: its name and terms are that cluster's. */
const isSingleClusterTopic = (topic: Row) => Array.isArray(topic.cluster_ids) && topic.cluster_ids.length === 1;

const withoutDerived = (topics: unknown[]) =>
  topics.map((topic) => (isRow(topic) && isSingleClusterTopic(topic) ? { ...topic, name: null, terms: null } : topic));

/**
 * The topics of two versions of a result that differ only in names derived from clusters: each
 * topic takes the side that renamed it (theirs when both did; the cluster's conflict decides).
 * Null when they differ otherwise, for the ordinary field-wise rule.
 */
function mergeDerivedTopics(base: unknown, mine: unknown, theirs: unknown): unknown[] | null {
  if (!Array.isArray(mine) || !Array.isArray(theirs) || !same(withoutDerived(mine), withoutDerived(theirs)))
    return null;
  const byId = (topics: unknown) =>
    new Map((Array.isArray(topics) ? topics.filter(isRow) : []).map((topic) => [topic.id, topic]));
  const [baseTopics, myTopics] = [byId(base), byId(mine)];
  return theirs.map((topic) => {
    if (!isRow(topic) || !isSingleClusterTopic(topic)) return topic;
    const [before, ours] = [baseTopics.get(topic.id), myTopics.get(topic.id)];
    const onlyMineRenamed = before && ours && !same(ours.name, before.name) && same(topic.name, before.name);
    return onlyMineRenamed ? { ...topic, name: ours.name, terms: ours.terms } : topic;
  });
}

export function mergeRecords(base: Row | null, mine: Row, theirs: Row): MergeOutcome {
  const merged: Row = { ...theirs };
  const conflicts: string[] = [];
  for (const field of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    if (IGNORED.has(field) || same(mine[field], theirs[field])) continue;
    const topics = field === 'topics' ? mergeDerivedTopics(base?.[field], mine[field], theirs[field]) : null;
    if (topics) {
      merged[field] = topics;
      continue;
    }
    const mineChanged = !base || !same(mine[field], base[field]);
    const theirsChanged = !base || !same(theirs[field], base[field]);
    if (mineChanged && theirsChanged) conflicts.push(field);
    else if (mineChanged) merged[field] = mine[field];
  }
  const latest = [mine.updated_at, theirs.updated_at].filter((stamp) => typeof stamp === 'string').sort();
  if (latest.length > 0) merged.updated_at = latest[latest.length - 1];
  return { merged, conflicts };
}

/**
 * The result's topic of this one cluster takes the cluster's name and terms. Returns the result's
 * new topics, or null when nothing changes.
 */
export function followClusterName(topics: unknown, cluster: Row): unknown[] | null {
  if (!Array.isArray(topics)) return null;
  const next = topics.map((topic) =>
    isRow(topic) && isSingleClusterTopic(topic) && (topic.cluster_ids as unknown[])[0] === cluster.id
      ? { ...topic, name: cluster.name, terms: cluster.terms ?? topic.terms }
      : topic,
  );
  return same(next, topics) ? null : next;
}
