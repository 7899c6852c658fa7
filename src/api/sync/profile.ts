/**
 * The local profile: who the user is on this device, with or without a server. It is made on
 * first use (a UUID and the default display name) and kept in `sync_state`, which never leaves the
 * device. While a connection is kept, the name is the server's user name, because that is the
 * name the server's validate_doc_update accepts as `created_by`.
 */
import { PROFILE_DISPLAY_NAME } from '../../contract/settings';
import type { SyncProfile } from '@/contract';
import { db, nowIso, type TopicwiseDatabase } from '@/db';

/** The sync_state key of the kept connection (engine.ts); its username is the server user. */
export const CONNECTION_KEY = 'connection';
const PROFILE_KEY = 'profile';

type StoredProfile = { user_id: string; display_name: string };

const isStoredProfile = (value: unknown): value is StoredProfile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredProfile).user_id === 'string' &&
  typeof (value as StoredProfile).display_name === 'string';

async function storedProfile(database: TopicwiseDatabase): Promise<StoredProfile> {
  const kept = (await database.sync_state.get(PROFILE_KEY))?.value;
  if (isStoredProfile(kept)) return kept;
  const made = { user_id: crypto.randomUUID(), display_name: PROFILE_DISPLAY_NAME.default };
  await database.sync_state.put({ key: PROFILE_KEY, value: made, updated_at: nowIso() });
  return made;
}

export async function readProfile(database: TopicwiseDatabase = db): Promise<SyncProfile> {
  return database.transaction('rw', database.sync_state, async () => {
    const profile = await storedProfile(database);
    const connection = (await database.sync_state.get(CONNECTION_KEY))?.value as { username?: unknown } | undefined;
    const serverUser = typeof connection?.username === 'string' ? connection.username : null;
    return {
      user_id: profile.user_id,
      display_name: serverUser ?? profile.display_name,
      server_user: serverUser,
      author: serverUser ?? profile.display_name,
      name_from_server: serverUser !== null,
    };
  });
}

/** Renames the profile (already checked: trimmed, not blank, within the limit). */
export async function saveDisplayName(name: string, database: TopicwiseDatabase = db): Promise<SyncProfile> {
  await database.transaction('rw', database.sync_state, async () => {
    const profile = await storedProfile(database);
    await database.sync_state.put({
      key: PROFILE_KEY,
      value: { ...profile, display_name: name },
      updated_at: nowIso(),
    });
  });
  return readProfile(database);
}

/**
 * On sign-in the profile takes the server's user name, and keeps it after a disconnect until the
 * user renames it.
 */
export async function adoptServerName(username: string, database: TopicwiseDatabase = db): Promise<void> {
  await saveDisplayName(username, database);
}

/** The author to record on what the user makes now, for other tabs' handlers. */
export async function currentAuthor(database: TopicwiseDatabase = db): Promise<string> {
  return (await readProfile(database)).author;
}
