// Public API of the clustering engine (pure; runs in Node and in the worker).
export { clusterKeywords, resolveOptions, type EngineContext } from './engine';
export { ClusteringCancelledError, type CancelSignal } from './control';
export { LOCATION_LANGUAGE, resolveLanguage } from './languages';
export { DEFAULT_OPTIONS } from './types';
export type {
  Cluster,
  ClusteredKeyword,
  ClusteringOptions,
  ClusteringProgress,
  ClusteringResult,
  ClusteringStage,
  ClusteringStats,
  KeywordInput,
  OutputKeyword,
  UnclusteredKeyword,
} from './types';
export type { ClusteringWorkerApi } from './worker-api';
