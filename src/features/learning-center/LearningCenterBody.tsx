import { Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TabPage } from '@/components/TabPage';
import { BestPracticesPanel } from './BestPracticesPanel';
import { CaseStudiesPanel } from './CaseStudiesPanel';
import { LearningViews } from './LearningViews';
import { ManualsPanel } from './ManualsPanel';
import type { PanelId } from './model';

const PANELS: { id: PanelId; title: string; description: string; action: string }[] = [
  {
    id: 'best-practices',
    title: 'Best Practices Guide',
    description: 'How to choose a threshold, build pillars and clusters, use SERP overlap, avoid cannibalisation.',
    action: 'Open Best Practices Guide',
  },
  {
    id: 'case-studies',
    title: 'Success Case Studies',
    description:
      'Worked examples on the industry library, with the figures the app computes and how to reproduce them.',
    action: 'Open Case Studies',
  },
  {
    id: 'manuals',
    title: 'Platform Manuals',
    description: 'PDF manuals of the 14 features: a quick start or a detailed guide, in English, 日本語 or Русский.',
    action: 'Open Manuals',
  },
];

function Panel({ id, onClose }: { id: PanelId; onClose: () => void }) {
  const panel = PANELS.find((item) => item.id === id);
  return (
    <Card.Root as="section" aria-labelledby={`panel-${id}`}>
      <Card.Header>
        <HStack justify="space-between">
          <Text as="h3" id={`panel-${id}`} fontSize="xl" fontWeight="semibold">
            {panel?.title}
          </Text>
          <Button size="sm" variant="outline" onClick={onClose}>
            Close
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {id === 'best-practices' && <BestPracticesPanel />}
        {id === 'case-studies' && <CaseStudiesPanel />}
        {id === 'manuals' && <ManualsPanel />}
      </Card.Body>
    </Card.Root>
  );
}

/** Spec 001 §2.4: three cards opening one panel at a time, and the learning views from your data. */
export default function LearningCenterBody() {
  const [open, setOpen] = useState<PanelId | null>(null);
  return (
    <TabPage
      title="Learning Center"
      description="SEO practice for keyword clustering, worked examples on real data, PDF manuals, and lessons that check what you did."
    >
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {PANELS.map((panel) => (
            <Card.Root key={panel.id} size="sm">
              <Card.Body>
                <Stack gap="3">
                  <Text as="h3" fontWeight="semibold">
                    {panel.title}
                  </Text>
                  <Text fontSize="sm">{panel.description}</Text>
                  <Button
                    size="sm"
                    colorPalette="brand"
                    variant={open === panel.id ? 'solid' : 'outline'}
                    aria-expanded={open === panel.id}
                    onClick={() => setOpen(open === panel.id ? null : panel.id)}
                  >
                    {panel.action}
                  </Button>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        {open ? (
          <Panel id={open} onClose={() => setOpen(null)} />
        ) : (
          <HStack gap="3" wrap="wrap">
            <Text color="fg.muted">Nothing open.</Text>
            <Button size="sm" variant="outline" onClick={() => setOpen('best-practices')}>
              View Best Practices
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen('case-studies')}>
              View Case Studies
            </Button>
          </HStack>
        )}
        <LearningViews />
      </Stack>
    </TabPage>
  );
}
