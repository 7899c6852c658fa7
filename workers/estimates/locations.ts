import type { LocationCode } from '@/contract/vocabulary';

/**
 * Market sizes for the spec's location options (000 §9: US, GB, CA, AU, DE, FR, ES,
 * IT, NL, BR). `volume` is the share of US search demand a market of that size
 * typically shows for the same query (roughly online population × Google share);
 * `cpc` scales bids by advertiser spend in that market. These are modelling
 * assumptions for estimates, not measurements.
 */
export interface Market {
  code: string;
  volume: number;
  cpc: number;
  /** A few of the largest cities, lower case, as people type them. */
  cities: readonly string[];
}

export const MARKETS: Readonly<Record<string, Market>> = {
  US: { code: 'US', volume: 1, cpc: 1, cities: ['new york', 'los angeles', 'chicago', 'houston'] },
  GB: { code: 'GB', volume: 0.21, cpc: 0.8, cities: ['london', 'manchester', 'birmingham'] },
  DE: { code: 'DE', volume: 0.16, cpc: 0.75, cities: ['berlin', 'hamburg', 'münchen'] },
  BR: { code: 'BR', volume: 0.15, cpc: 0.25, cities: ['são paulo', 'rio de janeiro', 'belo horizonte'] },
  FR: { code: 'FR', volume: 0.13, cpc: 0.6, cities: ['paris', 'lyon', 'marseille'] },
  CA: { code: 'CA', volume: 0.12, cpc: 0.8, cities: ['toronto', 'vancouver', 'montreal'] },
  ES: { code: 'ES', volume: 0.1, cpc: 0.45, cities: ['madrid', 'barcelona', 'valencia'] },
  IT: { code: 'IT', volume: 0.09, cpc: 0.45, cities: ['roma', 'milano', 'napoli'] },
  AU: { code: 'AU', volume: 0.08, cpc: 0.85, cities: ['sydney', 'melbourne', 'brisbane'] },
  NL: { code: 'NL', volume: 0.05, cpc: 0.7, cities: ['amsterdam', 'rotterdam', 'utrecht'] },
} satisfies Record<LocationCode, Market>;

/** Any other market: small, no city list (so no location variants are invented). */
const OTHER_MARKET: Market = { code: 'OTHER', volume: 0.03, cpc: 0.4, cities: [] };

const ALIASES: Readonly<Record<string, string>> = {
  UK: 'GB',
  USA: 'US',
  'UNITED STATES': 'US',
  'UNITED KINGDOM': 'GB',
  'GREAT BRITAIN': 'GB',
  GERMANY: 'DE',
  DEUTSCHLAND: 'DE',
  BRAZIL: 'BR',
  BRASIL: 'BR',
  FRANCE: 'FR',
  CANADA: 'CA',
  SPAIN: 'ES',
  ESPAÑA: 'ES',
  ITALY: 'IT',
  ITALIA: 'IT',
  AUSTRALIA: 'AU',
  NETHERLANDS: 'NL',
  'THE NETHERLANDS': 'NL',
};

/** The spec's default location is US, so a missing location means US. */
export function marketFor(location: string | undefined | null): Market {
  const key = (location ?? '').trim().toUpperCase();
  if (key === '') return MARKETS.US;
  const code = ALIASES[key] ?? key;
  return MARKETS[code] ?? OTHER_MARKET;
}
