import { Gate } from '@/components/Gate';
import { TabPage } from '@/components/TabPage';
import { VisualizationsPanel } from './VisualizationsPanel';

/** Spec 001 §2.2 (visualizations tab): charts of the current clustering result, behind the shared Gate. */
export default function VisualizationsTab() {
  return (
    <TabPage
      title="Advanced Visualizations"
      description="See your clusters as a map, find the quick wins, and compare clusters on volume, cost and difficulty. Every chart is drawn from your current clustering result."
    >
      <Gate description="Run a keyword clustering first; the charts are drawn from its clusters.">
        {(result) => <VisualizationsPanel result={result} />}
      </Gate>
    </TabPage>
  );
}
