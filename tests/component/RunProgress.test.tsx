import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestProgress } from '@/api/client';
import type { ClusteringResult } from '@/contract';
import { RunProgress } from '@/features/clustering/RunProgress';
import type { ProgressStore } from '@/features/clustering/useClusteringRun';
import { renderWithTheme } from './render';

const storeOf = (progress: RequestProgress): ProgressStore => ({ get: () => progress, subscribe: () => () => {} });

describe('RunProgress', () => {
  it('can be cancelled while the run clusters', () => {
    const clustering = { stage: 'clustering', fraction: 0.5, message: 'Clustering keywords' };
    renderWithTheme(<RunProgress progress={storeOf(clustering)} onCancel={() => {}} hasPrevious />);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('The previous result stays until this run finishes.')).toBeTruthy();
  });

  it('says the new result is shown while it is stored, which cannot be cancelled', () => {
    const saving = {
      stage: 'saving',
      fraction: 0.96,
      message: 'Saving results',
      response: { id: 'r1' } as ClusteringResult,
    };
    renderWithTheme(<RunProgress progress={storeOf(saving)} onCancel={() => {}} hasPrevious />);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('The new result is shown below while it is stored on this device.')).toBeTruthy();
  });
});
