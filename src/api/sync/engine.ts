/**
 * The live sync loop of this browser. One tab syncs at a time (a Web Lock); the others read the
 * same database and hear of the changes through the change channel. While connected it pushes the
 * outbox, pulls the server's changes, then waits on a long poll (while the page is visible) or on
 * a local change; on errors it backs off with jitter and resumes from the checkpoint. The
 * connection (and the password only if the user asks) is kept in `sync_state`.
 */
import Dexie from 'dexie';
import { db, nowIso, type ReplicatedTable } from '@/db';
import type { SyncState, SyncStatus } from '@/contract';
import { emitChange, onChange, type StoreName } from '../local/changes';
import { resolveConflict, type Choice } from './conflicts';
import { CouchDatabase, SyncError, type Credentials } from './http';
import { personalDatabase, syncTargets, type SyncTarget } from './databases';
import { checkpointKey, emptyPullReport, pullBatch, type PullReport } from './pull';
import { adoptServerName, CONNECTION_KEY } from './profile';
import { push } from './push';
import { DEVICE_ONLY_DATA, storedSyncView, SYNCED_DATA } from './status';

const LOCK_NAME = 'topicwise-sync';
/** In `sync_state`: the syncing tab's state, which the tabs waiting for its lock show as theirs. */
const SYNCING_TAB_STATUS_KEY = 'status-of-syncing-tab';
const LONGPOLL_MS = 25_000;
const MAX_BACKOFF_MS = 60_000;

/** `database`: the workspace, or null to sync the personal database only. */
export type Connection = Credentials & { database: string | null; remember: boolean };

/** A checked connection: `personal` is the user's personal database, null when the server has none. */
type Active = Connection & { personal: string | null };

type Stored = Omit<Active, 'password' | 'personal'> & { password: string | null; personal?: string | null };

type SharedStatus = Pick<SyncStatus, 'state' | 'message' | 'last_synced_at' | 'progress'>;

const STORES: Record<ReplicatedTable, StoreName> = {
  projects: 'projects',
  keyword_imports: 'keyword_imports',
  clustering_results: 'clustering_results',
  clusters: 'clustering_results',
  unclustered_chunks: 'clustering_results',
  crawled_pages: 'crawled_pages',
  analyses: 'analyses',
  source_imports: 'source_imports',
  cluster_votes: 'cluster_votes',
  enterprise_branding: 'enterprise',
  scheduled_reports: 'enterprise',
  audit_log: 'enterprise',
  outreach_contacts: 'outreach',
  outreach_templates: 'outreach',
  outreach_campaigns: 'outreach',
  outreach_messages: 'outreach',
  outreach_events: 'outreach',
  workspaces: 'collaboration',
  workspace_members: 'collaboration',
  shared_items: 'collaboration',
  shared_versions: 'collaboration',
  comments: 'collaboration',
  activity: 'collaboration',
  presence: 'collaboration',
  chat_messages: 'chat',
};

/**
 * Splits 'http://host:5984/workspace' into the server and the workspace database; a URL without a
 * database ('http://host:5984/') syncs the personal database only.
 */
export function parseServerUrl(input: string): { url: string; database: string | null } {
  const parsed = new URL(input.trim());
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new TypeError('not http');
  const segments = parsed.pathname.split('/').filter(Boolean);
  const last = segments.pop();
  const database = last === undefined ? null : decodeURIComponent(last);
  parsed.pathname = segments.length ? `/${segments.join('/')}/` : '/';
  return { url: parsed.href, database };
}

const sequenceNumber = (seq: unknown): number => Number.parseInt(String(seq ?? 0), 10) || 0;

const backoff = (failures: number) => {
  const ceiling = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 6));
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

/** Exported for tests, which run two as two tabs; the app uses the one `syncEngine`. */
export class SyncEngine {
  private connection: Active | null = null;
  private state: SyncState = 'disconnected';
  private message = 'Not connected: everything stays on this device.';
  private lastSyncedAt: string | null = null;
  private progress: number | null = null;
  private running: AbortController | null = null;
  private wake: AbortController = new AbortController();
  /** A wake asked for since the current round began: the wait after the round must not start. */
  private wakeAsked = false;
  private resumed = false;
  /** Whether this tab runs the loop; the others wait for its lock and show its state. */
  private holdsLock = false;

  constructor() {
    onChange((change) => {
      // Writers emit inside their transaction, and Dexie carries a transaction along promise
      // continuations: a timer starts the push outside it.
      if (change.source !== 'sync' && !change.fromSync) setTimeout(() => this.wakeUp(), 0);
    });
  }

  async status(): Promise<SyncStatus> {
    if (!this.resumed) await this.resume();
    const view = await storedSyncView();
    const own: SharedStatus = {
      state: this.state,
      message: this.message,
      last_synced_at: this.lastSyncedAt,
      progress: this.progress,
    };
    const shown = (this.running && !this.holdsLock && (await this.syncingTabStatus())) || own;
    return {
      ...shown,
      message: shown.state === 'offline' ? this.offlineMessage(view.pending) : shown.message,
      server_url: this.connection ? new URL(this.connection.database ?? '', this.connection.url).href : null,
      username: this.connection?.username ?? null,
      remembered: this.connection?.remember ?? false,
      ...view,
      synced_data: SYNCED_DATA,
      device_only_data: DEVICE_ONLY_DATA,
    };
  }

