import { useCallback, useState } from 'react';
import { api } from '@/api/client';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { plural } from '@/lib/format';
import { navigateToTab } from '@/lib/navigation';

const APPEND_ERROR = { title: 'Could not add the keywords', description: 'Please try again' };

/** Appends keywords to the clustering text area (the keyword draft); optionally opens the clustering tab. */
export function useAppendKeywords() {
  const [busy, setBusy] = useState(false);
  const append = useCallback(async (keywords: string[], openClustering: boolean) => {
    setBusy(true);
    try {
      const { added, skipped } = await api.post('/api/keyword-draft/append', { keywords });
      toaster.create({
        type: 'success',
        title:
          added.length > 0 ? `Added ${plural(added.length, 'keyword')} to clustering` : 'Already in your keyword list',
        description:
          skipped > 0 && added.length > 0 ? `${plural(skipped, 'keyword')} already in the list skipped.` : undefined,
      });
      if (openClustering) {
        window.scrollTo({ top: 0 });
        navigateToTab('clustering');
      }
    } catch (error) {
      notifyError(error, APPEND_ERROR);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, append };
}
