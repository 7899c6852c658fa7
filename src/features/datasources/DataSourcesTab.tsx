import { Heading, Stack, Text } from '@chakra-ui/react';
import { BingPanel } from './bing/BingPanel';
import { ComprehensivePanel } from './comprehensive/ComprehensivePanel';
import { CrawlerPanel } from './crawler/CrawlerPanel';
import { SearchConsolePanel } from './searchconsole/SearchConsolePanel';
import { SerpPanel } from './serp/SerpPanel';

/** Spec 001 §2.1: Advanced Data Sources. */
export default function DataSourcesTab() {
  return (
    <Stack gap={{ base: '6', md: '8' }} py={{ base: '2', md: '4' }}>
      <Stack gap="2">
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
          Advanced Data Sources
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          Bring in data from a website crawl, Search Console, Bing Ads research and SERP features.
        </Text>
      </Stack>
      <CrawlerPanel />
      <SearchConsolePanel />
      <BingPanel />
      <SerpPanel />
      <ComprehensivePanel />
    </Stack>
  );
}
