import { ToggleButtons } from '@/components/ToggleButtons';
import { Button, Heading, HStack, Separator, Stack } from '@chakra-ui/react';
import { LayoutDashboard } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ClusteringResult } from '@/contract';
import { Gate } from '@/components/Gate';
import { TabPage } from '@/components/TabPage';
import { BriefsPanel } from './BriefsPanel';
import { CalendarPanel } from './CalendarPanel';
import { DashboardPanel } from './DashboardPanel';
import { GapsPanel } from './GapsPanel';
import { LinkingPanel } from './LinkingPanel';
import { TOOLS, type ContentTool, type PanelProps } from './model';
import { PerformancePanel } from './PerformancePanel';
import { TechnicalSeoPanel } from './TechnicalSeoPanel';

const PANELS: Record<ContentTool, (props: PanelProps) => ReactNode> = {
  calendar: CalendarPanel,
  linking: LinkingPanel,
  gaps: GapsPanel,
  performance: PerformancePanel,
  'technical-seo': TechnicalSeoPanel,
  dashboard: DashboardPanel,
  briefs: BriefsPanel,
};

const TITLES: Record<ContentTool, string> = {
  ...(Object.fromEntries(TOOLS.map((tool) => [tool.value, tool.label])) as Record<ContentTool, string>),
  dashboard: 'Content Strategy Dashboard',
};

function Strategy({ result }: { result: ClusteringResult }) {
  const [tool, setTool] = useState<ContentTool>('calendar');
  const [briefPage, setBriefPage] = useState<string | null>(null);
  const Panel = PANELS[tool];
  const openBrief = (pageId: string) => {
    setBriefPage(pageId);
    setTool('briefs');
  };
  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap" role="toolbar" aria-label="Content tools">
        <ToggleButtons options={TOOLS} value={tool} onChange={setTool} label="Content tool" />
        <Button
          size="sm"
          variant={tool === 'dashboard' ? 'solid' : 'subtle'}
          colorPalette="brand"
          aria-pressed={tool === 'dashboard'}
          onClick={() => setTool('dashboard')}
        >
          <LayoutDashboard aria-hidden /> Generate Complete Dashboard
        </Button>
      </HStack>
      <Separator />
      <Stack as="section" gap="4" aria-labelledby="content-tool-heading">
        <Heading as="h3" size="lg" id="content-tool-heading">
          {TITLES[tool]}
        </Heading>
        {/* A new version of the result (an edit) remounts the tool, which asks for fresh figures. */}
        <Panel
          key={`${result.id}:${result.updated_at}`}
          result={result}
          briefPage={briefPage}
          onOpenBrief={openBrief}
        />
      </Stack>
    </Stack>
  );
}

/** Spec 001 §2.3: calendar, internal linking, gaps, performance, technical SEO, dashboard; plus briefs. */
export default function ContentStrategyTab() {
  return (
    <TabPage
      title="Content Strategy"
      description="A content plan built from your clusters: a publishing calendar, internal links between the planned pages, the clusters that still lack a page, performance from Search Console and a technical SEO check."
    >
      <Gate description="Run a keyword clustering first; the content plan is built from its clusters and topics.">
        {(result) => <Strategy result={result} />}
      </Gate>
    </TabPage>
  );
}
