/** Routes of the Keyword Clustering area (spec 000 §7) and the edits and history this app adds. */
import type {
  ClusterRequest,
  ClusteringResult,
  ClusteringResultSummary,
  ExportFile,
  MergeClustersRequest,
  MoveKeywordsRequest,
  MoveRunRequest,
  RenameClusterRequest,
  RunComparison,
  RunSummary,
  SplitClusterRequest,
  UploadKeywordsRequest,
  UploadKeywordsResponse,
  UploadSerpRequest,
  UploadSerpResponse,
} from '../types/clustering';

export interface ClusteringRoutes {
  /** Parses a .csv/.txt keyword file (50 MB at most) and keeps its figures for POST /api/cluster. */
  'POST /api/upload-keywords': { request: UploadKeywordsRequest; response: UploadKeywordsResponse };
  /**
   * Parses a SERP file (top-10 organic URLs per keyword: Ahrefs, Semrush or any Keyword/Position/URL CSV, a
   * saved DataForSEO or SerpApi JSON) and keeps it for POST /api/cluster's `serp_import_ids`.
   */
  'POST /api/upload-serp': { request: UploadSerpRequest; response: UploadSerpResponse };
  /**
   * Runs the engine in its worker; the stored result becomes the current one. Progress and cancel:
   * third argument of api.post.
   */
  'POST /api/cluster': { request: ClusterRequest; response: ClusteringResult };
  /**
   * Starts the engine's worker and loads its word vectors ahead of a run, so the first run of a
   * session does not wait for them; `vectors` false when they cannot load (the run goes lexical).
   * Given the run's request, also builds that list's similarity model, neighbour graph and linkage
   * (for the request's maximum size), which a run of the same keywords then uses at any threshold;
   * `prepared` false without a request, or when another list's request replaced it before it was built.
   */
  'POST /api/cluster/prepare': {
    request: ClusterRequest | undefined;
    response: { vectors: boolean; prepared: boolean };
  };
  /** Stored results, newest first, without their clusters. */
  'GET /api/results': { request: undefined; response: { results: ClusteringResultSummary[] } };
  /** The latest run (with its edits); 404 'No clustering result yet'. */
  'GET /api/results/current': { request: undefined; response: ClusteringResult };
  'GET /api/results/{id}': { request: undefined; response: ClusteringResult };
  'PUT /api/results/{id}/clusters/{clusterId}': { request: RenameClusterRequest; response: ClusteringResult };
  'POST /api/results/{id}/move': { request: MoveKeywordsRequest; response: ClusteringResult };
  'POST /api/results/{id}/merge': { request: MergeClustersRequest; response: ClusteringResult };
  'POST /api/results/{id}/split': { request: SplitClusterRequest; response: ClusteringResult };
  /**
   * Run history: the stored runs, newest first. Query: project_id=<id> for one project's runs,
   * project_id=none for runs outside every project; without it, every run.
   */
  'GET /api/runs': { request: undefined; response: { runs: RunSummary[] } };
  /** Query: from=<id>&to=<id>. Clusters gained, lost and changed, and the keywords and volume that moved. */
  'GET /api/runs/compare': { request: undefined; response: RunComparison };
  /** Makes a stored run the current result (every tab reads it from then on) and returns it. */
  'POST /api/runs/{id}/open': { request: undefined; response: ClusteringResult };
  /** Files a run under another project, or under none. */
  'PUT /api/runs/{id}/project': { request: MoveRunRequest; response: RunSummary };
  /**
   * Deletes a run with its clusters (tombstones reach other devices); when it was the current one,
   * the newest remaining run becomes current.
   */
  'DELETE /api/runs/{id}': { request: undefined; response: { deleted: string; current_id: string | null } };
  /** Query: format=csv (default) or json. */
  'GET /api/export/{resultId}': { request: undefined; response: ExportFile };
}
