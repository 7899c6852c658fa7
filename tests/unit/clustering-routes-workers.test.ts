import { afterEach, describe, expect, it } from 'vitest';
import { cancellable, RunCancelledError, setWorkerServices, workerServices } from '@/api/local/workers';
import { createPacer, mapPaced } from '@/api/local/clustering/pacer';

afterEach(() => setWorkerServices(undefined));

describe('worker services without Worker (Node): the same cores on the main thread', () => {
  it('parses, estimates, expands and clusters', async () => {
    const services = workerServices();
    const bytes = new TextEncoder().encode('coffee beans\nespresso machine\n').buffer;
    const outcome = await services.imports.parseKeywordFile(undefined, bytes, 'list.txt');
    expect(outcome.ok && outcome.result.keywords.map((keyword) => keyword.keyword)).toEqual([
      'coffee beans',
      'espresso machine',
    ]);
    const [estimate] = await services.estimates.estimateMany(undefined, ['coffee beans'], 'US');
    expect(estimate.data_source).toBe('enhanced_mock');
    expect(
      (await services.estimates.expandKeywords(undefined, ['plumber'], { location: 'US' })).length,
    ).toBeGreaterThan(0);
    const result = await services.clustering.cluster(
      undefined,
      [{ text: 'coffee beans' }, { text: 'buy coffee beans' }],
      {
        min_cluster_size: 2,
      },
    );
    expect(result.clusters).toHaveLength(1);
  });

  it('stops the engine on an abort signal with RunCancelledError', async () => {
    const controller = new AbortController();
    const keywords = Array.from({ length: 3000 }, (_, i) => ({ text: `keyword ${i} coffee ${i % 17}` }));
    const run = workerServices().clustering.cluster(controller.signal, keywords, {});
    controller.abort();
    await expect(run).rejects.toBeInstanceOf(RunCancelledError);
  });

  it('cancelling one of two concurrent runs leaves the other to complete', async () => {
    const controller = new AbortController();
    const keywords = (tag: string) =>
      Array.from({ length: 2000 }, (_, i) => ({ text: `${tag} keyword ${i} coffee ${i % 17}` }));
    const kept = workerServices().clustering.cluster(undefined, keywords('kept'), {});
    const stopped = workerServices().clustering.cluster(controller.signal, keywords('stopped'), {});
    controller.abort();
    await expect(stopped).rejects.toBeInstanceOf(RunCancelledError);
    expect((await kept).stats.input_keywords).toBe(2000);
  });

  it("lets tests replace one method, keep the worker's others, and restore the defaults", async () => {
    setWorkerServices({ estimates: { estimateMany: async () => [] } });
    await expect(workerServices().estimates.estimateMany(undefined, ['x'], 'US')).resolves.toEqual([]);
    const expanded = await workerServices().estimates.expandKeywords(undefined, ['plumber'], { location: 'US' });
    expect(expanded.length).toBeGreaterThan(0);
    setWorkerServices(undefined);
    await expect(workerServices().estimates.estimateMany(undefined, ['x'], 'US')).resolves.toHaveLength(1);
  });
});

describe('cancellable', () => {
  it('passes the result through without a signal or before an abort', async () => {
    await expect(cancellable(Promise.resolve(1), undefined)).resolves.toBe(1);
    await expect(cancellable(Promise.resolve(2), new AbortController().signal)).resolves.toBe(2);
  });

  it('rejects at once and calls onAbort when the signal fires, even if the work never settles', async () => {
    const controller = new AbortController();
    let aborted = 0;
    const pending = cancellable(new Promise(() => {}), controller.signal, () => (aborted += 1));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RunCancelledError);
    expect(aborted).toBe(1);
  });
});

describe('pacer', () => {
  it('maps every item in order and yields to the event loop during long loops', async () => {
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const busy = (n: number) => {
      const until = performance.now() + 0.05;
      while (performance.now() < until);
      return n * 2;
    };
    const out = await mapPaced(
      Array.from({ length: 2000 }, (_, i) => i),
      busy,
      createPacer(5),
    );
    expect(out[1999]).toBe(3998);
    expect(timerRan).toBe(true);
  });
});
