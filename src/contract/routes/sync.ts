/**
 * Sync with a CouchDB server: status, connect, disconnect, sync now, the user's conflict choices,
 * and the local profile. Other tabs ask "who am I" with `GET /api/sync/profile` and store its
 * `author` as the author of what the user makes; it changes (store 'sync') when the user renames
 * it or connects.
 */
import type { SyncChoiceRequest, SyncConnectRequest, SyncProfile, SyncProfileRequest, SyncStatus } from '../types/sync';

export interface SyncRoutes {
  'GET /api/sync/status': { request: undefined; response: SyncStatus };
  'POST /api/sync/connect': { request: SyncConnectRequest; response: SyncStatus };
  'POST /api/sync/disconnect': { request: undefined; response: SyncStatus };
  'POST /api/sync/now': { request: undefined; response: SyncStatus };
  'POST /api/sync/conflicts/{id}': { request: SyncChoiceRequest; response: SyncStatus };
  'GET /api/sync/profile': { request: undefined; response: SyncProfile };
  /** 409 while connected: the name is then the server's user name. */
  'PUT /api/sync/profile': { request: SyncProfileRequest; response: SyncProfile };
}
