import { db } from '@/db/database';
import { sourceFiles } from '@/lib/dataSource';
import type { RouteModule } from '../types';
import { currentResultId } from '../clustering/store';

/**
 * Local mode has no ads-provider credentials, so figures come from the user's own exports or the
 * deterministic estimators ('enhanced_mock'); `current_result_data` says which for the current
 * result. Competitive intelligence runs on local data, so it is on.
 */
export const statusRoutes = {
  'GET /api/api-status': {
    handle: async () => {
      const id = await currentResultId();
      const current = id ? await db.clustering_results.get(id) : undefined;
      const files = current ? sourceFiles(current.metrics_sources) : [];
      return {
        using_production_api: false,
        competitive_intelligence: true,
        data_source: 'enhanced_mock' as const,
        current_result_data: current ? { seo_data_source: current.seo_data_source, files } : null,
        data_label:
          files.length === 0
            ? 'Enhanced Mock Data'
            : current?.seo_data_source === 'enhanced_mock'
              ? 'Imported + Estimated Data'
              : 'Imported Data',
        data_measured: files.length > 0 && current?.seo_data_source === 'imported',
      };
    },
    cache: { ttlMs: 60_000, dependsOn: ['clustering_results', 'settings'] },
  },
} satisfies RouteModule;
