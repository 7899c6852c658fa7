import { Button, Checkbox, Field, Fieldset, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '@/api/client';
import type { ComprehensiveResponse } from '@/contract';
import { splitLines } from '../shared/lines';
import { Panel } from '../shared/Panel';
import { useRun } from '../shared/useRun';
import { warnInvalid } from '../shared/validation';
import { ComprehensiveResult } from './ComprehensiveResult';

type SourceKey = 'include_search_console' | 'include_bing_ads' | 'include_serp_features';

const SOURCES: { key: SourceKey; label: string }[] = [
  { key: 'include_search_console', label: 'Search Console' },
  { key: 'include_bing_ads', label: 'Bing Ads' },
  { key: 'include_serp_features', label: 'SERP Features' },
];

/** Spec 001 §2.1 Comprehensive Multi-Source Analysis. */
export function ComprehensivePanel() {
  const [keywords, setKeywords] = useState('');
  const [domain, setDomain] = useState('');
  const [include, setInclude] = useState<Record<SourceKey, boolean>>({
    include_search_console: true,
    include_bing_ads: true,
    include_serp_features: true,
  });
  const analysis = useRun<ComprehensiveResponse>('Analysis Failed');
  const ready = splitLines(keywords).length > 0 && domain.trim() !== '';

  const analyse = () => {
    if (!ready)
      return warnInvalid('Required Fields Missing', 'Please enter both keywords and domain for comprehensive analysis');
    void analysis.run(() =>
      api.post('/api/advanced-data-sources/comprehensive-analysis', {
        domain: domain.trim(),
        keywords: splitLines(keywords),
        ...include,
      }),
    );
  };

  return (
    <Panel
      title="Comprehensive Multi-Source Analysis"
      description="Insights and recommendations from every source at once, with how sure each one is."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required>
          <Field.Label>Keywords (one per line)</Field.Label>
          <Textarea value={keywords} onChange={(event) => setKeywords(event.currentTarget.value)} rows={4} />
        </Field.Root>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>Website property</Field.Label>
            <Input
              value={domain}
              onChange={(event) => setDomain(event.currentTarget.value)}
              placeholder="example.com"
              maxLength={500}
            />
          </Field.Root>
          <Fieldset.Root gap="2">
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              Sources
            </Fieldset.Legend>
            <HStack gap="4" wrap="wrap">
              {SOURCES.map((source) => (
                <Checkbox.Root
                  key={source.key}
                  checked={include[source.key]}
                  onCheckedChange={(details) => setInclude({ ...include, [source.key]: details.checked === true })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{source.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </Fieldset.Root>
        </Stack>
      </SimpleGrid>
      <HStack>
        <Button
          colorPalette="brand"
          onClick={analyse}
          disabled={!ready || analysis.running}
          loading={analysis.running}
          loadingText="Analyzing..."
        >
          Run Comprehensive Analysis
        </Button>
      </HStack>
      {analysis.result && <ComprehensiveResult result={analysis.result} />}
    </Panel>
  );
}
