export type SyncServer = { url: string; workspace: string; close(): Promise<void> };
export function startSyncServer(options: {
  port?: number;
  data?: string | null;
  adminUser: string;
  adminPassword: string;
  workspace?: string;
}): Promise<SyncServer>;
