import { Construction } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { TabPage } from './TabPage';

export interface NotBuiltPanelProps {
  label: string;
  /** One sentence about what the tab will do. */
  summary: string;
}

/** The honest placeholder of a tab that a later build delivers: no sample data, no fake figures. */
export function NotBuiltPanel({ label, summary }: NotBuiltPanelProps) {
  return (
    <TabPage title={label} description={summary}>
      <EmptyState icon={<Construction />} title={`${label} is not available yet in this build`} />
    </TabPage>
  );
}
