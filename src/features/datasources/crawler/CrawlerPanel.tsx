import { Button, Checkbox, Field, Heading, HStack, Input, NumberInput, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CRAWL_MAX_PAGES } from '@/contract/settings';
import { notifyError } from '@/hooks/notify';
import { CorsFallback } from './CorsFallback';
import { TaskProgress } from '@/components/TaskProgress';
import { useWebsiteAnalysis } from './useWebsiteAnalysis';
import { WebsiteResult } from './WebsiteResult';

interface OptionBoxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}

function OptionBox({ label, checked, onChange, disabled }: OptionBoxProps) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)} disabled={disabled}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Spec 001 §2.1, first area: the Website Crawler and its result panel. */
export function CrawlerPanel() {
  const [url, setUrl] = useState('');
  const [maxPages, setMaxPages] = useState<number>(CRAWL_MAX_PAGES.default);
  const [extractPaa, setExtractPaa] = useState(true);
  const [extractRelated, setExtractRelated] = useState(true);
  const analysis = useWebsiteAnalysis();
  const { running } = analysis;

  const submit = () => {
    if (url.trim() === '') {
      notifyError(null, { title: 'No website URL provided', description: 'Please enter a website URL to analyze' });
      return;
    }
    void analysis.crawl({ url: url.trim(), maxPages, extractPaa, extractRelated });
  };

  return (
    <Stack
      as="section"
      aria-labelledby="crawler-heading"
      gap="4"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="1">
        <Heading as="h3" id="crawler-heading" size="lg">
          Website Crawler
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Reads up to {CRAWL_MAX_PAGES.max} pages of one site (same host, robots.txt honoured, its sitemap first) on
          this device and extracts their keywords, questions and related phrases.
        </Text>
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="4">
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
            <Field.Root flex="1">
              <Field.Label>Website URL</Field.Label>
              <Input
                value={url}
                onChange={(event) => setUrl(event.currentTarget.value)}
                placeholder="https://example.com"
                inputMode="url"
                autoComplete="url"
                disabled={running}
                bg="bg"
              />
            </Field.Root>
            <Field.Root maxW={{ md: '40' }}>
              <Field.Label>Max pages</Field.Label>
              <NumberInput.Root
                min={CRAWL_MAX_PAGES.min}
                max={CRAWL_MAX_PAGES.max}
                step={1}
                value={String(maxPages)}
                onValueChange={(d) => {
                  if (Number.isFinite(d.valueAsNumber))
                    setMaxPages(
                      Math.min(CRAWL_MAX_PAGES.max, Math.max(CRAWL_MAX_PAGES.min, Math.round(d.valueAsNumber))),
                    );
                }}
                allowMouseWheel={false}
                disabled={running}
                width="full"
              >
                <NumberInput.Control />
                <NumberInput.Input bg="bg" />
              </NumberInput.Root>
            </Field.Root>
          </Stack>
          <HStack gap="6" wrap="wrap">
            <OptionBox
              label="Extract People Also Ask"
              checked={extractPaa}
              onChange={setExtractPaa}
              disabled={running}
            />
            <OptionBox
              label="Extract related searches"
              checked={extractRelated}
              onChange={setExtractRelated}
              disabled={running}
            />
          </HStack>
          <HStack>
            <Button
              type="submit"
              colorPalette="brand"
              disabled={running || url.trim() === ''}
              loading={running}
              loadingText="Analyzing..."
            >
              Analyze Website
            </Button>
          </HStack>
        </Stack>
      </form>
      {analysis.progress && (
        <TaskProgress
          progress={analysis.progress}
          onCancel={analysis.cancel}
          label="Crawl progress"
          testId="crawl-progress"
        />
      )}
      <CorsFallback
        blockedMessage={analysis.blocked}
        busy={running}
        onFiles={(files) => void analysis.upload(files, { extractPaa, extractRelated })}
      />
      {analysis.result && <WebsiteResult analysis={analysis.result} supersededBy={analysis.unfinished} />}
    </Stack>
  );
}
