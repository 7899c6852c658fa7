/**
 * The tab's state that outlives a reload, kept as settings through the api.
 *
 * `clustering_draft` (a string, one keyword per line) is also written by other tabs: the industry
 * library and the website analysis append keywords to it and then switch here, so the text area
 * shows them when this tab mounts. `clustering_upload` remembers the uploaded file in use.
 */
import { api } from '@/api/client';
import { SETTING_KEYS, type JsonValue } from '@/api/contract';

export const DRAFT_PATH = `/api/settings/${SETTING_KEYS.clusteringDraft}` as const;
export const UPLOAD_PATH = `/api/settings/${SETTING_KEYS.clusteringUpload}` as const;

export async function readSetting(path: typeof DRAFT_PATH | typeof UPLOAD_PATH): Promise<JsonValue> {
  const setting = await api.get(path);
  return setting.value;
}

export async function writeSetting(path: typeof DRAFT_PATH | typeof UPLOAD_PATH, value: JsonValue): Promise<void> {
  await api.put(path, { value });
}
