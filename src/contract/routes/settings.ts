/** Stored settings, one JSON value per key; features share state through the keys in SETTING_KEYS. */
import type { PutSettingRequest, Setting } from '../types/settings';

export interface SettingsRoutes {
  'GET /api/settings/{key}': { request: undefined; response: Setting };
  'PUT /api/settings/{key}': { request: PutSettingRequest; response: Setting };
}
