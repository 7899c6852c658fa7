/** A downloaded PDF's text as poppler's pdftotext reads it (.ci/run installs poppler-utils). */
import { execFileSync } from 'node:child_process';

export function pdfToText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');
}
