export { db, openDatabase, applyVersions, TopicwiseDatabase, DATABASE_NAME } from './database';
export {
  schemaV1,
  schemaV2,
  schemaV3,
  schemaV4,
  schemaV5,
  schemaV6,
  schemaV7,
  schemaV9,
  VERSIONS,
  LATEST_VERSION,
  type SchemaVersion,
  type StoreSpec,
} from './schema';
export * from './records';
export * from './clusteringRecords';
export * from './jobRecords';
export * from './derivedRecords';
export * from './sourceRecords';
export * from './replication';
export * from './enterpriseRecords';
export * from './outreachRecords';
export * from './collaborationRecords';
export { markFreshIds, markRemote } from './syncMiddleware';
