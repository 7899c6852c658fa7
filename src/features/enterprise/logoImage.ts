/**
 * A checked logo file rasterised to a PNG data URL in a canvas, at most 600 × 200 pixels: every
 * accepted logo is stored and drawn into PDFs as PNG, whatever it was.
 */
import { ENTERPRISE_LIMITS } from '@/contract/types/enterprise';
import { checkLogo, NOT_AN_IMAGE } from './logoCheck';

const HEAD_BYTES = 16;

async function decode(file: Blob, kind: 'png' | 'jpeg' | 'svg', text: string | null): Promise<HTMLImageElement> {
  const url =
    kind === 'svg' && text !== null
      ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`
      : URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } catch {
    throw new Error(NOT_AN_IMAGE);
  } finally {
    if (url.startsWith('blob:')) URL.revokeObjectURL(url);
  }
}

export async function logoToPng(file: File): Promise<string> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  // Only a file within the size limit is read whole, to look for an SVG.
  const text = file.size <= ENTERPRISE_LIMITS.logoFileBytes ? await file.text() : null;
  const check = checkLogo(file.size, head, text);
  if (!check.ok) throw new Error(check.message);
  const image = await decode(file, check.kind, text);
  // SVGs without a size report 0 × 0 in some browsers: draw them at the largest size allowed.
  const naturalWidth = image.naturalWidth || ENTERPRISE_LIMITS.logoMaxWidth;
  const naturalHeight = image.naturalHeight || ENTERPRISE_LIMITS.logoMaxHeight;
  const scale = Math.min(
    1,
    ENTERPRISE_LIMITS.logoMaxWidth / naturalWidth,
    ENTERPRISE_LIMITS.logoMaxHeight / naturalHeight,
  );
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot convert the logo. Try a PNG file.');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const dataUrl = canvas.toDataURL('image/png');
  if (dataUrl.length > ENTERPRISE_LIMITS.logoDataUrlChars)
    throw new Error('The logo is too detailed to store once converted. Use a simpler or smaller image.');
  return dataUrl;
}
