/**
 * Who is using the app and which workspace they are in. Until the collaboration layer gives
 * workspaces and members, the workspace is the personal one and its only member is this device's
 * user (the sync username when connected): the one function the Team view switches over.
 */
import { PERSONAL_WORKSPACE_ID } from '../../../contract/types/enterprise';
import { syncEngine } from '../../sync/engine';

export type Actor = { id: string; name: string; signed_in: boolean };

export const DEVICE_USER_NAME = 'You (this device)';

export async function currentActor(): Promise<Actor> {
  const { username } = await syncEngine.status();
  return username
    ? { id: `user:${username}`, name: username, signed_in: true }
    : { id: 'device', name: DEVICE_USER_NAME, signed_in: false };
}

/** Only the personal workspace exists on a device without the collaboration layer. */
export function workspaceIdOf(raw: string | undefined): string {
  return raw && raw.trim() !== '' ? raw : PERSONAL_WORKSPACE_ID;
}
