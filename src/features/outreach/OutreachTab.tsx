import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { TabPage } from '@/components/TabPage';
import { CampaignsView } from './CampaignsView';
import { ContactsView } from './ContactsView';
import { DashboardView } from './DashboardView';
import { TemplatesView } from './TemplatesView';

const VIEWS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'contacts', label: 'Contacts' },
  { value: 'templates', label: 'Templates' },
  { value: 'campaigns', label: 'Campaigns' },
] as const;
type View = (typeof VIEWS)[number]['value'];
const isView = (value: string): value is View => VIEWS.some((view) => view.value === value);

/** Spec 002 §2.6: dashboard, contacts, templates, campaigns. */
export default function OutreachTab() {
  const [view, setView] = useState<View>('dashboard');
  return (
    <TabPage
      title="Outreach Campaigns"
      description={
        <>
          Contacts, templates with merge fields and campaigns for link building. This offline app sends nothing itself:
          Start prepares each message for <strong>your own mail program</strong> (.eml drafts, an mbox, a mail-merge
          sheet or mailto: links), and reply and link rates come from what you record or import.
        </>
      }
    >
      <Tabs.Root
        value={view}
        onValueChange={(details) => isView(details.value) && setView(details.value)}
        variant="enclosed"
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label="Outreach views" overflowX="auto" maxW="full">
          {VIEWS.map((option) => (
            <Tabs.Trigger key={option.value} value={option.value}>
              {option.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard">
          <DashboardView />
        </Tabs.Content>
        <Tabs.Content value="contacts">
          <ContactsView />
        </Tabs.Content>
        <Tabs.Content value="templates">
          <TemplatesView />
        </Tabs.Content>
        <Tabs.Content value="campaigns">
          <CampaignsView />
        </Tabs.Content>
      </Tabs.Root>
    </TabPage>
  );
}
