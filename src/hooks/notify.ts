import { errorDetail } from '@/contract/errors';
import { toaster } from '@/hooks/toaster';

export interface ErrorToastDefaults {
  /** The spec's default title, e.g. 'Loading Failed'. */
  title: string;
  /** The spec's default text, shown when the error carries no detail. */
  description?: string;
}

/**
 * The spec's error pattern (000 §8): a destructive toast with the server's detail message when the
 * error carries one, otherwise the default title and text. The same title replaces its previous
 * toast instead of stacking, so a repeated failure shows once.
 */
export function notifyError(error: unknown, defaults: ErrorToastDefaults): void {
  const detail = errorDetail(error);
  console.warn(`${defaults.title}:`, error);
  toaster.create({
    id: `error:${defaults.title}`,
    type: 'error',
    title: defaults.title,
    description: detail ?? defaults.description,
    closable: true,
  });
}
