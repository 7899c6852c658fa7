/**
 * Case studies as worked examples on the bundled industry library, their figures computed here
 * when asked with the same code the Industry Libraries tab and the question rule use, so a reader
 * who follows "How to reproduce" sees the same numbers. No customers, traffic gains or quotes.
 */
import { trendingClusters, type IndustryLibrary } from '@workers/industries';
import { isQuestion } from '@workers/text/question';
import type { CaseStudy } from '../../../contract/types/learning';

const count = (value: number) => value.toLocaleString('en-US');
const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((100 * part) / whole)}%`;

function seasonal(lib: IndustryLibrary, month: number): CaseStudy {
  const top = trendingClusters(lib, 10, { month });
  const inSeason = top.filter((cluster) => cluster.in_season);
  const [first] = top;
  const monthName = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return {
    id: 'seasonal-planning',
    title: `Seasonal planning: what to publish before ${monthName}`,
    data: `The industry library's 10 trending clusters for ${monthName}, as the Industry Libraries tab lists them`,
    summary:
      'Pages need weeks to be crawled and ranked, so a cluster that peaks next month is worth writing now. The trending list ranks clusters by a trend score built from each cluster’s written trend and the month.',
    figures: [
      { label: 'Clusters in the list', value: count(top.length) },
      { label: 'In season this month', value: count(inSeason.length) },
      { label: 'Top cluster', value: first ? `${first.name} (${first.industry_name})` : 'none' },
      { label: 'Its trend score (estimated)', value: first ? count(first.trend_score) : '-' },
      {
        label: 'Estimated monthly volume of the 10 clusters',
        value: count(top.reduce((sum, cluster) => sum + cluster.estimated_search_volume, 0)),
      },
    ],
    findings: [
      first
        ? `“${first.name}” leads because ${first.in_season ? 'it is in season now' : 'its trend is rising'}; import it and cluster its ${count(first.keyword_count)} keywords.`
        : 'The library has no trending clusters.',
      'Trend scores and volumes are estimates (the library’s trend notes, not measured searches): confirm with your own Search Console data before committing a calendar.',
    ],
    reproduce: [
      'Open Industry Libraries: the trending list shows the same clusters and scores this month.',
      'Import the top cluster, then run Keyword Clustering with the default settings.',
      'Open Content Strategy and put the cluster’s pages first in the calendar.',
    ],
    tab: 'industries',
    data_source: 'estimated',
  };
}

function questions(lib: IndustryLibrary): CaseStudy {
  const clusters = lib.industries.flatMap((industry) =>
    industry.clusters.map((cluster) => ({
      industry: industry.name,
      name: cluster.name,
      keywords: cluster.keywords.length,
      questions: cluster.keywords.filter((keyword) => isQuestion(keyword)).length,
    })),
  );
  const keywords = clusters.reduce((sum, cluster) => sum + cluster.keywords, 0);
  const asked = clusters.reduce((sum, cluster) => sum + cluster.questions, 0);
  const best = [...clusters].sort(
    (a, b) => b.questions / b.keywords - a.questions / a.keywords || a.name.localeCompare(b.name),
  )[0];
  return {
    id: 'faq-from-questions',
    title: 'Questions in the keyword list become FAQ sections',
    data: `All ${count(lib.industries.length)} industries of the library: ${count(clusters.length)} clusters, ${count(keywords)} keywords`,
    summary:
      'A keyword phrased as a question (how, what, can, is …) is best answered in its own heading or FAQ entry on the cluster’s page. The app marks questions with one rule, used by clustering, briefs and the AI tab.',
    figures: [
      { label: 'Keywords', value: count(keywords) },
      { label: 'Questions among them', value: `${count(asked)} (${percent(asked, keywords)})` },
      { label: 'Cluster with the most questions', value: best ? `${best.name} (${best.industry})` : 'none' },
      { label: 'Its questions', value: best ? `${count(best.questions)} of ${count(best.keywords)}` : '-' },
    ],
    findings: [
      `About ${percent(asked, keywords)} of the library’s keywords are questions: most clusters deserve an FAQ block, not a separate page per question.`,
      best ? `“${best.name}” is mostly questions: plan it as a guide that answers them in order.` : '',
    ].filter(Boolean),
    reproduce: [
      best
        ? `Open Industry Libraries, find “${best.name}” in ${best.industry} and import it.`
        : 'Open Industry Libraries and import a cluster.',
      'Run Keyword Clustering and open the cluster: its questions are listed with it.',
      'Open Content Strategy and download the brief: the questions appear under “Questions to answer”.',
    ],
    tab: 'industries',
    data_source: 'computed',
  };
}

function intents(lib: IndustryLibrary): CaseStudy {
  const all = lib.industries.flatMap((industry) =>
    industry.clusters.map((cluster) => ({ industry: industry.name, intent: cluster.intent })),
  );
  const byIntent = new Map<string, number>();
  for (const cluster of all) byIntent.set(cluster.intent, (byIntent.get(cluster.intent) ?? 0) + 1);
  const ranked = [...byIntent.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const commercial = lib.industries
    .map((industry) => ({
      name: industry.name,
      share:
        industry.clusters.filter((cluster) => cluster.intent !== 'informational').length /
        Math.max(1, industry.clusters.length),
    }))
    .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name))[0];
  return {
    id: 'intent-mix',
    title: 'Match the page type to the search intent',
    data: `The intents of the library’s ${count(all.length)} clusters`,
    summary:
      'Informational clusters want guides; commercial and transactional ones want category, comparison or product pages. Writing a guide for a buying query (or the reverse) is the commonest reason a good page does not rank.',
    figures: [
      ...ranked.map(([intent, clusters]) => ({
        label: `${intent[0].toUpperCase()}${intent.slice(1)} clusters`,
        value: `${count(clusters)} (${percent(clusters, all.length)})`,
      })),
      {
        label: 'Industry with the most buying intent',
        value: commercial ? `${commercial.name} (${percent(Math.round(commercial.share * 100), 100)})` : 'none',
      },
    ],
    findings: [
      `${ranked[0] ? `${ranked[0][0]} is the most common intent` : 'No intents'}: plan the page type per cluster from its intent, not one template for the site.`,
    ],
    reproduce: [
      'Open Industry Libraries and an industry: each cluster shows its intent.',
      'Import one informational and one commercial cluster and cluster them together: they stay apart.',
      'Open Content Strategy and check that each planned page’s content type suits its intent.',
    ],
    tab: 'industries',
    data_source: 'computed',
  };
}

export function caseStudies(lib: IndustryLibrary, month: number): CaseStudy[] {
  return [seasonal(lib, month), questions(lib), intents(lib)];
}
