import { Alert, Box, Button, Checkbox, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { AiMode, AnomalySensitivity, ClusteringResult, OptimizationGoal } from '@/contract';
import { ANOMALY_SENSITIVITIES, DEFAULT_SENSITIVITY } from '@/contract/types/ai';
import { Gate } from '@/components/Gate';
import { TabPage } from '@/components/TabPage';
import { AnomaliesView } from './AnomaliesView';
import { DashboardView } from './DashboardView';
import { GOALS, MODES } from './model';
import { MultiLanguageView } from './MultiLanguageView';
import { OptimizationView } from './OptimizationView';
import { useAiAnalysis } from './useAiAnalysis';
import { VoiceView } from './VoiceView';

const GATE_DESCRIPTION =
  'Run a keyword clustering first: the AI analyses suggest edits to its clusters, check its figures and plan other languages and voice search from its keywords.';

/** Spec 001 §2.6: five modes, each run on demand over the current clustering result. */
export default function AiAutomationTab() {
  return (
    <TabPage
      title="AI & Automation"
      description="Written algorithms that run on this device over your own clustering result: suggestions you can apply, anomalies in your figures, dictionary translations and voice-search rules. Nothing is sent anywhere, and each analysis says what it is based on."
    >
      <Gate description={GATE_DESCRIPTION}>{(result) => <Workspace result={result} />}</Gate>
    </TabPage>
  );
}

function Workspace({ result }: { result: ClusteringResult }) {
  const [mode, setMode] = useState<AiMode>('optimization');
  const [goals, setGoals] = useState<OptimizationGoal[]>(GOALS.map((g) => g.value));
  const [sensitivity, setSensitivity] = useState<AnomalySensitivity>(DEFAULT_SENSITIVITY);
  const { results, stale, running, applying, run, apply, cancel } = useAiAnalysis();
  const options = { goals, sensitivity };
  const busy = running !== null || applying !== null;

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Analyses the current result: {result.name}
      </Text>
      <HStack as="nav" aria-label="AI modes" gap="2" wrap="wrap">
        {MODES.map((m) => (
          <Button
            key={m.value}
            size="sm"
            variant={mode === m.value ? 'solid' : 'outline'}
            colorPalette={mode === m.value ? 'brand' : 'gray'}
            aria-pressed={mode === m.value}
            onClick={() => setMode(m.value)}
          >
            {m.label}
          </Button>
        ))}
      </HStack>
      <HStack gap="4" wrap="wrap" align="end">
        {mode === 'optimization' && <GoalPicker goals={goals} onChange={setGoals} />}
        {mode === 'anomalies' && <SensitivityPicker value={sensitivity} onChange={setSensitivity} />}
        <Button
          colorPalette="brand"
          onClick={() => void run(mode, options)}
          loading={running !== null}
          loadingText="Analyzing with AI..."
          disabled={busy || (mode === 'optimization' && goals.length === 0)}
        >
          <Sparkles size={16} aria-hidden="true" />
          Run AI Analysis
        </Button>
        {running !== null && (
          <Button variant="outline" onClick={cancel}>
            Cancel
          </Button>
        )}
      </HStack>
      <Box aria-live="polite" aria-busy={running !== null}>
        {stale.includes(mode) && results[mode] && (
          <Alert.Root status="info" size="sm" mb="4">
            <Alert.Indicator />
            <Alert.Description>
              Your clustering result changed since this analysis was made. Run AI Analysis again to update it.
            </Alert.Description>
          </Alert.Root>
        )}
        <ModeResult mode={mode} results={results} applying={applying} onApply={(o) => void apply(o, options)} />
      </Box>
    </Stack>
  );
}

function ModeResult({
  mode,
  results,
  applying,
  onApply,
}: {
  mode: AiMode;
  results: ReturnType<typeof useAiAnalysis>['results'];
  applying: string | null;
  onApply: Parameters<typeof OptimizationView>[0]['onApply'];
}) {
  const empty = (
    <Text color="fg.muted" data-testid="ai-idle">
      Choose Run AI Analysis to analyse your current clustering result.
    </Text>
  );
  switch (mode) {
    case 'optimization':
      return results.optimization ? (
        <OptimizationView data={results.optimization} applying={applying} onApply={onApply} />
      ) : (
        empty
      );
    case 'anomalies':
      return results.anomalies ? <AnomaliesView data={results.anomalies} /> : empty;
    case 'multilang':
      return results.multilang ? <MultiLanguageView data={results.multilang} /> : empty;
    case 'voice':
      return results.voice ? <VoiceView data={results.voice} /> : empty;
    case 'dashboard':
      return results.dashboard ? <DashboardView data={results.dashboard} /> : empty;
  }
}

function GoalPicker({ goals, onChange }: { goals: OptimizationGoal[]; onChange: (goals: OptimizationGoal[]) => void }) {
  return (
    <Stack as="fieldset" gap="1.5" borderWidth="0" p="0" m="0">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        Optimization goals
      </Text>
      <HStack gap="4" wrap="wrap">
        {GOALS.map((goal) => (
          <Checkbox.Root
            key={goal.value}
            size="sm"
            checked={goals.includes(goal.value)}
            onCheckedChange={(e) =>
              onChange(e.checked ? [...goals, goal.value] : goals.filter((g) => g !== goal.value))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{goal.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </Stack>
  );
}

function SensitivityPicker({
  value,
  onChange,
}: {
  value: AnomalySensitivity;
  onChange: (value: AnomalySensitivity) => void;
}) {
  return (
    <Field.Root maxW="48">
      <Field.Label htmlFor="ai-sensitivity">Sensitivity</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id="ai-sensitivity"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value as AnomalySensitivity)}
        >
          {ANOMALY_SENSITIVITIES.map((s) => (
            <option key={s} value={s}>
              {s[0].toUpperCase() + s.slice(1)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
