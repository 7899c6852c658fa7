/**
 * Report branding: read by every PDF the app writes (GET /api/enterprise/branding), edited in the
 * Enterprise tab. Every field is checked before anything is stored; one message lists every problem.
 */
import { ApiError } from '../../../contract/errors';
import { isJsonObject } from '../../../contract/json';
import { ENTERPRISE_LIMITS, type Branding, type BrandingUpdate } from '../../../contract/types/enterprise';
import { normaliseHex } from '@/lib/brandColors';
import { db } from '@/db/database';
import type { BrandingRecord } from '@/db/enterpriseRecords';
import { nowIso } from '@/db/records';
import { charLength } from '../validate';

/** Colours with white text at WCAG AA (blue 5.2:1, teal 5.5:1), so a default report reads well. */
export const DEFAULT_BRANDING: BrandingUpdate = {
  company_name: '',
  logo: null,
  primary_color: '#2563eb',
  secondary_color: '#0f766e',
  footer_text: '',
  show_company_logo: true,
};

const PNG_PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function toBranding(record: BrandingUpdate & { updated_at?: string | null }): Branding {
  return {
    company_name: record.company_name,
    logo: record.logo,
    logo_width: record.logo ? (pngSize(record.logo)?.width ?? null) : null,
    logo_height: record.logo ? (pngSize(record.logo)?.height ?? null) : null,
    primary_color: record.primary_color,
    secondary_color: record.secondary_color,
    footer_text: record.footer_text,
    show_company_logo: record.show_company_logo,
    custom_domain: null,
    branding_complete:
      record.company_name !== '' &&
      record.logo !== null &&
      record.primary_color !== '' &&
      record.secondary_color !== '',
    updated_at: record.updated_at ?? null,
  };
}

/** Width and height from a PNG data URL's IHDR chunk; null when it is not a PNG. */
export function pngSize(dataUrl: string): { width: number; height: number } | null {
  if (!dataUrl.startsWith(PNG_PREFIX)) return null;
  let bytes: Uint8Array;
  try {
    // The first 32 base64 characters hold the signature and IHDR's width and height (24 bytes).
    bytes = Uint8Array.from(atob(dataUrl.slice(PNG_PREFIX.length, PNG_PREFIX.length + 32)), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function text(value: unknown, label: string, max: number, problems: string[]): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    problems.push(`${label} must be text.`);
    return '';
  }
  const trimmed = value.trim();
  if (charLength(trimmed) > max)
    problems.push(
      `${label} must be ${max} characters or fewer (it has ${charLength(trimmed).toLocaleString('en-US')}).`,
    );
  return trimmed;
}

function colour(value: unknown, label: string, problems: string[]): string {
  const hex = typeof value === 'string' ? normaliseHex(value) : null;
  if (!hex)
    problems.push(
      `${label} must be a hex colour such as #2563eb (it was ${JSON.stringify(String(value ?? '')).slice(0, 40)}).`,
    );
  return hex ?? '';
}

function logo(value: unknown, problems: string[]): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !value.startsWith(PNG_PREFIX)) {
    problems.push('The logo must be a PNG, JPEG or SVG image; it is stored as a PNG. Choose the file again.');
    return null;
  }
  if (value.length > ENTERPRISE_LIMITS.logoDataUrlChars) {
    problems.push('The logo is too large once converted: use a smaller image (at most 600 × 200 pixels).');
    return null;
  }
  const size = pngSize(value);
  if (!size || size.width === 0 || size.height === 0) {
    problems.push('The logo is not a readable PNG image. Choose the file again.');
    return null;
  }
  if (size.width > ENTERPRISE_LIMITS.logoMaxWidth || size.height > ENTERPRISE_LIMITS.logoMaxHeight) {
    problems.push(
      `The logo must be at most ${ENTERPRISE_LIMITS.logoMaxWidth} × ${ENTERPRISE_LIMITS.logoMaxHeight} pixels.`,
    );
    return null;
  }
  return value;
}

/** The update, checked whole: a 400 naming every problem, and nothing stored. */
export function parseBranding(body: unknown): BrandingUpdate {
  if (!isJsonObject(body)) throw new ApiError(400, 'Branding must be a JSON object');
  const problems: string[] = [];
  const update: BrandingUpdate = {
    company_name: text(body.company_name, 'Company name', ENTERPRISE_LIMITS.companyName, problems),
    logo: logo(body.logo, problems),
    primary_color: colour(body.primary_color, 'Primary colour', problems),
    secondary_color: colour(body.secondary_color, 'Secondary colour', problems),
    footer_text: text(body.footer_text, 'Footer text', ENTERPRISE_LIMITS.footerText, problems),
    show_company_logo: body.show_company_logo !== false,
  };
  if (problems.length > 0) throw new ApiError(400, problems.join(' '));
  return update;
}

export async function loadBranding(workspaceId: string): Promise<Branding> {
  const stored = await db.enterprise_branding.get(workspaceId);
  return toBranding(stored ?? { ...DEFAULT_BRANDING, updated_at: null });
}

export async function storeBranding(workspaceId: string, update: BrandingUpdate): Promise<BrandingRecord> {
  const existing = await db.enterprise_branding.get(workspaceId);
  const now = nowIso();
  const record: BrandingRecord = {
    ...update,
    id: workspaceId,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  await db.enterprise_branding.put(record);
  return record;
}

/** What changed, in words, for the audit log. */
export function brandingChanges(before: BrandingUpdate, after: BrandingUpdate): string {
  const names: Record<keyof BrandingUpdate, string> = {
    company_name: 'company name',
    logo: 'logo',
    primary_color: 'primary colour',
    secondary_color: 'secondary colour',
    footer_text: 'footer text',
    show_company_logo: 'show company logo',
  };
  const changed = (Object.keys(names) as (keyof BrandingUpdate)[]).filter((key) => before[key] !== after[key]);
  return changed.length > 0 ? `Changed ${changed.map((key) => names[key]).join(', ')}` : 'Saved without changes';
}
