/**
 * Run history: the stored runs as a list, one run compared with another, a run filed under another
 * project, a run deleted. Every run stays a full result that the edit routes change in place.
 */
import { keywordKey } from '@workers/imports/keyword';
import { SETTING_KEYS } from '../../../contract';
import { ApiError } from '../../../contract/errors';
import type {
  ClusteringResult,
  ComparedCluster,
  Keyword,
  RunComparison,
  RunSummary,
} from '../../../contract/types/clustering';
import { db } from '@/db/database';
import { nowIso } from '@/db/records';
import type { ClusteringResultRecord } from '@/db/clusteringRecords';
import { emitChange } from '../changes';
import {
  currentResultId,
  deleteResult,
  loadResult,
  RESULT_NOT_FOUND,
  resultTables,
  setCurrentResultId,
  syncProjectTotals,
  toSummary,
} from './store';

export const PROJECT_NOT_FOUND = 'Project not found';

/** Runs stored before the flag existed count as edited when they were written after their creation. */
const wasEdited = (record: ClusteringResultRecord) => record.edited ?? record.updated_at !== record.created_at;

function toRunSummary(record: ClusteringResultRecord, current: string | null): RunSummary {
  return { ...toSummary(record), edited: wasEdited(record), current: record.id === current };
}

/** `projectFilter`: a project id, 'none' for runs outside every project, undefined for all. */
export async function listRuns(projectFilter: string | undefined): Promise<RunSummary[]> {
  const records = await db.clustering_results.orderBy('created_at').reverse().toArray();
  const current = await currentResultId();
  return records
    .filter((record) =>
      projectFilter === undefined
        ? true
        : projectFilter === 'none'
          ? record.project_id === null
          : record.project_id === projectFilter,
    )
    .map((record) => toRunSummary(record, current));
}

export async function openRun(id: string): Promise<ClusteringResult> {
  await db.transaction('rw', resultTables(), async () => {
    if (!(await db.clustering_results.get(id))) throw new ApiError(404, RESULT_NOT_FOUND);
    await setCurrentResultId(id);
  });
  // Other tabs (and the other tabs of this one) follow the current result through this change.
  await emitChange({ source: 'clustering_results', kind: 'edited', ids: [id] });
  return loadResult(id);
}

export async function moveRun(id: string, projectId: string | null): Promise<RunSummary> {
  return db.transaction('rw', resultTables(), async () => {
    const record = await db.clustering_results.get(id);
    if (!record) throw new ApiError(404, RESULT_NOT_FOUND);
    if (projectId !== null && !(await db.projects.get(projectId))) throw new ApiError(404, PROJECT_NOT_FOUND);
    const moved: ClusteringResultRecord = {
      ...record,
      project_id: projectId,
      // Moving is not editing: the run keeps what it was.
      edited: wasEdited(record),
      updated_at: nowIso(),
    };
    await db.clustering_results.put(moved);
    await syncProjectTotals(record.project_id);
    await syncProjectTotals(projectId);
    await emitChange({ source: 'clustering_results', kind: 'edited', ids: [id] });
    return toRunSummary(moved, await currentResultId());
  });
}

export async function removeRun(id: string): Promise<{ deleted: string; current_id: string | null }> {
  return db.transaction('rw', resultTables(), async () => {
    const record = await db.clustering_results.get(id);
    if (!record) throw new ApiError(404, RESULT_NOT_FOUND);
    const wasCurrent = (await currentResultId()) === id;
    await deleteResult(id);
    await syncProjectTotals(record.project_id);
    let current = await currentResultId();
    if (wasCurrent) {
      const newest = await db.clustering_results.orderBy('created_at').last();
      current = newest?.id ?? null;
      if (current) await setCurrentResultId(current);
      else await db.settings.delete(SETTING_KEYS.currentResultId);
    }
    await emitChange({ source: 'clustering_results', kind: 'deleted', ids: [id] });
    return { deleted: id, current_id: current };
  });
}

// ---- Comparing two runs ---------------------------------------------------------------------

type Member = { key: string; volume: number | null };
type Group = { id: string; name: string; members: Member[] };

/** The keyword's own volume plus its merged spellings'; null when none has one. */
function volumeOf(keyword: Keyword): number | null {
  const volumes = [keyword.search_volume, ...(keyword.variant_keywords ?? []).map((v) => v.search_volume)].filter(
    (v): v is number => v !== null,
  );
  return volumes.length === 0 ? null : volumes.reduce((sum, v) => sum + v, 0);
}

const addVolume = (total: number | null, volume: number | null) => (volume === null ? total : (total ?? 0) + volume);

function groups(result: ClusteringResult): Group[] {
  return result.clusters.map((cluster) => ({
    id: cluster.id,
    name: cluster.name,
    members: cluster.keywords.map((keyword) => ({ key: keywordKey(keyword.text), volume: volumeOf(keyword) })),
  }));
}

/** Keyword key → the id of its cluster ('' when unclustered), and its volume. */
function placement(result: ClusteringResult): Map<string, { cluster: string; volume: number | null }> {
  const placed = new Map<string, { cluster: string; volume: number | null }>();
  for (const cluster of result.clusters) {
    for (const keyword of cluster.keywords)
      placed.set(keywordKey(keyword.text), { cluster: cluster.id, volume: volumeOf(keyword) });
  }
  for (const keyword of result.unclustered_keywords)
    placed.set(keywordKey(keyword.text), { cluster: '', volume: volumeOf(keyword) });
  return placed;
}

