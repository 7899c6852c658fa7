import { TabPage } from '@/components/TabPage';
import { BingPanel } from './bing/BingPanel';
import { ComprehensivePanel } from './comprehensive/ComprehensivePanel';
import { CrawlerPanel } from './crawler/CrawlerPanel';
import { SearchConsolePanel } from './searchconsole/SearchConsolePanel';
import { SerpPanel } from './serp/SerpPanel';

/** Spec 001 §2.1: Advanced Data Sources. */
export default function DataSourcesTab() {
  return (
    <TabPage
      title="Advanced Data Sources"
      description="Bring in data from a website crawl, Search Console, Bing Ads research and SERP features."
    >
      <CrawlerPanel />
      <SearchConsolePanel />
      <BingPanel />
      <SerpPanel />
      <ComprehensivePanel />
    </TabPage>
  );
}
