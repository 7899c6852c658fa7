/**
 * Brand colours: `#rrggbb` only (what jsPDF and CSS both read the same way), and their contrast
 * with white text by WCAG 2.1's definitions of relative luminance and contrast ratio
 * (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
 */
const HEX = /^#([0-9a-f]{6})$/i;
const SHORT_HEX = /^#([0-9a-f]{3})$/i;

/** `#RGB` and `#RRGGBB` in any case, as lowercase `#rrggbb`; null for anything else. */
export function normaliseHex(value: string): string | null {
  const text = value.trim();
  const short = SHORT_HEX.exec(text);
  if (short) return `#${[...short[1]].map((c) => c + c).join('')}`.toLowerCase();
  return HEX.test(text) ? text.toLowerCase() : null;
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of white text on `hex`, 1 to 21. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}
