// What one IndexedDB transaction costs in this Chromium for a run's result (issue 28): at 100,000
// keywords the app writes about 15,000 cluster rows with an outbox row each, and the browser stored
// them about 20 s after the cards showed. Writes COUNT rows shaped like the app's stored cluster rows
// (five keywords each, about 2.7 KB as JSON) into a fresh database per variant: one record per row,
// with an outbox row beside each, and grouped several rows to a record (Blink stores a value over
// 64 KB as a blob); tiny records show the per-record cost apart from the bytes. Prints the
// milliseconds from the transaction's start to its `complete` event.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromiumInstalled } from '../e2e/chromium';
import type { Benchmark } from './types';

const COUNT = Number(process.env.BENCH_IDB_ROWS ?? 15_000);
const VARIANTS = [
  'row per record',
  'row per record + outbox row',
  '20 rows per record',
  '40 rows per record',
  'tiny records',
];

/**
 * Runs in the page: the variant's write of `count` rows, in milliseconds. (No named helpers inside:
 * the bundler would wrap them in a helper the page lacks.)
 */
const writeInPage = ({ variant, count }: { variant: string; count: number }) =>
  new Promise<number>((resolve, reject) => {
    const rows = Array.from({ length: count }, (_, i) => {
      const keywords = Array.from({ length: 5 }, (_, k) => ({
        id: crypto.randomUUID(),
        text: `premium accountant ${i} for seniors ${k}`,
        search_volume: null,
        competition: 'UNKNOWN',
        cpc_low: null,
        cpc_high: null,
        difficulty: null,
        opportunity_score: null,
        intent: 'informational',
        data_source: 'none',
        estimated_fields: [],
        metric_sources: {},
        sources: [{ tool: 'Plain list', file_name: 'keywords-100000.txt' }],
        source_label: null,
        clicks: null,
        impressions: null,
        ctr: null,
        position: null,
        url: null,
        expanded: false,
        expanded_from: null,
        variants: [],
        similarity: 0.8,
      }));
      return variant === 'tiny records'
        ? { id: crypto.randomUUID(), result_id: 'r', rank: i }
        : {
            id: crypto.randomUUID(),
            result_id: 'r',
            rank: i,
            name: keywords[0].text,
            keywords,
            keyword_count: 5,
            total_volume: null,
            intent: 'informational',
            terms: ['accountant', 'premium'],
            edited: false,
            topic_id: crypto.randomUUID(),
            method: 'similarity',
            created_at: new Date().toISOString(),
          };
    });
    const grouped = Number(variant.match(/^(\d+) rows per record$/)?.[1] ?? 1);
    const open = indexedDB.open(`bench-${variant}-${Math.random()}`, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore('clusters', { keyPath: 'id' }).createIndex('result_id', 'result_id');
      const outbox = open.result.createObjectStore('outbox', { keyPath: 'id' });
      outbox.createIndex('queued_at', 'queued_at');
      outbox.createIndex('table_name', 'table_name');
    };
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const database = open.result;
      const started = performance.now();
      const transaction = database.transaction(['clusters', 'outbox'], 'readwrite');
      const clusters = transaction.objectStore('clusters');
      const outbox = transaction.objectStore('outbox');
      for (let i = 0; i < rows.length; i += grouped) {
        const row =
          grouped === 1 ? rows[i] : { id: crypto.randomUUID(), result_id: 'r', rows: rows.slice(i, i + grouped) };
        clusters.add(row);
        if (variant.endsWith('+ outbox row'))
          outbox.put({
            id: `clusters:${row.id}`,
            table_name: 'clusters',
            record_id: row.id,
            op: 'put',
            queued_at: new Date().toISOString(),
          });
      }
      transaction.onerror = () => reject(transaction.error);
      transaction.oncomplete = () => {
        const ms = performance.now() - started;
        database.close();
        indexedDB.deleteDatabase(database.name);
        resolve(ms);
      };
    };
  });

const bench: Benchmark = {
  name: 'idb-writes',
  async run(emit) {
    assertChromiumInstalled();
    // IndexedDB needs an origin: a blank page from a local server.
    const server = createServer((_, response) => response.end('<!doctype html><title>bench</title>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      emit({ bench: 'idb-writes', chromium: browser.version(), rows: COUNT });
      for (const variant of VARIANTS) {
        const ms = await page.evaluate(writeInPage, { variant, count: COUNT });
        emit({ bench: 'idb-writes', variant, rows: COUNT, ms: Math.round(ms) });
      }
    } finally {
      await browser.close();
      server.close();
    }
  },
};

export default bench;
