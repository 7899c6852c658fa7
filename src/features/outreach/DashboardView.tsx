import { Badge, Heading, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { EmptyState } from '@/components/EmptyState';
import { StatTile } from '@/components/StatTile';
import { CAMPAIGN_COLORS, CAMPAIGN_LABELS, STATUS_LABELS, formatDate, formatRate } from './model';
import { useDashboard } from './useOutreach';
import type { ContactStatus } from '@/contract';

const NOT_MEASURED = 'Not measured';
const NOT_MEASURED_HELP = 'Mail goes out from your own mail program, so no server here sees opens or clicks.';

/** Spec 002 §2.6 dashboard: overview, performance and recent campaigns, from the user's own records. */
export function DashboardView() {
  const { state } = useDashboard();
  if (state.status === 'loading') {
    return (
      <Stack align="center" py="10" role="status">
        <Spinner />
        <Text color="fg.muted">Loading outreach data...</Text>
      </Stack>
    );
  }
  if (state.status === 'error') return <Text color="fg.error">The outreach data could not be read.</Text>;
  const { overview, performance, recent_campaigns, status_counts } = state.data;
  if (overview.total_contacts === 0 && overview.total_campaigns === 0) {
    return (
      <EmptyState
        title="No campaign data available."
        description="Add or import contacts, write a template and start a campaign: its figures appear here."
      />
    );
  }
  return (
    <Stack gap="6" pt="4">
      <section aria-labelledby="outreach-overview">
        <Heading as="h3" size="md" id="outreach-overview" mb="3">
          Overview
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
          <StatTile label="Contacts" value={overview.total_contacts} />
          <StatTile label="Campaigns" value={overview.total_campaigns} />
          <StatTile label="Active campaigns" value={overview.active_campaigns} />
          <StatTile label="Messages prepared" value={overview.total_prepared} />
          <StatTile label="Messages sent" value={overview.total_sent} help="As marked sent by you" />
        </SimpleGrid>
      </section>
      <section aria-labelledby="outreach-performance">
        <Heading as="h3" size="md" id="outreach-performance" mb="3">
          Performance
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
          <StatTile
            label="Reply rate"
            value={formatRate(performance.overall_reply_rate)}
            help={`${performance.replied} of ${performance.contacted} contacted replied`}
          />
          <StatTile
            label="Link-placed rate"
            value={formatRate(performance.overall_link_rate)}
            help={`${performance.links_placed} of ${performance.contacted} contacted placed a link`}
          />
          <StatTile label="Open rate" value={NOT_MEASURED} help={NOT_MEASURED_HELP} />
          <StatTile label="Click rate" value={NOT_MEASURED} help={NOT_MEASURED_HELP} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted" mt="2">
          Contacts by status:{' '}
          {(Object.keys(status_counts) as ContactStatus[])
            .map((status) => `${STATUS_LABELS[status]} ${status_counts[status]}`)
            .join(' · ')}
        </Text>
      </section>
      <section aria-labelledby="outreach-recent">
        <Heading as="h3" size="md" id="outreach-recent" mb="3">
          Recent campaigns
        </Heading>
        {recent_campaigns.length === 0 ? (
          <Text color="fg.muted">No campaigns found.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Contacts</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Created</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {recent_campaigns.map((campaign) => (
                  <Table.Row key={campaign.id}>
                    <Table.Cell>{campaign.name}</Table.Cell>
                    <Table.Cell textAlign="end">{campaign.contacts}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={CAMPAIGN_COLORS[campaign.status]}>{CAMPAIGN_LABELS[campaign.status]}</Badge>
                    </Table.Cell>
                    <Table.Cell>{formatDate(campaign.created_at)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </section>
    </Stack>
  );
}
