/** Typed lookup failures; the local adapter maps them to 404 ApiErrors. */
export class IndustryNotFoundError extends Error {
  readonly code = 'industry_not_found';
  constructor(readonly industryId: string) {
    super(`Industry not found: ${industryId}`);
    this.name = 'IndustryNotFoundError';
  }
}

export class ClusterNotFoundError extends Error {
  readonly code = 'cluster_not_found';
  constructor(readonly clusterId: string) {
    super(`Cluster not found: ${clusterId}`);
    this.name = 'ClusterNotFoundError';
  }
}

/** The library file is missing a field or has one of the wrong kind. */
export class IndustryLibraryFormatError extends Error {
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`Industry library: ${path} should be ${expected}`);
    this.name = 'IndustryLibraryFormatError';
  }
}
