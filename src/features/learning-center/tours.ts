import type { TourStep } from '@/components/tour';
import type { TabValue } from '@/lib/navigation';

/** "Show me" for each onboarding step: the tab to open and what to point at there. */
export const TOURS: Record<string, { tab: TabValue; steps: TourStep[] }> = {
  'import-keywords': {
    tab: 'clustering',
    steps: [
      { target: 'Keywords (one per line)', title: 'Paste keywords', text: 'Paste your keywords here, one per line.' },
      {
        target: 'Keyword file (.csv or .txt)',
        title: 'Or upload a file',
        text: 'Upload a CSV or TXT export from your keyword tool instead.',
      },
    ],
  },
  'first-clustering': {
    tab: 'clustering',
    steps: [
      { target: 'Target location', title: 'Choose the market', text: 'Pick the country your pages are for.' },
      {
        target: 'Cluster keywords',
        title: 'Run it',
        text: 'Click Cluster keywords; a progress bar shows each stage and you can cancel.',
      },
    ],
  },
  'first-edit': {
    tab: 'clustering',
    steps: [
      {
        target: 'Keyword Clustering',
        title: 'Edit the result',
        text: 'After a run, each cluster card has actions to rename it, move keywords, merge or split.',
      },
      {
        target: 'Find a keyword or cluster',
        title: 'Find a cluster',
        text: 'Search the result for a keyword or cluster to edit.',
      },
    ],
  },
  'first-export': {
    tab: 'clustering',
    steps: [
      {
        target: 'Keyword Clustering',
        title: 'Export',
        text: 'After a run, the result’s Export CSV and Export JSON buttons download it; the CSV opens cleanly in Excel and Google Sheets.',
      },
    ],
  },
  'competitor-analysis': {
    tab: 'competitive',
    steps: [
      {
        target: 'Competitor Analysis',
        title: 'Competitor Analysis',
        text: 'Enter a competitor URL and, optionally, your own keywords.',
      },
      {
        target: 'Analyze Competitor',
        title: 'Start',
        text: 'Click Analyze Competitor and read the gaps by opportunity.',
      },
    ],
  },
  'search-console': {
    tab: 'datasources',
    steps: [
      {
        target: 'Search Console',
        title: 'Search Console',
        text: 'Import a Search Console performance export here to see clicks, impressions, CTR and position per query.',
      },
    ],
  },
  'first-chart': {
    tab: 'visualizations',
    steps: [
      {
        target: 'Advanced Visualizations',
        title: 'Charts',
        text: 'With a clustering result, choose a chart type; it is drawn at once.',
      },
    ],
  },
  'content-plan': {
    tab: 'content-strategy',
    steps: [
      {
        target: 'Content Strategy',
        title: 'Plan content',
        text: 'With a clustering result, open the calendar or internal linking tool.',
      },
    ],
  },
};