  private async syncingTabStatus(): Promise<SharedStatus | undefined> {
    return (await db.sync_state.get(SYNCING_TAB_STATUS_KEY))?.value as SharedStatus | undefined;
  }

  private offlineMessage(pending: number) {
    return `Offline: ${pending} ${pending === 1 ? 'change' : 'changes'} waiting. They go when the server is back.`;
  }

  private async resume(): Promise<void> {
    this.resumed = true;
    const stored = (await db.sync_state.get(CONNECTION_KEY))?.value as Stored | undefined;
    if (!stored) return;
    if (stored.password === null) {
      this.connection = null;
      this.set('signed-out', `Signed out: enter the password for ${stored.username} and press Connect to sync again.`);
      return;
    }
    this.start({ ...stored, password: stored.password, personal: stored.personal ?? null });
  }

  /**
   * Checks the credentials, the workspace and the personal database, then starts syncing. Throws
   * a SyncError in words.
   */
  async connect(connection: Connection): Promise<void> {
    this.stop();
    // A connection made now replaces any kept one: resuming that one later would start a second loop.
    this.resumed = true;
    const personalName = personalDatabase(connection.username);
    const personalDb = new CouchDatabase(connection, personalName);
    const session = (await personalDb.request({ method: 'GET', path: '/_session' })) as {
      userCtx?: { name?: unknown };
    };
    if (session.userCtx?.name !== connection.username) {
      throw new SyncError(
        'unauthorized',
        'Signed out: the server refused the password. Check the username and password.',
      );
    }
    if (connection.database) {
      const workspace = new CouchDatabase(connection, connection.database);
      if ((await workspace.request({ method: 'GET', path: '', missingOk: true })) === null) {
        throw new SyncError(
          'forbidden',
          `The server has no workspace "${connection.database}". Create it with npm run couch:setup, or check the URL.`,
        );
      }
    }
    const hasPersonal = (await personalDb.request({ method: 'GET', path: '', missingOk: true })) !== null;
    if (!hasPersonal && !connection.database) {
      throw new SyncError(
        'forbidden',
        `The server has no personal database for ${connection.username} (${personalName}): turn on couch_peruser (npm run couch:setup does), or add a workspace to the URL.`,
      );
    }
    const active: Active = { ...connection, personal: hasPersonal ? personalName : null };
    const stored: Stored = { ...active, password: connection.remember ? connection.password : null };
    await db.sync_state.put({ key: CONNECTION_KEY, value: stored, updated_at: nowIso() });
    await adoptServerName(connection.username);
    this.start(active);
  }

  async disconnect(): Promise<void> {
    this.stop();
    this.connection = null;
    await db.sync_state.delete(CONNECTION_KEY);
    this.set('disconnected', 'Not connected: everything stays on this device.');
  }

  /**
   * The connected workspace database with the signed-in user's credentials, for the routes that
   * change its members and roles (issue 21); null when not connected, signed out, or connected to
   * the personal database only.
   */
  async workspaceDatabase(): Promise<CouchDatabase | null> {
    if (!this.resumed) await this.resume();
    if (!this.connection?.database || this.state === 'signed-out' || this.state === 'disconnected') return null;
    return new CouchDatabase(this.connection, this.connection.database);
  }

  syncNow(): void {
    this.wakeUp();
  }

  async choose(id: string, choice: Choice): Promise<void> {
    await resolveConflict(db, id, choice);
    this.wakeUp();
  }

  /**
   * Ends the current wait, or the next one when the loop is busy pushing or pulling: a choice or an
   * edit made after the round's last outbox read would otherwise wait for the long poll to end.
   */
  private wakeUp(): void {
    this.wakeAsked = true;
    this.wake.abort();
  }

  /** The signal that ends the wait the loop is about to start, already aborted if a wake is due. */
  private armWake(signal: AbortSignal): AbortSignal {
    this.wake = new AbortController();
    if (this.wakeAsked) this.wake.abort();
    return AbortSignal.any([this.wake.signal, signal]);
  }

