/** The user's own CORS proxy, when they switched it on in the crawler panel (off by default). */
import { isJsonObject } from '../../../contract/json';
import { CORS_PROXY_SETTING } from '../../../contract/types/website';
import { db } from '@/db/database';

export async function corsProxy(): Promise<string | null> {
  const value = (await db.settings.get(CORS_PROXY_SETTING))?.value;
  if (!isJsonObject(value) || value.enabled !== true || typeof value.url !== 'string') return null;
  return /^https?:\/\//i.test(value.url.trim()) ? value.url.trim() : null;
}
