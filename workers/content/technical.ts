// Technical SEO: an audit of the crawled pages when there are any; otherwise a checklist per
// page type of the plan, marked as a checklist (nothing was measured).
import type { ClusteringResult } from '@/contract/types/clustering';
import type { ChecklistGroup, ContentType, SeoIssue, SeoIssueType, TechnicalSeo } from '@/contract/types/content';
import type { CrawledPage } from '@/contract/types/website';

/**
 * Display limits of Google's results: titles are cut at about 600 px (~60 characters) and
 * descriptions at about 920 px (~155-160 characters) on desktop (Moz title-tag and
 * meta-description guides; Google documents no fixed count).
 */
export const MAX_TITLE = 60;
export const MAX_META_DESCRIPTION = 160;
/** Pages under 300 words are commonly flagged as thin (Yoast's and Screaming Frog's default). */
export const THIN_WORDS = 300;

const LABELS: Record<SeoIssueType, string> = {
  missing_title: 'Missing title',
  long_title: 'Title too long',
  duplicate_title: 'Duplicate title',
  missing_meta_description: 'Missing meta description',
  long_meta_description: 'Meta description too long',
  duplicate_meta_description: 'Duplicate meta description',
  missing_h1: 'Missing H1',
  thin_content: 'Thin content',
  noindex: 'Noindex',
  broken_internal_link: 'Broken internal link',
};

const SEVERITY: Record<SeoIssueType, SeoIssue['severity']> = {
  missing_title: 'high',
  duplicate_title: 'high',
  broken_internal_link: 'high',
  noindex: 'high',
  missing_h1: 'medium',
  missing_meta_description: 'medium',
  duplicate_meta_description: 'medium',
  thin_content: 'medium',
  long_title: 'low',
  long_meta_description: 'low',
};

export const CHECKLIST: ChecklistGroup[] = (
  [
    [
      'Pillar page',
      [
        'Title names the topic (under 60 characters)',
        'One H1; an H2 per cluster page it introduces',
        'Links down to every cluster page of the topic',
        'Table of contents with jump links',
        'Meta description under 160 characters',
      ],
    ],
    [
      'Guide',
      [
        'Title holds the target keyword (under 60 characters)',
        'One H1; H2s answer the questions searchers ask',
        'Links up to its pillar page',
        'Images with alt text; FAQ or HowTo structured data where it fits',
        'At least 300 words of body text',
      ],
    ],
    [
      'Comparison',
      [
        'Comparison table with the criteria searchers use',
        'Product or Review structured data where it applies',
        'Links to each product or landing page compared',
        'Date of the last update shown',
        'Meta description under 160 characters',
      ],
    ],
    [
      'Product/landing page',
      [
        'Indexable (no noindex) and in the sitemap',
        'Product structured data with price and availability',
        'Clear call to action above the fold',
        'Canonical URL set',
        'Fast on phones (Core Web Vitals)',
      ],
    ],
    [
      'Local page',
      [
        'Name, address and phone as on the Google Business Profile',
        'LocalBusiness structured data',
        'Embedded map and opening hours',
        'Unique text per location (no copied pages)',
        'Links to the service pages',
      ],
    ],
  ] as [ContentType, string[]][]
).map(([page_type, items]) => ({ page_type, items }));

function duplicates(pages: readonly CrawledPage[], field: (page: CrawledPage) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const value = field(page)?.trim().toLowerCase();
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

function pageIssues(
  page: CrawledPage,
  titles: Map<string, number>,
  metas: Map<string, number>,
  status: Map<string, number | null>,
) {
  const found: [SeoIssueType, string][] = [];
  const title = page.title?.trim() ?? '';
  const meta = page.meta_description?.trim() ?? '';
  if (!title) found.push(['missing_title', 'The page has no <title>.']);
  else if (title.length > MAX_TITLE)
    found.push(['long_title', `${title.length} characters; Google cuts titles at about ${MAX_TITLE}.`]);
  if (title && (titles.get(title.toLowerCase()) ?? 0) > 1)
    found.push(['duplicate_title', `"${title}" is used by ${titles.get(title.toLowerCase())} pages.`]);
  if (!meta) found.push(['missing_meta_description', 'No meta description: Google picks a snippet itself.']);
  else if (meta.length > MAX_META_DESCRIPTION)
    found.push(['long_meta_description', `${meta.length} characters; keep it under ${MAX_META_DESCRIPTION}.`]);
  if (meta && (metas.get(meta.toLowerCase()) ?? 0) > 1)
    found.push(['duplicate_meta_description', `Shared by ${metas.get(meta.toLowerCase())} pages.`]);
  if (!page.headings.some((heading) => heading.level === 1)) found.push(['missing_h1', 'The page has no H1 heading.']);
  if (page.word_count < THIN_WORDS)
    found.push(['thin_content', `${page.word_count} words of body text (under ${THIN_WORDS}).`]);
  if (page.noindex) found.push(['noindex', 'A robots noindex keeps the page out of search results.']);
  const broken = [...new Set(page.links.filter((link) => link.internal).map((link) => link.href.split('#')[0]))].filter(
    (href) => (status.get(href) ?? 0) >= 400,
  );
  for (const href of broken)
    found.push(['broken_internal_link', `Links to ${href}, which answered HTTP ${status.get(href)}.`]);
  return found;
}

export function buildTechnicalSeo(
  result: Pick<ClusteringResult, 'id'>,
  pages: readonly CrawledPage[],
  generatedAt: string,
): TechnicalSeo {
  const base = { generated_at: generatedAt, result_id: result.id, pages_checked: pages.length };
  if (pages.length === 0) return { ...base, mode: 'checklist', issues: [], issue_counts: [], checklist: CHECKLIST };
  // Error pages are themselves the broken links' targets, not pages to audit for titles.
  const audited = pages.filter((page) => page.status === null || page.status < 400);
  const titles = duplicates(audited, (page) => page.title);
  const metas = duplicates(audited, (page) => page.meta_description);
  const status = new Map(pages.map((page) => [page.url, page.status]));
  const issues: SeoIssue[] = audited.flatMap((page) =>
    pageIssues(page, titles, metas, status).map(([type, detail], index) => ({
      id: `${page.url}#${type}#${index}`,
      url: page.url,
      type,
      label: LABELS[type],
      severity: SEVERITY[type],
      detail,
    })),
  );
  const counts = new Map<SeoIssueType, number>();
  for (const issue of issues) counts.set(issue.type, (counts.get(issue.type) ?? 0) + 1);
  const severityRank = { high: 0, medium: 1, low: 2 };
  issues.sort((a, b) => severityRank[a.severity] - severityRank[b.severity] || a.url.localeCompare(b.url));
  return {
    ...base,
    mode: 'audit',
    issues,
    issue_counts: [...counts].map(([type, count]) => ({ type, label: LABELS[type], count })),
    checklist: [],
  };
}
