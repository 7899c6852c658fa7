import { Button, Card, DataList, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { api } from '@/api/client';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { useRemote } from '@/hooks/useRemote';
import { isTabValue, navigateToTab } from '@/lib/navigation';
import { LEARNING_ERROR } from './model';

function openTab(tab: string) {
  if (isTabValue(tab)) navigateToTab(tab);
}

/** Worked examples on the bundled industry library; every figure is computed when the panel opens. */
export function CaseStudiesPanel() {
  const load = useCallback(async () => (await api.get('/api/learning-center/case-studies')).case_studies, []);
  const { state, retry } = useRemote(load, { errorToast: LEARNING_ERROR });
  if (state.status === 'loading') return <Text color="fg.muted">Computing the case studies...</Text>;
  if (state.status === 'error') {
    return (
      <Button size="sm" onClick={retry} width="fit-content">
        Try again
      </Button>
    );
  }
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Worked examples on the industry library that ships with the app. The figures are computed now, by the same code
        the tabs use; follow “How to reproduce” to see them yourself. No customers, traffic gains or quotes are
        invented.
      </Text>
      {state.data.map((study) => (
        <Card.Root key={study.id} as="article" aria-labelledby={`case-${study.id}`}>
          <Card.Body>
            <Stack gap="3">
              <HStack gap="2" wrap="wrap">
                <Text as="h4" id={`case-${study.id}`} fontWeight="semibold" fontSize="lg">
                  {study.title}
                </Text>
                {study.data_source === 'estimated' && <EstimatedBadge title="Trend scores and volumes are estimates" />}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                Data: {study.data}
              </Text>
              <Text>{study.summary}</Text>
              <DataList.Root orientation="horizontal" size="sm">
                {study.figures.map((figure) => (
                  <DataList.Item key={figure.label}>
                    <DataList.ItemLabel>{figure.label}</DataList.ItemLabel>
                    <DataList.ItemValue>{figure.value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              <List.Root ps="5" gap="1">
                {study.findings.map((finding) => (
                  <List.Item key={finding}>{finding}</List.Item>
                ))}
              </List.Root>
              <Text as="h5" fontWeight="semibold">
                How to reproduce
              </Text>
              <List.Root as="ol" ps="5" gap="1">
                {study.reproduce.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List.Root>
              <Button size="sm" variant="outline" width="fit-content" onClick={() => openTab(study.tab)}>
                Open Industry Libraries
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
