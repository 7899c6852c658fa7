/** /api/sync: the Sync panel's routes, answered by the sync engine (src/api/sync). */
import type { SyncProfile, SyncStatus } from '../../../contract';
import { PROFILE_DISPLAY_NAME } from '../../../contract/settings';
import { readProfile, saveDisplayName } from '../../sync/profile';
import { ApiError } from '../../../contract/errors';
import { syncEngine, parseServerUrl } from '../../sync/engine';
import { SyncError } from '../../sync/http';
import type { RouteModule } from '../types';
import { bodyObject, charLength } from '../validate';

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new ApiError(400, `${field} is required`);
  return value;
}

const asApiError = (error: unknown): never => {
  if (error instanceof SyncError) throw new ApiError(error.kind === 'unauthorized' ? 401 : 502, error.message);
  throw error;
};

export const syncRoutes = {
  'GET /api/sync/status': async (): Promise<SyncStatus> => syncEngine.status(),

  'POST /api/sync/connect': {
    changes: ['sync'],
    handle: async ({ body }): Promise<SyncStatus> => {
      const input = bodyObject(body);
      let server: { url: string; database: string | null };
      try {
        server = parseServerUrl(text(input.server_url, 'Server URL'));
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw new ApiError(400, 'Server URL must start with http:// or https://, e.g. http://127.0.0.1:5984/workspace');
      }
      const connection = {
        ...server,
        username: text(input.username, 'Username').trim(),
        password: text(input.password, 'Password'),
        remember: input.remember === true,
      };
      await syncEngine.connect(connection).catch(asApiError);
      return syncEngine.status();
    },
  },

  'POST /api/sync/disconnect': {
    changes: ['sync'],
    handle: async (): Promise<SyncStatus> => {
      await syncEngine.disconnect();
      return syncEngine.status();
    },
  },

  'POST /api/sync/now': {
    changes: ['sync'],
    handle: async (): Promise<SyncStatus> => {
      syncEngine.syncNow();
      return syncEngine.status();
    },
  },

  'POST /api/sync/conflicts/{id}': {
    changes: ['sync'],
    handle: async ({ params, body }): Promise<SyncStatus> => {
      const choice = bodyObject(body).choice;
      if (choice !== 'mine' && choice !== 'theirs') throw new ApiError(400, "choice must be 'mine' or 'theirs'");
      await syncEngine.choose(text(params.id, 'Conflict id'), choice);
      return syncEngine.status();
    },
  },

  'GET /api/sync/profile': async (): Promise<SyncProfile> => readProfile(),

  'PUT /api/sync/profile': {
    changes: ['sync'],
    handle: async ({ body }): Promise<SyncProfile> => {
      // One line of text: line breaks and control characters (U+2028 included) become spaces.
      const name = text(bodyObject(body).display_name, 'Display name')
        .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
        .trim();
      if (name === '') throw new ApiError(400, 'Display name is required');
      if (charLength(name) > PROFILE_DISPLAY_NAME.maxChars)
        throw new ApiError(400, `Display name must be ${PROFILE_DISPLAY_NAME.maxChars} characters or fewer`);
      if ((await readProfile()).name_from_server)
        throw new ApiError(409, "While connected, your name is the server's user name. Disconnect to change it here.");
      return saveDisplayName(name);
    },
  },
} satisfies RouteModule;
