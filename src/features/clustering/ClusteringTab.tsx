import { Button, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Play } from 'lucide-react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { ClusteringResult } from '@/contract';
import { DEFAULT_LANGUAGE } from '@/contract/vocabulary';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { MAX_KEYWORDS_PER_RUN, tooManyKeywordsMessage } from '@/lib/keywordLimit';
import { countLines } from '@/lib/lines';
import { CLUSTERING_INTRO } from '@/lib/tabIntros';
import { TabPage } from '@/components/TabPage';
import { KeywordInput } from './KeywordInput';
import { clusterRequest, DEFAULT_SETTINGS, hasInput, type RunSettings } from './model';
import { useEngineWarmUp } from './useEngineWarmUp';
import { usePreparedList } from './usePreparedList';
import { ProjectBar } from './ProjectBar';
import type * as ResultsViewExports from './ResultsView';
import { RunHistory } from './RunHistory';
import { RunProgress } from './RunProgress';
import { SettingsPanel } from './SettingsPanel';
import { SerpFileInput } from './SerpFileInput';
import { SetupStatus } from './SetupStatus';
import { useCurrentResult } from '@/hooks/useCurrentResult';
import { useClusteringRun } from './useClusteringRun';
import { useDraft } from './useDraft';
import { useProjects } from './useProjects';
import { useSerpUpload } from './useSerpUpload';
import { useUpload } from './useUpload';

/**
 * The results (with the virtualised lists) load once there is a result to show: the form, the
 * first thing on a phone's screen, does not wait for them.
 */
type ResultsViewCode = typeof ResultsViewExports;
let resultsViewCode: ResultsViewCode | undefined;
const loadResultsView = () => import('./ResultsView').then((code) => (resultsViewCode = code));
type ResultsViewModule = { default: ResultsViewCode['ResultsView'] };
/**
 * Once its code is loaded (the warm-up loads it with the first keywords), the view renders at once:
 * `lazy` calls `then` on what it is given and reads the result if it came within that call, so the
 * first result does not suspend into a fallback whose end React holds back for up to 300 ms (issue
 * 28: the page sat idle 250 ms before the first cards).
 */
const ResultsView = lazy((): Promise<ResultsViewModule> => {
  const loaded = resultsViewCode;
  if (!loaded) return loadResultsView().then((code) => ({ default: code.ResultsView }));
  const answeredAtOnce = {
    then: (resolve: (module: ResultsViewModule) => void) => resolve({ default: loaded.ResultsView }),
  };
  return answeredAtOnce as unknown as Promise<ResultsViewModule>;
});

