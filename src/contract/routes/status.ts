/** The API status the header reads: which data source answers. */
import type { ApiStatus } from '../types/status';

export interface StatusRoutes {
  'GET /api/api-status': { request: undefined; response: ApiStatus };
}
