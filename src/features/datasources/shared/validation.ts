import { toaster } from '@/hooks/toaster';

/** Spec 001 §5 validation message (title / text). */
export function warnInvalid(title: string, description?: string): void {
  toaster.create({ id: `invalid:${title}`, type: 'error', title, description, closable: true });
}
