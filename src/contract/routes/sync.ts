/** Sync with a CouchDB server: status, connect, disconnect, sync now, and the user's conflict choices. */
import type { SyncChoiceRequest, SyncConnectRequest, SyncStatus } from '../types/sync';

export interface SyncRoutes {
  'GET /api/sync/status': { request: undefined; response: SyncStatus };
  'POST /api/sync/connect': { request: SyncConnectRequest; response: SyncStatus };
  'POST /api/sync/disconnect': { request: undefined; response: SyncStatus };
  'POST /api/sync/now': { request: undefined; response: SyncStatus };
  'POST /api/sync/conflicts/{id}': { request: SyncChoiceRequest; response: SyncStatus };
}
