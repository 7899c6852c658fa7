import { useCallback, useState } from 'react';
import { api } from '@/api/client';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { navigateToTab } from '@/lib/navigation';
import { plural } from '@/lib/format';

/** Spec 000 §8 default. */
const IMPORT_ERROR = { title: 'Import failed', description: 'Failed to import cluster' };

export interface ImportTarget {
  id: string;
  name: string;
}

/**
 * Spec 000 §2: importing a cluster appends its keywords to the clustering text area and switches
 * to the clustering tab. The text area is the keyword draft, so the clustering tab shows the new
 * lines when it mounts.
 */
export function useClusterImport(): {
  importing: string | null;
  importCluster: (cluster: ImportTarget) => Promise<void>;
} {
  const [importing, setImporting] = useState<string | null>(null);

  const importCluster = useCallback(async (cluster: ImportTarget) => {
    setImporting(cluster.id);
    try {
      const result = await api.post(`/api/clusters/${encodeURIComponent(cluster.id)}/import`);
      const { added, skipped } = await api.post('/api/keyword-draft/append', { keywords: result.keywords });
      toaster.create({
        title: `Imported ${plural(added.length, 'keyword')} from ${cluster.name}`,
        description:
          skipped > 0
            ? `${plural(skipped, 'keyword')} already in your list ${skipped === 1 ? 'was' : 'were'} skipped.`
            : undefined,
        type: 'success',
      });
      // The shell keeps the scroll position on a feature's tab switch; the text area is at the top.
      window.scrollTo({ top: 0 });
      navigateToTab('clustering');
    } catch (error) {
      notifyError(error, IMPORT_ERROR);
    } finally {
      setImporting(null);
    }
  }, []);

  return { importing, importCluster };
}
