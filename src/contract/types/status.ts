/** Which data the app is answering with (spec 000 §3). Wire names are snake_case. */
import type { SeoDataSource } from './clustering';

/** Where figures come from: measured provider data, or the deterministic local estimators. */
export type DataSource = 'enhanced_mock' | 'google_ads';

export type ApiStatus = {
  using_production_api: boolean;
  competitive_intelligence: boolean;
  data_source: DataSource;
  /**
   * Where the current clustering result's figures come from (its `seo_data_source` and the files
   * they were read from), so the header says 'Imported data' rather than mock when they are the
   * user's own; null before the first run.
   */
  current_result_data: { seo_data_source: SeoDataSource; files: string[] } | null;
  /**
   * The header's data-source badge: 'Real Google Ads Data' (production API), 'Imported Data' or
   * 'Imported + Estimated Data' (the current result's figures come from the user's files), else
   * the spec's 'Enhanced Mock Data'.
   */
  data_label: string;
  /** Whether the badge shows measured data (green) rather than estimates (orange). */
  data_measured: boolean;
};
