import { SETTING_KEYS, type BillingCycle, type JsonValue, type Setting } from '../../../contract';
import { ApiError } from '../../../contract/errors';
import { isJsonObject, isJsonValue } from '../../../contract/json';
import { db } from '@/db/database';
import { nowIso } from '@/db/records';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';
import { PRICING_TIERS } from '../pricing';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
const VALUE_MAX_CHARS = 1_000_000;
const BILLING_CYCLES: readonly BillingCycle[] = ['monthly', 'annual'];

function settingKey(key: string | undefined): string {
  if (key === undefined || !KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'Setting key must be 1 to 100 letters, digits, dots, colons, dashes or underscores');
  }
  return key;
}

/** Keys with a known shape are checked so a bad write cannot break the screens that read them. */
function checkKnownShape(key: string, value: JsonValue): void {
  if (key !== SETTING_KEYS.currentPlan || value === null) return;
  const valid =
    isJsonObject(value) &&
    PRICING_TIERS.includes(value.tier as never) &&
    BILLING_CYCLES.includes(value.billing_cycle as never) &&
    typeof value.is_founders === 'boolean' &&
    typeof value.price === 'number' &&
    value.price >= 0;
  if (!valid) throw new ApiError(400, 'Invalid plan selection');
}

export const settingsRoutes = {
  'GET /api/settings/{key}': {
    handle: async ({ params }): Promise<Setting> => {
      const key = settingKey(params.key);
      const record = await db.settings.get(key);
      return { key, value: record ? record.value : null };
    },
    cache: { ttlMs: 5 * 60_000, dependsOn: ['settings'] },
  },

  'PUT /api/settings/{key}': {
    changes: ['settings'],
    handle: async ({ params, body }): Promise<Setting> => {
      const key = settingKey(params.key);
      const input = bodyObject(body);
      if (!('value' in input)) throw new ApiError(400, 'Setting value is required');
      const value: unknown = input.value;
      if (!isJsonValue(value)) throw new ApiError(400, 'Setting value must be JSON data');
      if (JSON.stringify(value).length > VALUE_MAX_CHARS) throw new ApiError(413, 'Setting value is too large');
      checkKnownShape(key, value);
      await db.transaction('rw', db.settings, async () => {
        const now = nowIso();
        const existing = await db.settings.get(key);
        await db.settings.put({ key, value, created_at: existing?.created_at ?? now, updated_at: now });
      });
      return { key, value };
    },
  },
} satisfies RouteModule;
