/** The pricing plans (spec 000 §3); the plan a user picks is stored as a setting. */
import type { PricingPlansResponse } from '../types/pricing';

export interface PricingRoutes {
  'GET /pricing/plans': { request: undefined; response: PricingPlansResponse };
}
