export { db, openDatabase, applyVersions, TopicwiseDatabase, DATABASE_NAME } from './database';
export { schemaV1, schemaV2, VERSIONS, LATEST_VERSION, type SchemaVersion, type StoreSpec } from './schema';
export { deleteWithTombstone } from './tombstones';
export * from './records';
export * from './clusteringRecords';
