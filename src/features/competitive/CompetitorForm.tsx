import {
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CompetitorAnalysisRequest } from '@/contract';
import { MAX_COMPETITORS } from '@/contract/settings';
import { DEFAULT_LOCATION, LOCATIONS } from '@/contract/vocabulary';
import { notifyError } from '@/hooks/notify';
import { AttachRankings } from './AttachRankings';
import { keywordLines, type AttachedRankings, type CompetitorRow } from './model';

interface CompetitorFormProps {
  running: boolean;
  onRun: (request: CompetitorAnalysisRequest) => void;
}

interface ToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}

function Toggle({ label, checked, onChange, disabled }: ToggleProps) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(d) => onChange(d.checked)} disabled={disabled}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

let nextKey = 1;

/** Spec 000 §2: competitor URL (up to 5 here), your keywords, location, the two switches. */
export function CompetitorForm({ running, onRun }: CompetitorFormProps) {
  const [rows, setRows] = useState<CompetitorRow[]>([{ key: 0, url: '', rankings: null }]);
  const [ownRankings, setOwnRankings] = useState<AttachedRankings | null>(null);
  const [ownKeywords, setOwnKeywords] = useState('');
  const [useResult, setUseResult] = useState(false);
  const [location, setLocation] = useState<string>(DEFAULT_LOCATION);
  const [analyzeGaps, setAnalyzeGaps] = useState(true);
  const [opportunities, setOpportunities] = useState(true);

  const update = (key: number, patch: Partial<CompetitorRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = () => {
    const filled = rows.filter((row) => row.url.trim() !== '');
    if (filled.length === 0) {
      notifyError(null, { title: 'No competitor URL provided', description: 'Please enter a competitor website URL' });
      return;
    }
    onRun({
      competitor_url: filled[0].url.trim(),
      target_location: location,
      user_keywords: keywordLines(ownKeywords),
      analyze_gaps: analyzeGaps,
      generate_opportunities: opportunities,
      competitors: filled.map((row) => ({ url: row.url.trim(), rankings_import_id: row.rankings?.import_id ?? null })),
      own_rankings_import_id: ownRankings?.import_id ?? null,
      use_clustering_result: useResult,
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="5" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }}>
        <Stack gap="3">
          {rows.map((row, index) => (
            <Stack key={row.key} gap="2" data-testid="competitor-row">
              <HStack gap="2" align="flex-end">
                <Field.Root flex="1">
                  <Field.Label>{index === 0 ? 'Competitor URL' : `Competitor ${index + 1} URL`}</Field.Label>
                  <Input
                    value={row.url}
                    onChange={(event) => update(row.key, { url: event.currentTarget.value })}
                    placeholder="https://competitor.com"
                    inputMode="url"
                    disabled={running}
                    bg="bg"
                  />
                </Field.Root>
                {index > 0 && (
                  <IconButton
                    variant="ghost"
                    aria-label={`Remove competitor ${index + 1}`}
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                    disabled={running}
                  >
                    <Trash2 />
                  </IconButton>
                )}
              </HStack>
              <AttachRankings
                role="competitor"
                owner={`competitor ${index + 1}`}
                value={row.rankings}
                onChange={(rankings) => update(row.key, { rankings })}
                disabled={running}
              />
            </Stack>
          ))}
          <HStack gap="3" wrap="wrap">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setRows((current) => [...current, { key: nextKey++, url: '', rankings: null }])}
              disabled={running || rows.length >= MAX_COMPETITORS}
            >
              <Plus aria-hidden="true" />
              Add competitor
            </Button>
            <Text fontSize="xs" color="fg.muted">
              Up to {MAX_COMPETITORS}. Attach each one&rsquo;s Semrush Organic Positions or Ahrefs Organic keywords
              export; without one, its pages are crawled and the figures are estimates.
            </Text>
          </HStack>
        </Stack>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Stack gap="3">
            <Field.Root>
              <Field.Label>Your keywords (optional, one per line)</Field.Label>
              <Textarea
                value={ownKeywords}
                onChange={(event) => setOwnKeywords(event.currentTarget.value)}
                rows={4}
                disabled={running}
                bg="bg"
              />
            </Field.Root>
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="medium">
                Your rankings (optional)
              </Text>
              <AttachRankings
                role="own"
                owner="your site"
                value={ownRankings}
                onChange={setOwnRankings}
                disabled={running}
              />
              <Text fontSize="xs" color="fg.muted">
                Your Positions / Organic keywords export, or a Search Console queries export.
              </Text>
            </Stack>
          </Stack>
          <Stack gap="4">
            <Field.Root disabled={running}>
              <Field.Label>Location</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={location}
                  onChange={(event) => setLocation(event.currentTarget.value)}
                  bg="bg"
                >
                  {LOCATIONS.map((l) => (
                    <option key={l.code} value={l.code}>
                      {l.label} ({l.code})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Toggle
              label="Use my clustering result as my keywords"
              checked={useResult}
              onChange={setUseResult}
              disabled={running}
            />
            <Toggle label="Analyze keyword gaps" checked={analyzeGaps} onChange={setAnalyzeGaps} disabled={running} />
            <Toggle
              label="Generate content opportunities"
              checked={opportunities}
              onChange={setOpportunities}
              disabled={running}
            />
          </Stack>
        </SimpleGrid>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={running} loadingText="Analyzing..." disabled={running}>
            Analyze Competitor
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