  private start(connection: Active): void {
    this.connection = connection;
    const controller = new AbortController();
    this.running = controller;
    this.set('syncing', 'Waiting for another tab of this app, which is syncing.');
    const run = async () => {
      this.holdsLock = true;
      try {
        await this.loop(connection, controller.signal);
      } finally {
        this.holdsLock = false;
      }
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const done = locks ? locks.request(LOCK_NAME, { signal: controller.signal }, run) : run();
    done.catch((error: unknown) => {
      if (controller.signal.aborted) return;
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.warn('Sync stopped:', reason);
      this.set('error', `Sync stopped: ${reason}. Press Sync now to try again, or reload the page.`);
    });
  }

  private stop(): void {
    this.running?.abort();
    this.running = null;
    this.wake.abort();
  }

  private set(state: SyncState, message: string): void {
    this.state = state;
    this.message = message;
    if (!this.holdsLock) {
      void emitChange({ source: 'sync', kind: 'edited' });
      return;
    }
    const shared: SharedStatus = { state, message, last_synced_at: this.lastSyncedAt, progress: this.progress };
    // Outside any transaction the caller is in: the waiting tabs read it when they hear the change.
    void Dexie.ignoreTransaction(() =>
      db.sync_state.put({ key: SYNCING_TAB_STATUS_KEY, value: shared, updated_at: nowIso() }),
    ).then(() => emitChange({ source: 'sync', kind: 'edited' }));
  }

  private async announce(report: PullReport): Promise<void> {
    for (const [table, ids] of report.changed) {
      await emitChange({ source: STORES[table], kind: 'edited', ids: [...ids], fromSync: true });
    }
    report.changed.clear();
  }

  /** Pull until caught up, reporting progress on the first sync. */
  private async catchUp(remote: CouchDatabase, signal: AbortSignal): Promise<void> {
    const since = sequenceNumber((await db.sync_state.get(checkpointKey(remote)))?.value);
    const info = (await remote.request({ method: 'GET', path: '', signal })) as { update_seq?: unknown };
    const total = sequenceNumber(info.update_seq);
    const first = since === 0 && total > 0;
    const report = emptyPullReport();
    for (;;) {
      if (first)
        this.progress = Math.min(1, sequenceNumber((await db.sync_state.get(checkpointKey(remote)))?.value) / total);
      if (first) this.set('syncing', `First sync: ${Math.round((this.progress ?? 0) * 100)} % read`);
      const arrived = await pullBatch(db, remote, report, { signal });
      await this.announce(report);
      if (arrived === 0) break;
    }
    this.progress = null;
  }

  /** A long poll on every database at once; the first that answers ends the others' polls. */
  private async waitForWork(targets: SyncTarget[], signal: AbortSignal): Promise<void> {
    const wake = this.armWake(signal);
    if (wake.aborted) return;
    const online = () => this.wakeUp();
    const visible = () => document.visibilityState === 'visible' && this.wakeUp();
    const hasDocument = typeof document !== 'undefined';
    globalThis.addEventListener?.('online', online);
    if (hasDocument) document.addEventListener('visibilitychange', visible);
    try {
      if (hasDocument && document.visibilityState !== 'visible') {
        await new Promise((resolve) => wake.addEventListener('abort', resolve, { once: true }));
        return;
      }
      const answered = new AbortController();
      const polling = AbortSignal.any([wake, answered.signal]);
      const polls = targets.map(async ({ remote }) => {
        const report = emptyPullReport();
        try {
          await pullBatch(db, remote, report, { longpollMs: LONGPOLL_MS, signal: polling });
        } finally {
          answered.abort();
        }
        await this.announce(report);
      });
      const failed = (await Promise.allSettled(polls)).find(
        (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
      );
      if (failed && !(failed.reason instanceof DOMException && polling.aborted)) throw failed.reason;
    } catch (error) {
      if (!wake.aborted) throw error;
    } finally {
      globalThis.removeEventListener?.('online', online);
      if (hasDocument) document.removeEventListener('visibilitychange', visible);
    }
  }

  private async pause(ms: number, signal: AbortSignal): Promise<void> {
    const wake = this.armWake(signal);
    if (wake.aborted) return;
    const online = () => this.wakeUp();
    globalThis.addEventListener?.('online', online);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    globalThis.removeEventListener?.('online', online);
  }

  private async loop(connection: Active, signal: AbortSignal): Promise<void> {
    const targets = syncTargets(connection, connection.database, connection.personal);
    let failures = 0;
    while (!signal.aborted) {
      this.wakeAsked = false;
      try {
        if (this.state !== 'synced') this.set('syncing', 'Syncing…');
        this.connection = connection;
        for (const { remote, takesNewRecords } of targets) await push(db, remote, undefined, takesNewRecords);
        for (const { remote } of targets) await this.catchUp(remote, signal);
        for (const { remote, takesNewRecords } of targets) await push(db, remote, undefined, takesNewRecords);
        failures = 0;
        this.lastSyncedAt = nowIso();
        this.set('synced', 'Synced');
        await this.waitForWork(targets, signal);
      } catch (error) {
        if (signal.aborted) return;
        if (!(error instanceof SyncError)) throw error;
        if (error.kind === 'unauthorized') {
          this.set('signed-out', `${error.message} Enter the new password and press Connect.`);
          return;
        }
        failures += 1;
        const wait = backoff(failures);
        if (error.kind === 'offline') this.set('offline', '');
        else this.set('error', `${error.message} Next try in ${Math.round(wait / 1000)} s.`);
        await this.pause(wait, signal);
      }
    }
  }
}

export const syncEngine = new SyncEngine();