const groupVolume = (group: Group) => group.members.reduce<number | null>((sum, m) => addVolume(sum, m.volume), null);

function compared(group: Group, previous: Group | null): ComparedCluster {
  const before = new Set(previous?.members.map((m) => m.key) ?? []);
  const now = new Set(group.members.map((m) => m.key));
  const volumeNow = groupVolume(group);
  const volumeBefore = previous ? groupVolume(previous) : null;
  return {
    id: group.id,
    name: group.name,
    previous_name: previous?.name ?? group.name,
    keyword_count: group.members.length,
    keywords_added: previous ? group.members.filter((m) => !before.has(m.key)).length : group.members.length,
    keywords_removed: previous ? previous.members.filter((m) => !now.has(m.key)).length : 0,
    volume_change: volumeNow === null && volumeBefore === null ? null : (volumeNow ?? 0) - (volumeBefore ?? 0),
  };
}

/**
 * Each cluster of `to` is matched with the cluster of `from` holding most of its keywords, when
 * they share at least half of the smaller cluster's keywords (one match per cluster, best first).
 */
export function compareResults(from: ClusteringResult, to: ClusteringResult): Omit<RunComparison, 'from' | 'to'> {
  const before = groups(from);
  const after = groups(to);
  const clusterOfBefore = new Map<string, number>();
  before.forEach((group, index) => group.members.forEach((m) => clusterOfBefore.set(m.key, index)));

  const candidates: { after: number; before: number; shared: number }[] = [];
  after.forEach((group, index) => {
    const shared = new Map<number, number>();
    for (const member of group.members) {
      const previous = clusterOfBefore.get(member.key);
      if (previous !== undefined) shared.set(previous, (shared.get(previous) ?? 0) + 1);
    }
    for (const [previous, count] of shared) {
      const smaller = Math.min(group.members.length, before[previous].members.length);
      if (count * 2 >= smaller) candidates.push({ after: index, before: previous, shared: count });
    }
  });
  candidates.sort((a, b) => b.shared - a.shared || a.after - b.after || a.before - b.before);
  const matchOfAfter = new Map<number, number>();
  const matchedBefore = new Set<number>();
  for (const candidate of candidates) {
    if (matchOfAfter.has(candidate.after) || matchedBefore.has(candidate.before)) continue;
    matchOfAfter.set(candidate.after, candidate.before);
    matchedBefore.add(candidate.before);
  }

  const gained: ComparedCluster[] = [];
  const changed: ComparedCluster[] = [];
  let unchanged = 0;
  after.forEach((group, index) => {
    const match = matchOfAfter.get(index);
    if (match === undefined) {
      gained.push(compared(group, null));
      return;
    }
    const entry = compared(group, before[match]);
    if (entry.keywords_added === 0 && entry.keywords_removed === 0 && entry.name === entry.previous_name)
      unchanged += 1;
    else changed.push(entry);
  });
  const lost = before
    .filter((_, index) => !matchedBefore.has(index))
    .map((group) => ({ ...compared(group, null), keywords_added: 0, keywords_removed: group.members.length }));

  // A keyword moved when its cluster in `to` is not the match of its cluster in `from`.
  const matchOfBeforeId = new Map<string, string>();
  for (const [afterIndex, beforeIndex] of matchOfAfter)
    matchOfBeforeId.set(before[beforeIndex].id, after[afterIndex].id);
  const placedBefore = placement(from);
  const placedAfter = placement(to);
  let keywordsMoved = 0;
  let volumeMoved: number | null = null;
  let keywordsAdded = 0;
  for (const [key, now] of placedAfter) {
    const then = placedBefore.get(key);
    if (!then) {
      keywordsAdded += 1;
      continue;
    }
    const expected = then.cluster === '' ? '' : (matchOfBeforeId.get(then.cluster) ?? null);
    if (expected !== now.cluster) {
      keywordsMoved += 1;
      volumeMoved = addVolume(volumeMoved, now.volume);
    }
  }
  let keywordsRemoved = 0;
  for (const key of placedBefore.keys()) if (!placedAfter.has(key)) keywordsRemoved += 1;
  const volumeChange =
    from.total_search_volume === null && to.total_search_volume === null
      ? null
      : (to.total_search_volume ?? 0) - (from.total_search_volume ?? 0);
  const byVolume = (a: ComparedCluster, b: ComparedCluster) =>
    Math.abs(b.volume_change ?? 0) - Math.abs(a.volume_change ?? 0) || b.keyword_count - a.keyword_count;
  return {
    gained: gained.sort(byVolume),
    lost: lost.sort(byVolume),
    changed: changed.sort(byVolume),
    unchanged,
    keywords_moved: keywordsMoved,
    volume_moved: volumeMoved,
    keywords_added: keywordsAdded,
    keywords_removed: keywordsRemoved,
    volume_change: volumeChange,
  };
}

export async function compareRuns(fromId: string, toId: string): Promise<RunComparison> {
  if (!fromId || !toId) throw new ApiError(400, 'Choose two runs to compare (from and to)');
  if (fromId === toId) throw new ApiError(400, 'Choose two different runs to compare');
  const [from, to] = await Promise.all([loadResult(fromId), loadResult(toId)]);
  const current = await currentResultId();
  const [fromRecord, toRecord] = await db.clustering_results.bulkGet([fromId, toId]);
  if (!fromRecord || !toRecord) throw new ApiError(404, RESULT_NOT_FOUND);
  return {
    from: toRunSummary(fromRecord, current),
    to: toRunSummary(toRecord, current),
    ...compareResults(from, to),
  };
}
