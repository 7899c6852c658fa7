/** Which data the app is answering with (spec 000 §3). Wire names are snake_case. */

/** Where figures come from: measured provider data, or the deterministic local estimators. */
export type DataSource = 'enhanced_mock' | 'google_ads';

export type ApiStatus = {
  using_production_api: boolean;
  competitive_intelligence: boolean;
  data_source: DataSource;
};
