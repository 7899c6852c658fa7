/** Sync with CouchDB (issue 20): what the Sync panel shows and sends. */

export type SyncState = 'disconnected' | 'syncing' | 'synced' | 'offline' | 'signed-out' | 'error';

/** Two versions of one record waiting for the user's choice. */
export type SyncConflictView = {
  id: string;
  /** What it is, e.g. 'Project'. */
  label: string;
  /** The fields both sides changed, or ['deleted'] for a delete against an edit. */
  fields: string[];
  /** A short text of each version (its name, or 'Deleted'), shown as text. */
  mine: string;
  theirs: string;
  /**
   * 'device': this device's change against the server's. 'server': the server itself holds two
   * versions (`_conflicts`, from another replicator); `mine` is then the version the server set
   * aside and `theirs` the one it shows. Either choice removes the other version on the server.
   */
  origin: 'device' | 'server';
};

export type SyncRefusal = { id: string; label: string; reason: string };

export type SyncStatus = {
  state: SyncState;
  /** The state in words, with what to do next where there is something to do. */
  message: string;
  server_url: string | null;
  username: string | null;
  /** Whether the password is kept on this device (IndexedDB) to reconnect after a reload. */
  remembered: boolean;
  last_synced_at: string | null;
  /** Local changes not yet on the server. */
  pending: number;
  /** First sync: share of the server's changes read so far (0..1), else null. */
  progress: number | null;
  conflicts: SyncConflictView[];
  refused: SyncRefusal[];
  /** Human names of what syncs and of what stays on this device. */
  synced_data: string[];
  device_only_data: string[];
};

export type SyncConnectRequest = { server_url: string; username: string; password: string; remember: boolean };

export type SyncChoiceRequest = { choice: 'mine' | 'theirs' };

/**
 * Who am I on this device (GET/PUT /api/sync/profile): the local profile exists without any server,
 * is stored on the device only, and is what other tabs record as the author of what the user makes.
 * Once the user connects, the name is the server's user name, the name the server checks as
 * `created_by`.
 */
export type SyncProfile = {
  /** Stable id of this profile, made on this device at first use (a UUID). */
  user_id: string;
  /** The name to show; the server user name while connected. */
  display_name: string;
  /** The server user name while a connection is kept (signed out included), else null. */
  server_user: string | null;
  /** What to store as created_by / author: the server user name if any, else the display name. */
  author: string;
  /** The name comes from the server and is not editable here. */
  name_from_server: boolean;
};

export type SyncProfileRequest = { display_name: string };
