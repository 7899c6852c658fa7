/**
 * Competitors from ranking exports only (Semrush Organic Positions, Ahrefs Organic keywords): a
 * domain without an export is listed as such, never given estimated positions. An export belongs
 * to the domain most of its ranking URLs are on, else the domain its file name starts with.
 */
import { MAX_COMPETITOR_DOMAINS, type CompetitorFigures, type StrongCluster } from '@/contract/types/advancedAnalytics';
import { foldKeyword, type AnalyticsKeyword } from './keywords';

export interface RankingExport {
  id: string;
  file_name: string;
  created_at: string;
  keywords: { keyword: string; position: number | null; url: string | null }[];
}

/** The domain of a URL or bare host without www., or null when it is not one. */
export function hostOf(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 2000 || /[\s<>"'`\\{}|^]/.test(trimmed)) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.replace(/^www\./, '').replace(/\.$/, '');
    const labels = host.split('.');
    if (labels.length < 2 || !/^[a-z]{2,63}$|^xn--[a-z0-9-]{1,59}$/.test(labels[labels.length - 1])) return null;
    if (!labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return null;
    return host;
  } catch {
    return null;
  }
}

export interface ParsedDomains {
  domains: string[];
  rejected: { line: string; reason: string }[];
  truncated_message: string | null;
}

const shown = (line: string) => (line.length > 100 ? `${line.slice(0, 100)}…` : line);

export function parseDomains(lines: readonly string[]): ParsedDomains {
  const domains: string[] = [];
  const rejected: ParsedDomains['rejected'] = [];
  let extra = 0;
  for (const raw of lines.flatMap((line) => String(line).split(/[\r\n\u2028\u2029]+/))) {
    const line = raw.trim();
    if (line === '') continue;
    const host = hostOf(line);
    if (!host) {
      if (rejected.length < MAX_COMPETITOR_DOMAINS)
        rejected.push({ line: shown(line), reason: 'not a domain (example.com)' });
      continue;
    }
    if (domains.includes(host)) continue;
    if (domains.length >= MAX_COMPETITOR_DOMAINS) extra += 1;
    else domains.push(host);
  }
  return {
    domains,
    rejected,
    truncated_message:
      extra > 0
        ? `${domains.length + extra} domains entered; the first ${MAX_COMPETITOR_DOMAINS} are analysed. Split the list to analyse the rest.`
        : null,
  };
}

/** The domain an export is about: the host most of its URLs are on, else its file name's leading domain. */
export function exportDomain(ranking: RankingExport): string | null {
  const counts = new Map<string, number>();
  for (const k of ranking.keywords) {
    const host = k.url ? hostOf(k.url) : null;
    if (host) counts.set(host, (counts.get(host) ?? 0) + 1);
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (top) return top[0];
  const match = /^([a-z0-9.-]+\.[a-z]{2,63})/i.exec(ranking.file_name);
  return match ? hostOf(match[1]) : null;
}

const sameSite = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

export function competitorFigures(
  domain: string,
  exports: readonly RankingExport[],
  ours: readonly AnalyticsKeyword[],
): CompetitorFigures {
  const match = [...exports]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .find((ranking) => {
      const site = exportDomain(ranking);
      return site !== null && sameSite(site, domain);
    });
  if (!match) {
    return {
      domain,
      status: 'no_ranking_export',
      file_name: null,
      ranked_keywords: 0,
      shared_keywords: null,
      unique_keywords: null,
      avg_position: null,
      keyword_overlap_percentage: null,
      strongest_clusters: [],
    };
  }
  const positions = new Map<string, number>();
  for (const k of match.keywords) {
    if (k.position === null || !Number.isFinite(k.position) || k.position < 1) continue;
    const key = foldKeyword(k.keyword);
    positions.set(key, Math.min(positions.get(key) ?? Infinity, k.position));
  }
  const ourKeys = new Set(ours.map((k) => foldKeyword(k.keyword)));
  const shared = [...positions.keys()].filter((key) => ourKeys.has(key)).length;
  const values = [...positions.values()];
  const byCluster = new Map<string, { keywords: number; positions: number; volume: number }>();
  for (const k of ours) {
    const position = positions.get(foldKeyword(k.keyword));
    if (position === undefined || !k.cluster_name) continue;
    const entry = byCluster.get(k.cluster_name) ?? { keywords: 0, positions: 0, volume: 0 };
    entry.keywords += 1;
    entry.positions += position;
    entry.volume += k.volume;
    byCluster.set(k.cluster_name, entry);
  }
  const strongest: StrongCluster[] = [...byCluster.entries()]
    .map(([name, e]) => ({
      name,
      keywords: e.keywords,
      avg_position: Math.round((e.positions / e.keywords) * 10) / 10,
      volume: e.volume,
    }))
    .sort((a, b) => b.keywords - a.keywords || a.avg_position - b.avg_position)
    .slice(0, 3);
  return {
    domain,
    status: 'ranking_export',
    file_name: match.file_name,
    ranked_keywords: positions.size,
    shared_keywords: shared,
    unique_keywords: positions.size - shared,
    avg_position: values.length > 0 ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10 : null,
    keyword_overlap_percentage: ourKeys.size > 0 ? Math.round((shared / ourKeys.size) * 1000) / 10 : null,
    strongest_clusters: strongest,
  };
}
