/**
 * The jobs this page is running, with the controller that cancels each. Recovery leaves these
 * alone: only jobs whose page went away are marked interrupted.
 */
const controllers = new Map<string, AbortController>();

export const activeJobs = {
  add(id: string): AbortController {
    const controller = new AbortController();
    controllers.set(id, controller);
    return controller;
  },
  has: (id: string): boolean => controllers.has(id),
  abort: (id: string): void => controllers.get(id)?.abort(),
  delete: (id: string): void => void controllers.delete(id),
};
