import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClusteringResult } from '@/contract';
import { Gate } from '@/components/Gate';
import { onNavigateToTab, type TabValue } from '@/lib/navigation';
import type { Remote } from '@/hooks/useRemote';
import { useCurrentResult } from '@/hooks/useCurrentResult';
import { renderWithTheme } from './render';

vi.mock('@/hooks/useCurrentResult', () => ({ useCurrentResult: vi.fn() }));

const retry = vi.fn();

function givenState(state: Remote<ClusteringResult | null>) {
  vi.mocked(useCurrentResult).mockReturnValue({ state, retry, refresh: vi.fn(), replace: vi.fn() });
}

const result: ClusteringResult = {
  id: 'result-1',
  name: 'Coffee keywords',
  project_id: null,
  total_keywords: 2,
  total_clusters: 1,
  total_unclustered: 0,
  total_search_volume: null,
  total_clicks: null,
  total_impressions: null,
  processing_time: 0.4,
  seo_data_source: 'basic',
  metrics_sources: [],
  expanded_keywords: 0,
  duplicates_merged: 0,
  skipped_keywords: 0,
  semantic: true,
  settings: {
    similarity_threshold: 0.5,
    topic_threshold: 0.5,
    min_cluster_size: 2,
    max_cluster_size: 20,
    location: 'United States',
    language: 'English',
    get_seo_data: false,
    expand_keywords: false,
  },
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  clusters: [],
  topics: [],
  unclustered_keywords: [],
};

const tabContent = (current: ClusteringResult) => <p>Charts for {current.name}</p>;

let navigations: TabValue[] = [];
let stopListening: () => void = () => {};

beforeEach(() => {
  vi.clearAllMocks();
  navigations = [];
  stopListening = onNavigateToTab((value) => navigations.push(value));
});

afterEach(() => stopListening());

describe('Gate', () => {
  it('shows a loading status while the current result is read', () => {
    givenState({ status: 'loading' });
    renderWithTheme(<Gate>{tabContent}</Gate>);
    expect(screen.getByRole('status').textContent).toContain('Loading clustering results');
    expect(screen.queryByText(/Charts for/)).toBeNull();
    expect(screen.queryByText('No Clustering Data Available')).toBeNull();
  });

  it('renders the tab with the result once there is one', () => {
    givenState({ status: 'ready', data: result, refreshing: false });
    renderWithTheme(<Gate>{tabContent}</Gate>);
    expect(screen.getByText('Charts for Coffee keywords')).toBeDefined();
    expect(screen.queryByText('No Clustering Data Available')).toBeNull();
  });

  it('without a result, explains what to do and sends the user to the clustering tab', async () => {
    givenState({ status: 'ready', data: null, refreshing: false });
    renderWithTheme(<Gate>{tabContent}</Gate>);
    expect(screen.getByText('No Clustering Data Available')).toBeDefined();
    expect(screen.getByText('Run a keyword clustering first; this tab works from its clusters.')).toBeDefined();
    expect(screen.queryByText(/Charts for/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Clustering' }));
    expect(navigations).toEqual(['clustering']);
  });

  it("shows the tab's own description of what it will do", () => {
    givenState({ status: 'ready', data: null, refreshing: false });
    renderWithTheme(<Gate description="Charts appear here once your keywords are clustered.">{tabContent}</Gate>);
    expect(screen.getByText('Charts appear here once your keywords are clustered.')).toBeDefined();
  });

  it('after a failed read, shows the same panel and offers to try again', async () => {
    givenState({ status: 'error' });
    renderWithTheme(<Gate>{tabContent}</Gate>);
    expect(screen.getByText('No Clustering Data Available')).toBeDefined();
    expect(screen.getByText('The saved clustering result could not be read.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Clustering' }));
    expect(navigations).toEqual(['clustering']);
  });
});
