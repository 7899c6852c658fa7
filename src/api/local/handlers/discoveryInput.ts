/** The discovery routes' inputs, checked: each wrong value gets a 400 that says what to send instead. */
import {
  MAX_HISTORICAL_MONTHS,
  MAX_LIMIT,
  PERIOD_MS,
  type CommunitySort,
  type DiscoveryPeriod,
} from '@workers/discovery';
import { ApiError } from '../../../contract/errors';
import { DISCOVERY_DEFAULTS } from '../../../contract/settings';
import type { JsonObject } from '../../../contract/json';
import { charLength } from '../validate';

const MAX_NAMES = 200;
const MAX_NAME_CHARS = 200;
const SORTS: readonly CommunitySort[] = ['community_score', 'upvotes', 'roi_potential', 'last_updated'];
const PERIODS = Object.keys(PERIOD_MS) as DiscoveryPeriod[];

export function limitOf(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw new ApiError(400, `limit must be a whole number from 1 to ${MAX_LIMIT}`);
  return Math.min(value, MAX_LIMIT);
}

export function fractionOf(value: unknown, label: string, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1)
    throw new ApiError(400, `${label} must be a number from 0 to 1`);
  return value;
}

export function namesOf(value: unknown, label: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_NAMES || !value.every((item) => typeof item === 'string'))
    throw new ApiError(400, `${label} must be a list of up to ${MAX_NAMES} names`);
  const names = value.map((item) => item.trim()).filter((item) => item !== '');
  if (names.some((name) => charLength(name) > MAX_NAME_CHARS))
    throw new ApiError(400, `Each of ${label} must be ${MAX_NAME_CHARS} characters or fewer`);
  return names;
}

export function periodOf(value: unknown): DiscoveryPeriod {
  if (value === undefined || value === null) return DISCOVERY_DEFAULTS.timePeriod;
  if (typeof value !== 'string' || !PERIODS.includes(value as DiscoveryPeriod))
    throw new ApiError(400, `time_period must be one of ${PERIODS.join(', ')}`);
  return value as DiscoveryPeriod;
}

export function monthsOf(value: unknown): number {
  if (value === undefined || value === null) return DISCOVERY_DEFAULTS.historicalMonths;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_HISTORICAL_MONTHS)
    throw new ApiError(400, `historical_months must be a whole number from 1 to ${MAX_HISTORICAL_MONTHS}`);
  return value;
}

export function sortOf(value: unknown): CommunitySort {
  if (value === undefined || value === null) return DISCOVERY_DEFAULTS.communitySort;
  if (typeof value !== 'string' || !SORTS.includes(value as CommunitySort))
    throw new ApiError(400, `sort_by must be one of ${SORTS.join(', ')}`);
  return value as CommunitySort;
}

export function voteOf(input: JsonObject): 1 | -1 | 0 {
  const { vote } = input;
  if (vote !== 1 && vote !== -1 && vote !== 0)
    throw new ApiError(400, 'vote must be 1 (upvote), -1 (downvote) or 0 (withdraw)');
  return vote;
}

export function clusterNameOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ApiError(400, 'cluster_name is required: the name of the cluster to vote on');
  if (charLength(value) > MAX_NAME_CHARS)
    throw new ApiError(400, `cluster_name must be ${MAX_NAME_CHARS} characters or fewer`);
  return value;
}

export function userIdOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim() === '' || charLength(value) > MAX_NAME_CHARS)
    throw new ApiError(400, `user_id must be text of 1 to ${MAX_NAME_CHARS} characters`);
  return value.trim();
}
