import { ApiError } from '../../contract/errors';
import { isJsonObject, type JsonObject } from '../../contract/json';

/** The body as an object (an absent body counts as empty), or a 400. */
export function bodyObject(body: unknown): JsonObject {
  if (body === undefined || body === null) return {};
  if (!isJsonObject(body)) throw new ApiError(400, 'Request body must be a JSON object');
  return body;
}

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
export function charLength(text: string): number {
  return Array.from(text).length;
}

/**
 * An optional text field, trimmed; `fallback` when absent or blank. Throws 400 with `label` in the
 * message when it is not text or longer than `max` characters.
 */
export function optionalText(value: unknown, label: string, max: number, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new ApiError(400, `${label} must be text`);
  const trimmed = value.trim();
  if (charLength(trimmed) > max) throw new ApiError(400, `${label} must be ${max} characters or fewer`);
  return trimmed === '' ? fallback : trimmed;
}

/** A positive integer query parameter, clamped to `max`; `fallback` when absent or not a number. */
export function queryInt(value: string | undefined, fallback: number, max: number): number {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, max) : fallback;
}
