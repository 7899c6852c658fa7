import type { GuideBook } from './types';

export const en: GuideBook = {
  language: 'en',
  title: 'Topicwise manual',
  subtitles: { quick_start: 'Quick start', detailed: 'Detailed guide to the 14 features' },
  labels: { contents: 'Contents', page: 'Page {n} of {total}', generated: 'Generated {date}' },
  headings: {
    about: 'Before you start',
    glance: 'The features at a glance',
    feature: 'Feature',
    whatItDoes: 'What it does',
    steps: 'Steps',
    details: 'How it works',
    tips: 'Tips',
  },
  about: [
    'Topicwise groups keywords into clusters, one page each, and builds the analyses around them. It runs in your browser and keeps your data on this device; it works offline after the first visit.',
    'Figures the app cannot measure offline (search volume without an import, difficulty, CPC) are deterministic estimates and are marked Estimated on screen. Import a keyword planner, ranking or Search Console export to replace them with real figures.',
  ],
  workflow: ['Add keywords', 'Cluster', 'Review and edit', 'Plan content', 'Export'],
  workflowCaption: 'The everyday workflow: most tabs start from a clustering result.',
  features: {
    clustering: {
      title: 'Keyword Clustering',
      summary:
        'Groups your keywords into clusters that one page can rank for, and clusters into topics (pillar pages).',
      steps: [
        'Open Keyword Clustering and paste keywords, one per line, or upload a .csv or .txt file.',
        'Choose the target location and the similarity threshold, then click Cluster keywords.',
        'Review the clusters: rename, move keywords, merge or split clusters, and export as CSV or JSON.',
      ],
      details: [
        'The engine compares keywords by their words and word vectors; a higher similarity threshold makes smaller, tighter clusters, a lower one fewer and broader clusters.',
        'With a SERP export, keywords whose top 10 results share enough URLs are grouped together whatever their wording.',
        'Minimum and maximum cluster size bound each cluster; keywords that fit no cluster are listed as unclustered.',
      ],
      tips: [
        'Start at the default threshold and change it by 0.05 at a time; compare the number of clusters and unclustered keywords.',
        'A keyword in the wrong cluster is quicker to move by hand than to fix with the threshold.',
      ],
    },
    competitive: {
      title: 'Competitor Analysis',
      summary:
        'Compares a competitor website with your keywords and lists the gaps (missing, underperforming, opportunity) and content opportunities.',
      steps: [
        'Enter the competitor URL and, optionally, your own keywords.',
        'Keep keyword gaps and content opportunities switched on and start the analysis.',
        'Read the gaps by opportunity score and add the promising keywords to clustering.',
      ],
      details: [
        'The app reads the competitor pages it can reach from your browser; ranking exports you upload replace estimated positions with real ones.',
        'Traffic figures are estimates from search volume and a published click-through curve.',
      ],
      tips: ['Analyse two or three direct competitors, not the largest site of the market.'],
    },
    industries: {
      title: 'Industries and Discovery',
      summary:
        'A library of 14 industries with hand-written clusters, and discovery views (trending, seasonal, community, emerging, alerts).',
      steps: [
        'Open Industry Libraries and choose an industry.',
        'Import a cluster: its keywords are added to the clustering text area.',
        'Run a discovery view to see which clusters are rising or seasonal.',
      ],
      details: [
        'Trend scores come from each cluster’s written trend description and the current month; they are estimates, not measured search data.',
      ],
      tips: ['Use a library cluster as seed keywords, then add your own long-tail keywords before clustering.'],
    },
    datasources: {
      title: 'Advanced Data Sources',
      summary:
        'Website crawler, Search Console, Bing Ads research, SERP features and a comprehensive analysis that combines them.',
      steps: [
        'Crawl a website (1 to 10 pages) to extract its keywords, questions and related searches.',
        'Import a Search Console export to see clicks, impressions, CTR and position per query.',
        'Send the extracted keywords to the clustering text area (at most 50).',
      ],
      details: [
        'Search Console and Bing data without an imported file are labelled as sample data; imported files are used as they are.',
      ],
      tips: ['Queries in positions 4 to 20 are striking distance: a better page can move them onto page one.'],
    },
    visualizations: {
      title: 'Advanced Visualizations',
      summary:
        'Charts of a clustering result: cluster map, volume heatmap, opportunity scatter plot, trends, radar and difficulty distribution.',
      steps: [
        'Run a clustering first; without one the tab offers Go to Clustering.',
        'Choose a chart type; it is generated at once.',
        'Use Generate Complete Dashboard to see six charts together, and download any chart as PNG.',
      ],
      details: ['Each chart has a hidden data table for screen readers and is recomputed when you edit the result.'],
      tips: ['The opportunity scatter plot shows high-volume, low-difficulty clusters in its upper left area.'],
    },
    'content-strategy': {
      title: 'Content Strategy',
      summary: 'A content calendar, internal linking suggestions, content gaps, performance and technical SEO checks.',
      steps: [
        'Run a clustering first.',
        'Open the calendar and set how many pages you publish per week.',
        'Review internal links between related clusters and download briefs as Markdown or PDF.',
      ],
      details: [
        'The calendar orders clusters by opportunity; word counts are estimates from the page type and the number of keywords.',
      ],
      tips: ['Link each cluster page to its topic’s pillar page and back.'],
    },
    chat: {
      title: 'Community Chat',
      summary: 'A shared message room with announcements, admin messages and a members list.',
      steps: [
        'Type a message of up to 1000 characters.',
        'Press Enter to send; Shift+Enter starts a new line.',
        'Edit your own message within 15 minutes of posting.',
      ],
      details: [
        'A static app has no chat server of its own; the tab says on screen what works offline and what does not.',
      ],
      tips: ['Share a clustering question with the keywords and the threshold you used.'],
    },
    'ai-automation': {
      title: 'AI & Automation',
      summary:
        'Analyses of a clustering result: cluster optimisation, anomalies, multi-language potential, voice search and a dashboard.',
      steps: [
        'Run a clustering first.',
        'Choose a mode (optimization, anomalies, multilang, voice or dashboard).',
        'Click Run AI Analysis and read the recommendations by priority.',
      ],
      details: [
        'The analyses run on this device with written rules and dictionaries; no text is sent to an AI service.',
      ],
      tips: ['Optimisations with a confidence of 0.8 or more are the safest to apply first.'],
    },
    enterprise: {
      title: 'Enterprise',
      summary: 'Team members, reports, branding, subscription and an executive overview for agencies and teams.',
      steps: [
        'Open a view: team, reports, branding, subscription or dashboard.',
        'Set the branding (logo, colours, company name) used in reports.',
        'Read the executive dashboard for keywords, projects and recent achievements.',
      ],
      details: ['Without a server there is no sign-in or billing; the tab says which parts are local samples.'],
      tips: ['Set the branding once: PDF reports use it.'],
    },
    performance: {
      title: 'Performance',
      summary: 'Response times, cache efficiency, system health and optimisation advice for the app itself.',
      steps: [
        'Open Performance to see response time, cache hit rate and requests per minute.',
        'Choose a period for the summary (from the last hour to the last week).',
        'Clear the cache if results look out of date.',
      ],
      details: ['The figures are measured from the requests this device has made.'],
      tips: ['A low cache hit rate after many repeated views points to settings that change between runs.'],
    },
    'data-export-import': {
      title: 'Data Export/Import',
      summary: 'Exports keywords and analyses as CSV or JSON and imports keyword files, as background jobs.',
      steps: [
        'Choose a data source and a format (CSV or JSON) and start the export.',
        'Import a CSV with the columns keyword, search_volume, competition, cpc, category and intent.',
        'Download finished files from the jobs list; files older than 7 days are cleaned up.',
      ],
      details: [
        'CSV files open cleanly in Excel and Google Sheets: UTF-8 with BOM, formula-looking cells neutralised.',
      ],
      tips: ['Invalid rows are skipped and listed in the validation summary; fix them and import again.'],
    },
    'advanced-analytics': {
      title: 'Advanced Analytics',
      summary: 'Performance, competition, forecasts and return on investment for a period of 7 days to 1 year.',
      steps: [
        'Choose a period (7d, 30d, 90d or 1y).',
        'Pick a tool: performance, competitive, predictive, roi or dashboard.',
        'For ROI, enter budget, cost per click, conversion rate and order value.',
      ],
      details: ['Forecasts and ROI are estimates from the figures you enter and the clustering result.'],
      tips: ['Compare keywords by ROI and priority before you buy ads for them.'],
    },
    collaboration: {
      title: 'Collaboration',
      summary: 'Workspaces to share clustering results with a team, with comments, notifications and an activity feed.',
      steps: [
        'Create a workspace with a name and a description.',
        'Share the current clustering result into the workspace.',
        'Comment on shared items and follow the activity feed.',
      ],
      details: ['Sharing between devices needs sync to be set up; otherwise workspaces stay on this device.'],
      tips: ['Keep one workspace per client or site.'],
    },
    outreach: {
      title: 'Outreach Campaigns',
      summary: 'Contacts, message templates and email campaigns for link building.',
      steps: [
        'Add contacts one by one or paste a CSV (email, name, website, industry, role, notes, tags).',
        'Write a template with a subject and plain-text content.',
        'Create a campaign from a template and chosen contacts, then start it.',
      ],
      details: ['A static app cannot send email itself: campaigns are prepared here and sent through your provider.'],
      tips: ['Personalise the first sentence of each message with the contact’s page.'],
    },
  },
};