/** Spec 000 §2 (Clustering tab), §4 (idle, processing, results shown), §5, §8. */
export default function ClusteringTab() {
  const draft = useDraft();
  const upload = useUpload();
  const serp = useSerpUpload();
  const projects = useProjects();
  const { state: current, replace, refresh } = useCurrentResult();
  const [settings, setSettings] = useState<RunSettings>(DEFAULT_SETTINGS);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  // A finished run (or a reopened one) takes the focus to its heading: the Run button it started
  // from is disabled while running, which would leave keyboard users on <body>.
  const showNew = useCallback(
    (next: ClusteringResult) => {
      replace(next);
      window.requestAnimationFrame(() => resultsHeading.current?.focus());
    },
    [replace],
  );
  const { running, progress, run, cancel } = useClusteringRun(showNew, upload.clear, refresh);
  // The click that starts a run renders the button at once; the form's inputs are disabled, and the
  // progress bar appears, in a render of their own that yields to the run's start: with both, the
  // click's task took 40-50 ms of main thread at 10,000 keywords (its styles alone 15-17 ms), 27 ms
  // with neither (issue 28). The run reads nothing from the inputs.
  const inputsDisabled = useDeferredValue(running);
  const toggleHistory = useCallback(() => setHistoryOpen((open) => !open), []);
  // A file with its own figures needs no estimates: Get SEO Data goes off when one is chosen (the
  // user may turn it back on to fill the file's gaps).
  const uploadedWithFigures = upload.file?.has_metrics === true ? upload.file.import_id : null;
  const [figuresFile, setFiguresFile] = useState<string | null>(null);
  if (uploadedWithFigures !== figuresFile) {
    setFiguresFile(uploadedWithFigures);
    if (uploadedWithFigures) setSettings((previous) => ({ ...previous, getSeoData: false, expandKeywords: false }));
  }
  // Counted from a deferred copy: with 200,000 lines a keystroke renders the text area first.
  const deferredText = useDeferredValue(draft.text);
  const keywordCount = useMemo(() => countLines(deferredText), [deferredText]);
  // Said under the text area, not in a toast: with 200,000 lines there, showing a toast took 1.5-2.6 s.
  const limitMessage =
    keywordCount > MAX_KEYWORDS_PER_RUN ? tooManyKeywordsMessage('typed', keywordCount, 'keywords') : null;
  // Spec 000 §5: the run button is disabled when both the text area and the uploaded file are empty
  // (and here while the typed list is over the run limit). It reads the text itself, not the
  // deferred count: a keyboard user who pasted and pressed Enter at once found it still disabled,
  // and the Enter went to the text area. The list is prepared from the count, once it follows.
  const ready = (/\S/.test(draft.text) || upload.file !== null) && limitMessage === null;
  const counted = keywordCount > 0 || upload.file !== null;
  // The warm-up starts as the user reaches for the file picker or the text area, else with the
  // upload, not after it: fetching and decoding the word vectors took longer than reading 10,000
  // keywords, and a run clicked as the upload showed waited for them (0.5-2 s, issue 28).
  const [intent, setIntent] = useState(false);
  const showIntent = useCallback(() => setIntent(true), []);
  useEngineWarmUp(ready || intent || upload.progress !== null, loadResultsView);
  // The typed keywords take precedence over the file's (spec 000 §2), as in the run.
  usePreparedList(
    ready && counted && !running
      ? {
          text: keywordCount > 0 ? deferredText : '',
          importId: upload.file?.import_id ?? null,
          serpImportId: serp.file?.import_id ?? null,
          settings,
        }
      : null,
  );

  const start = async () => {
    // Counted, not split: a list over the limit is refused in milliseconds, before any run UI
    // appears; the text goes as one entry that the run splits and cleans in paced slices.
    const count = countLines(draft.text);
    if (count > MAX_KEYWORDS_PER_RUN) {
      notifyError(null, {
        title: 'Clustering failed',
        description: tooManyKeywordsMessage('typed', count, 'keywords'),
      });
      return;
    }
    const keywords = count > 0 ? [draft.text] : [];
    const importId = upload.file?.import_id ?? null;
    if (!hasInput({ keywords, importId })) {
      toaster.create({
        id: 'no-keywords',
        type: 'error',
        title: 'No keywords provided',
        description: 'Please enter keywords or upload a file',
      });
      return;
    }
    const serpImportId = serp.file?.import_id ?? null;
    await run(clusterRequest({ keywords, importId, serpImportId, projectId: projects.selectedId }, settings));
  };

  const { create } = projects;
  const location = settings.location;
  const addProject = useCallback(
    () => void create({ target_location: location, target_language: DEFAULT_LANGUAGE }),
    [create, location],
  );

  const result = current.status === 'ready' ? current.data : null;
  // After a reload, the project of the result on screen is chosen again, once: a later choice of
  // "No project" sticks, and the runs after it are filed under no project.
  const resultProject = result?.project_id ?? null;
  const loaded = current.status !== 'loading';
  const { select } = projects;
  const projectRestored = useRef(false);
  useEffect(() => {
    if (!loaded || projectRestored.current) return;
    projectRestored.current = true;
    if (resultProject) select(resultProject);
  }, [loaded, resultProject, select]);

  return (
    <TabPage title={CLUSTERING_INTRO.title} description={CLUSTERING_INTRO.description}>
      <ProjectBar projects={projects} onAdd={addProject} historyOpen={historyOpen} onToggleHistory={toggleHistory} />
      {historyOpen && <RunHistory projects={projects.projects} projectId={projects.selectedId} onOpen={showNew} />}

      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4">
        <Card.Root size="sm">
          <Card.Header>
            <Heading as="h3" size="md">
              Keywords
            </Heading>
          </Card.Header>
          <Card.Body gap="5">
            <KeywordInput
              text={draft.text}
              onTextChange={draft.setText}
              keywordCount={keywordCount}
              limitMessage={limitMessage}
              upload={upload}
              disabled={inputsDisabled}
              onIntent={showIntent}
            />
            <SerpFileInput serp={serp} disabled={inputsDisabled} />
          </Card.Body>
        </Card.Root>
        <Card.Root size="sm">
          <Card.Header>
            <Heading as="h3" size="md">
              Settings
            </Heading>
          </Card.Header>
          <Card.Body gap="5">
            <SettingsPanel settings={settings} onChange={setSettings} disabled={inputsDisabled} />
            <Button
              colorPalette="brand"
              onClick={() => void start()}
              disabled={!ready || running}
              loading={running}
              loadingText="Clustering…"
            >
              <Play aria-hidden="true" />
              Cluster keywords
            </Button>
          </Card.Body>
        </Card.Root>
      </Grid>

      {running && inputsDisabled && <RunProgress progress={progress} onCancel={cancel} hasPrevious={result !== null} />}

      <Stack as="section" aria-labelledby="results-heading" gap="4">
        <Heading as="h3" size="lg" id="results-heading" ref={resultsHeading} tabIndex={-1} outline="none">
          Results
        </Heading>
        {current.status === 'loading' && <Text color="fg.muted">Loading the current result…</Text>}
        {result && (
          <Suspense fallback={<Text color="fg.muted">Loading the current result…</Text>}>
            <ResultsView key={result.id} result={result} onResult={replace} />
          </Suspense>
        )}
        {current.status !== 'loading' && !result && (
          <SetupStatus keywordCount={keywordCount} file={upload.file} settings={settings} />
        )}
      </Stack>
    </TabPage>
  );
}
