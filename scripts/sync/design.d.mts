export const DESIGN_ID: string;
export function validateDocUpdate(
  this: unknown,
  newDoc: Record<string, unknown>,
  oldDoc: Record<string, unknown> | null,
  userCtx: { name: string | null; roles?: string[] },
  secObj?: Record<string, unknown>,
): void;
export function designDocument(
  roles?: Record<string, string>,
  workspaceRoles?: Record<string, Record<string, string>>,
): Record<string, unknown>;
