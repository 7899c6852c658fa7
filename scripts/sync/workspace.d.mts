export function basicAuth(user: string, password: string): string;
export function personalDatabase(name: string): string;
export function setupWorkspace(
  base: string,
  auth: string,
  workspace: { database: string; members?: string[]; roles?: Record<string, string> },
): Promise<{ database: string }>;
export function createUser(base: string, auth: string, name: string, password: string): Promise<void>;
