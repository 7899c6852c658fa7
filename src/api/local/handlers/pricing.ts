import { PRICING_PLANS } from '../pricing';
import type { RouteModule } from '../types';

export const pricingRoutes = {
  'GET /pricing/plans': {
    handle: () => ({ success: true, plans: structuredClone([...PRICING_PLANS]) }),
    cache: { ttlMs: 10 * 60_000 },
  },
} satisfies RouteModule;
