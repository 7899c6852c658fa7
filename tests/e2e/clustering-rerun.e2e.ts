import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUSTERING_TAB, exportFile, runClustering, uploadGeneratedKeywords, waitForTab } from './clustering-helpers';
import { DESKTOP, withApp } from './support';

const N = 3000;

interface Exported {
  settings: { similarity_threshold: number };
  clusters: { name: string; keywords: { text: string }[] }[];
}

/** The exported result's clusters as names and keywords (ids and times differ between runs). */
async function exportedClusters(page: Page): Promise<{ threshold: number; clusters: string[][] }> {
  const parsed = JSON.parse((await exportFile(page, 'JSON')).content.toString('utf8')) as Exported;
  return {
    threshold: parsed.settings.similarity_threshold,
    clusters: parsed.clusters.map((cluster) => [cluster.name, ...cluster.keywords.map((keyword) => keyword.text)]),
  };
}

/** One step tighter on the similarity slider, with the keyboard. */
async function tighten(page: Page): Promise<void> {
  await page.getByRole('slider', { name: 'Similarity threshold' }).press('ArrowRight');
  await expect.poll(() => page.getByTestId('similarity-value').innerText()).toBe('0.8');
}

describe('Keyword Clustering: a re-run of the same list', () => {
  // The worker keeps the list's model and its linkage from the first run (and from the upload's
  // preparation): the re-run at 0.8 reads them, and must cluster as a fresh page run at 0.8 does.
  it('at another threshold gives the clusters a fresh page gives', async () => {
    const rerun = await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await uploadGeneratedKeywords(page, N);
      await runClustering(page);
      const first = await exportedClusters(page);
      await tighten(page);
      await runClustering(page);
      const second = await exportedClusters(page);
      expect(second.clusters).not.toEqual(first.clusters);
      return second;
    });
    const fresh = await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await tighten(page);
      await uploadGeneratedKeywords(page, N);
      await runClustering(page);
      return exportedClusters(page);
    });
    expect([rerun.threshold, fresh.threshold]).toEqual([0.8, 0.8]);
    expect(rerun.clusters.length).toBeGreaterThan(100);
    expect(rerun.clusters).toEqual(fresh.clusters);
  });
});
