export { analyseImports, combineImports, TOP_QUERIES, type AnalyseInput, type StoredImport } from './analyse';
export { estimateAnalysis, MOCK_DATA_NOTE, type EstimateInput } from './estimate';
export { fitCtrModel, expectedCtr, publishedCtr, BACKLINKO_2023_CTR, PUBLISHED_CURVE_NAME } from './ctr';
export { parseBrandTerms, isBrandQuery } from './brand';
export { normaliseProperty, hostOfPage, belongsTo, foreignHost } from './property';
export { readSearchConsoleFile } from './read';
export { uploadTooLarge, HOW_TO_EXPORT, MAX_UPLOAD_BYTES, MAX_UNCOMPRESSED_BYTES } from './limits';
export { queryOpportunities, findCannibalisation, clusterLookup, type ClusterKeywords } from './opportunities';
