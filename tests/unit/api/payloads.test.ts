import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import type { ClusteringResult, ContentCalendar, InternalLinking, VisualizationResponse } from '@/contract';
import { resultCache } from '@/api/local/middleware';
import { PAYLOADS, readPayload, storedPayload, storedPayloadJson, UnreadablePayloadError } from '@/api/local/payloads';
import { local } from '@/api/local/router';
import { db } from '@/db/database';
import { fixtureZip } from '../datasources-support';
import { rejectionOf, resetLocalState } from './support';
import { COFFEE_KEYWORDS as KEYWORDS } from '../../fixtures/coffeeKeywords';

beforeEach(resetLocalState);
afterEach(() => vi.restoreAllMocks());

const run = (): Promise<ClusteringResult> => api.post('/api/cluster', { keywords: KEYWORDS });

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} was not stored`);
  return value;
}

/** Refused payloads are logged; the tests read the log instead of printing it. */
const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

const PLANNER_ROWS = [
  { keyword: 'trail shoes', avg_monthly_searches: 12100, competition: 'High' as const, suggested_bid: 1.25 },
  { keyword: 'trail shoes women', avg_monthly_searches: 900, competition: 'Low' as const, suggested_bid: 0.8 },
];

/** A ranking export as stored before gaps carried the search intent (and before payloads had versions). */
const RANKINGS_BEFORE_INTENTS = {
  import_id: 'r1',
  file_name: 'positions.csv',
  format_label: 'Semrush Positions',
  keyword_count: 1,
  rows: 1,
  min_volume: 900,
  truncated: false,
  role: 'competitor',
  keywords: [{ keyword: 'cold brew', position: 3, search_volume: 900, difficulty: 40, url: null }],
};

describe('readPayload', () => {
  it('reads back what a writer stored, stamped with its kind’s version', () => {
    const stored = storedPayload(PAYLOADS.adsPlanner, PLANNER_ROWS);
    expect(stored.schema_version).toBe(PAYLOADS.adsPlanner.version);
    expect(readPayload(PAYLOADS.adsPlanner, stored)).toEqual(PLANNER_ROWS);
  });

  it('reads a payload stored before payloads had versions when its shape is today’s', () => {
    expect(readPayload(PAYLOADS.adsPlanner, { payload: PLANNER_ROWS })).toEqual(PLANNER_ROWS);
  });

  it('upgrades rankings stored before gaps carried the intent: the intent is unknown', () => {
    const rankings = readPayload(PAYLOADS.rankings, { payload: RANKINGS_BEFORE_INTENTS });
    expect(rankings.keywords).toEqual([{ ...RANKINGS_BEFORE_INTENTS.keywords[0], intent: null }]);
    // The current version is read as it is: a missing intent there is a broken payload, not an old one.
    expect(() => readPayload(PAYLOADS.rankings, { payload: RANKINGS_BEFORE_INTENTS, schema_version: 1 })).toThrow(
      'keywords[0].intent should be text or null, but is missing',
    );
  });

  it('refuses a payload saved by a newer version, saying so and what to do', () => {
    const error = (() => {
      try {
        return readPayload(PAYLOADS.adsPlanner, { payload: PLANNER_ROWS, schema_version: 2 });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(UnreadablePayloadError);
    expect(error).toMatchObject({
      status: 422,
      detail:
        'The stored Keyword Planner export cannot be read (a newer version of Topicwise saved it as version 2; this one reads up to 1): import the Keyword Planner export again.',
    });
  });

  it('refuses a malformed payload, naming the first field that is wrong', () => {
    const rows = [PLANNER_ROWS[0], { keyword: 'trail shoes men' }];
    expect(() => readPayload(PAYLOADS.adsPlanner, { payload: rows, schema_version: 1 })).toThrow(
      'The stored Keyword Planner export cannot be read ([1].avg_monthly_searches should be a number, but is missing): import',
    );
    expect(() => readPayload(PAYLOADS.searchConsole, { payload: { language: 'English' } })).toThrow(
      '(sheets should be a list, but is missing): forget this property and import its Search Console export again.',
    );
    expect(() => readPayload(PAYLOADS.chart, { payload: 'chart', schema_version: 1 })).toThrow(
      'The stored chart cannot be read (it should be an object, but is text).',
    );
    expect(() => readPayload(PAYLOADS.chart, { payload: {}, schema_version: 1.5 })).toThrow(
      'its schema_version 1.5 is not a whole number',
    );
  });
});

describe('derived results that cannot be read are computed again', () => {
  const chart = (resultId: string) =>
    local.request('POST', '/api/visualizations/search-volume-heatmap', {
      result_id: resultId,
    }) as Promise<VisualizationResponse>;
  const storedChart = () => db.derived_results.where('kind').equals('visualization:search_volume_heatmap').first();

  it('a chart: read back when current or unversioned in today’s shape, computed again when newer or malformed', async () => {
    const warned = warnings();
    const result = await run();
    const first = await chart(result.id);
    expect(first.from_store).toBe(false);
    const row = must(await storedChart(), 'The chart');
    expect(row.schema_version).toBe(PAYLOADS.chart.version);

    expect(await chart(result.id)).toMatchObject({ from_store: true, visualizations: first.visualizations });

    // Stored before payloads had versions, in today's shape: still read.
    await db.derived_results.update(row.id, { schema_version: undefined });
    expect((await chart(result.id)).from_store).toBe(true);

    await db.derived_results.update(row.id, { schema_version: 99 });
    expect(await chart(result.id)).toMatchObject({ from_store: false, visualizations: first.visualizations });
    expect((await storedChart())?.schema_version).toBe(PAYLOADS.chart.version);

    await db.derived_results.update(row.id, { payload: { source_updated_at: result.updated_at, timestamp: 'x' } });
    expect(await chart(result.id)).toMatchObject({ from_store: false, visualizations: first.visualizations });
    expect(warned).toHaveBeenCalledWith(
      'The stored chart cannot be read (data should be an object, but is missing). It is taken as not computed yet.',
    );
    expect((await chart(result.id)).from_store).toBe(true);
  });

  it('the internal linking plan is stored as JSON text, read back as the plan, built again when damaged', async () => {
    warnings();
    const result = await run();
    const linking = () =>
      local.request('POST', '/api/content-strategy/internal-linking', {
        result_id: result.id,
      }) as Promise<InternalLinking>;
    const built = await linking();
    const row = must(await db.derived_results.where('kind').equals('content:linking').first(), 'The linking plan');
    expect(typeof row.payload).toBe('string');
    expect(readPayload(PAYLOADS.internalLinking, row).data).toEqual(built);
    expect(await linking()).toEqual(built);
    await db.derived_results.update(row.id, { payload: (row.payload as string).slice(0, 100) });
    const cut = must(await db.derived_results.get(row.id), 'The cut plan');
    expect(() => readPayload(PAYLOADS.internalLinking, cut)).toThrow(
      'The stored internal linking plan cannot be read (its JSON text is cut or damaged).',
    );
    expect((await linking()).linking_suggestions).toEqual(built.linking_suggestions);
    const stored = storedPayloadJson(PAYLOADS.internalLinking, JSON.stringify({ key: 'k', data: built }));
    expect(readPayload(PAYLOADS.internalLinking, stored)).toEqual({ key: 'k', data: built });
  });

  it('a content calendar whose data is malformed is built again', async () => {
    warnings();
    const result = await run();
    const body = { result_id: result.id, pages_per_week: 2, start_date: '2026-01-05' };
    const calendar = () => local.request('POST', '/api/content-strategy/calendar', body) as Promise<ContentCalendar>;
    const built = await calendar();
    const row = must(await db.derived_results.where('kind').equals('content:calendar').first(), 'The calendar');
    expect(row.schema_version).toBe(PAYLOADS.contentCalendar.version);
    const stored = readPayload(PAYLOADS.contentCalendar, row);
    await db.derived_results.update(row.id, { payload: { key: stored.key, data: { result_id: result.id } } });
    const again = await calendar();
    expect(again.calendar_entries).toEqual(built.calendar_entries);
    const rewritten = must(await db.derived_results.get(row.id), 'The rebuilt calendar');
    expect(readPayload(PAYLOADS.contentCalendar, rewritten).data).toEqual(again);
  });

  it('an AI analysis that cannot be read is left out of the stored analyses', async () => {
    const warned = warnings();
    const result = await run();
    await api.post('/api/ai/voice-search-optimization', {});
    expect(await api.get('/api/ai/analyses')).toMatchObject({ result_id: result.id, voice: { summary: {} } });
    const row = must(await db.derived_results.where('kind').equals('ai-voice').first(), 'The voice analysis');
    await db.derived_results.update(row.id, { payload: { summary: {} } });
    expect(await api.get('/api/ai/analyses')).toEqual({ result_id: result.id, stale: [] });
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^The stored voice search analysis cannot be read/));
  });
});

describe('analyses and imports the user made', () => {
  const fixture = (path: string) => readFileSync(fileURLToPath(new URL(`../../fixtures/${path}`, import.meta.url)));

  it('the latest website analysis skips one that cannot be read', async () => {
    warnings();
    const analyse = (name: string) =>
      api.post('/api/analyze-website/pages', { files: [{ name, text: fixture(`website/${name}`).toString() }] });
    const older = await analyse('home.html');
    const newer = await analyse('ratio.html');
    expect((await db.analyses.get(newer.id))?.schema_version).toBe(PAYLOADS.websiteAnalysis.version);
    expect((await api.get('/api/analyze-website/latest')).id).toBe(newer.id);

    await db.analyses.update(newer.id, { payload: { ...newer, keywords: null } });
    resultCache.reset();
    expect((await api.get('/api/analyze-website/latest')).id).toBe(older.id);

    await db.analyses.update(older.id, { schema_version: 2 });
    resultCache.reset();
    await expect(api.get('/api/analyze-website/latest')).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'No website analysis yet' } },
    });
  });

  it('an attached ranking export is upgraded when old, and refused with what to do when malformed', async () => {
    const upload = (name: string, role: 'own' | 'competitor') =>
      api.post('/api/competitor-rankings', {
        file: new Blob([fixture(`competitor/${name}`)]),
        file_name: name,
        role,
      });
    const yours = await upload('semrush-positions-yours.csv', 'own');
    const theirs = await upload('semrush-positions-theirs.csv', 'competitor');
    const analyse = () =>
      api.post('/api/competitor-analysis', {
        competitor_url: 'beanhub.example',
        analyze_gaps: true,
        generate_opportunities: false,
        competitors: [{ url: 'https://beanhub.example', rankings_import_id: theirs.import_id }],
        own_rankings_import_id: yours.import_id,
      });
    const analysis = await analyse();
    expect(analysis.keyword_gaps.every((gap) => gap.intent === 'informational')).toBe(true);
    expect((await db.analyses.get(analysis.id))?.schema_version).toBe(PAYLOADS.competitorAnalysis.version);

    const record = must(await db.source_imports.get(theirs.import_id), 'The export');
    const current = readPayload(PAYLOADS.rankings, record);
    expect(record.schema_version).toBe(PAYLOADS.rankings.version);
    const withoutIntents = current.keywords.map(({ intent: _intent, ...keyword }) => keyword);
    await db.source_imports.put({
      ...record,
      schema_version: undefined,
      payload: { ...current, keywords: withoutIntents },
    });
    const upgraded = await analyse();
    expect(upgraded.gap_counts).toEqual(analysis.gap_counts);
    expect(upgraded.keyword_gaps.every((gap) => gap.intent === null)).toBe(true);

    await db.source_imports.update(theirs.import_id, { payload: { ...current, keywords: 'cold brew' } });
    await expect(analyse()).rejects.toMatchObject({
      response: {
        status: 422,
        data: {
          detail:
            'The stored ranking export cannot be read (keywords should be a list, but is text): attach the ranking export again.',
        },
      },
    });
  });

  it('a Search Console import that cannot be read is refused with what to do', async () => {
    const imported = await api.post('/api/advanced-data-sources/search-console/import', {
      file: new Blob([(await fixtureZip('en')) as BlobPart]),
      file_name: 'acme-shoes.com-Performance.zip',
      property: 'acme-shoes.com',
    });
    const path = '/api/advanced-data-sources/search-console/acme-shoes.com';
    expect((await api.get(path)).data_source).toBe('search_console_export');
    expect((await db.source_imports.get(imported.import_id))?.schema_version).toBe(PAYLOADS.searchConsole.version);

    await db.source_imports.update(imported.import_id, { payload: { language: 'English', queries: [] } });
    resultCache.reset();
    const refused = await rejectionOf(api.get(path));
    expect(refused).toMatchObject({
      response: {
        status: 422,
        data: {
          detail:
            'The stored Search Console export cannot be read (sheets should be a list, but is missing): forget this property and import its Search Console export again.',
        },
      },
    });
  });
});
