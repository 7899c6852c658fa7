import { PRICING_PLANS } from '../pricing';
import type { RouteModule } from '../types';

export const pricingRoutes = {
  'GET /pricing/plans': {
    handle: () => ({ success: true, plans: structuredClone([...PRICING_PLANS]) }),
    // The plans are bundled with the app: nothing stored changes them.
    cache: { ttlMs: 10 * 60_000, dependsOn: [] },
  },
} satisfies RouteModule;
