import { Text } from '@chakra-ui/react';

/** Spec 001 §2.1, first area: the Website Crawler (built by the competitor/crawler issue). */
export function CrawlerPanel() {
  return (
    <Text color="fg.muted">
      The Website Crawler (crawl a site or upload saved pages, and extract their keywords) comes in a later build.
    </Text>
  );
}
