import type { TabValue } from '@/lib/navigation';

/**
 * The Best Practices Guide: SEO practice for keyword clustering and the workflows this app runs,
 * each pointing at the tab that does it. Static text, written for this app.
 */
export type Practice = { id: string; title: string; points: string[]; tab: TabValue; action: string };

export const BEST_PRACTICES: Practice[] = [
  {
    id: 'threshold',
    title: 'Choosing a similarity threshold',
    points: [
      'Start at the default and move in steps of 0.05. A higher threshold makes smaller, tighter clusters; a lower one merges more keywords into broader pages.',
      'Watch two numbers as you change it: the number of clusters (pages to write) and the unclustered keywords. If the unclustered list grows past a fifth of your keywords, the threshold is too high for this list.',
      'Fix the last few keywords by hand (move, merge, split): no single threshold is right for every pair.',
    ],
    tab: 'clustering',
    action: 'Open Keyword Clustering',
  },
  {
    id: 'pillars',
    title: 'Pillar pages and cluster pages',
    points: [
      'Each cluster is one page; each topic (a group of related clusters) is a pillar page that introduces the subject and links to every cluster page.',
      'Link each cluster page up to its pillar and across to its closest sibling clusters; the internal linking tool suggests the pairs and the anchor text.',
      'Publish the pillar with its first few cluster pages, not alone: a pillar with nothing to link to is thin.',
    ],
    tab: 'content-strategy',
    action: 'Open Content Strategy',
  },
  {
    id: 'serp-overlap',
    title: 'When SERP overlap beats wording',
    points: [
      'Two keywords with different words can return the same results ("cheap flights" and "low cost airfare"): Google treats them as one page. Two with similar words can return different results ("apple pie" and "apple pay").',
      'Upload a SERP export on the clustering tab: keywords whose top 10 results share enough URLs are grouped whatever their wording, and the cluster says it was grouped by SERP.',
      'Without SERP data, check the largest clusters by searching two of their keywords: if the top results differ, split the cluster.',
    ],
    tab: 'clustering',
    action: 'Open Keyword Clustering',
  },
  {
    id: 'cannibalisation',
    title: 'Avoiding keyword cannibalisation',
    points: [
      'Cannibalisation is two of your pages competing for one cluster: neither ranks as well as one stronger page would.',
      'Cluster your existing pages’ keywords (crawl your site on Advanced Data Sources) with the new list: where one cluster holds keywords from two of your URLs, merge the pages or give each a distinct cluster.',
      'In Search Console data, one query with clicks spread over two of your pages is the same warning.',
    ],
    tab: 'datasources',
    action: 'Open Advanced Data Sources',
  },
  {
    id: 'striking-distance',
    title: 'Striking distance first',
    points: [
      'Queries where you already rank 4 to 20 move faster than new pages: import Search Console data and sort by position.',
      'Improve the page that ranks: answer the cluster’s other keywords on it (its headings come from the cluster), then link to it from the pillar.',
      'Measure again after four to six weeks with a fresh Search Console export.',
    ],
    tab: 'datasources',
    action: 'Open Advanced Data Sources',
  },
  {
    id: 'competitor-gaps',
    title: 'Competitor gaps worth chasing',
    points: [
      'Analyse two or three direct competitors, not the biggest site in your market: their gaps are the ones you can close.',
      'A missing keyword with high opportunity and low difficulty is a new cluster; an underperforming one is a page to improve.',
      'Add the promising gap keywords to your list and cluster again, so they join existing pages where they fit.',
    ],
    tab: 'competitive',
    action: 'Open Competitor Analysis',
  },
  {
    id: 'estimates',
    title: 'Know which figures are estimates',
    points: [
      'Without an import, volume, difficulty and CPC are deterministic estimates, marked Estimated: good for ranking clusters against each other, not for forecasting traffic.',
      'Import a keyword planner or ranking export before you commit a budget; the imported figures replace the estimates.',
    ],
    tab: 'clustering',
    action: 'Open Keyword Clustering',
  },
];
