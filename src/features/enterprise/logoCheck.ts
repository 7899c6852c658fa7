/**
 * What a chosen logo file really is, from its bytes rather than its name, and whether it may be
 * used: PNG, JPEG or SVG within the size limit; an SVG with scripts, event handlers, javascript:
 * links or embedded HTML is refused (an <img> would not run them, but a logo has no use for them
 * and the file would run them if opened on its own).
 */
import { ENTERPRISE_LIMITS } from '@/contract/types/enterprise';

export type LogoKind = 'png' | 'jpeg' | 'svg';

export type LogoCheck = { ok: true; kind: LogoKind } | { ok: false; message: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ACTIVE_SVG = /<script|<foreignobject|\son[a-z]+\s*=|javascript:|<iframe|<embed|<object/i;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);
const megabytes = (size: number) => `${(size / 1048576).toFixed(1)} MB`;

export const NOT_AN_IMAGE =
  'This file is not a PNG, JPEG or SVG image, whatever its name says. Choose the logo file itself.';

/** `head`: the file's first bytes; `text`: the whole file as text when it may be an SVG. */
export function checkLogo(size: number, head: Uint8Array, text: string | null): LogoCheck {
  if (size > ENTERPRISE_LIMITS.logoFileBytes)
    return {
      ok: false,
      message: `The logo file is ${megabytes(size)}; logos up to ${megabytes(ENTERPRISE_LIMITS.logoFileBytes)} are accepted. Save a smaller PNG, JPEG or SVG.`,
    };
  if (size === 0) return { ok: false, message: 'The logo file is empty. Choose the logo file itself.' };
  if (startsWith(head, PNG)) return { ok: true, kind: 'png' };
  if (startsWith(head, JPEG)) return { ok: true, kind: 'jpeg' };
  if (text !== null && /<svg[\s>]/i.test(text)) {
    if (ACTIVE_SVG.test(text))
      return {
        ok: false,
        message:
          'This SVG contains scripts, event handlers or embedded content, which a logo must not have. Export it again as a plain SVG or as PNG.',
      };
    return { ok: true, kind: 'svg' };
  }
  return { ok: false, message: NOT_AN_IMAGE };
}
