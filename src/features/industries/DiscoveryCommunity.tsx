import { Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { CommunityClustersResponse } from '@/contract';
import { EmptyState } from '@/components/EmptyState';
import { navigateToTab } from '@/lib/navigation';
import { BasisNote, CardGrid, CardItem, Figure, Figures, ItemCard, SummaryTiles } from './DiscoveryParts';
import { SHOWN_KEYWORDS, shortDate, type CommunityCluster } from './discoveryModel';
import { KeywordChips } from './KeywordChips';

interface DiscoveryCommunityProps {
  data: CommunityClustersResponse;
  voting: string | null;
  onVote: (clusterName: string, vote: 1 | -1 | 0) => void;
}

export function DiscoveryCommunity({ data, voting, onVote }: DiscoveryCommunityProps) {
  const { summary, community_clusters: clusters } = data;
  return (
    <Stack gap="4">
      <SummaryTiles
        label="Community summary"
        figures={[
          { label: 'Clusters', value: summary.total_clusters },
          { label: 'Votes', value: summary.total_community_votes },
          { label: 'Contributors', value: summary.unique_contributors },
          { label: 'Average community score', value: summary.average_community_score },
        ]}
      />
      <Text fontSize="xs" color="fg.muted">
        Votes are stored on this device (one per person per cluster) and are kept when a cluster with the same name
        appears in a later run. Community score: the Wilson lower bound of the upvote share, out of 100.
      </Text>
      {clusters.length === 0 ? (
        <EmptyState
          title="No clusters to vote on yet"
          description="Run Keyword Clustering: the clusters of your latest run can be voted on here."
        >
          <Button size="sm" colorPalette="brand" onClick={() => navigateToTab('clustering')}>
            Go to Clustering
          </Button>
        </EmptyState>
      ) : (
        <CardGrid label="Community clusters">
          {clusters.map((cluster) => (
            <CardItem key={cluster.cluster_key}>
              <CommunityCard
                cluster={cluster}
                busy={voting !== null}
                saving={voting === cluster.name}
                onVote={onVote}
              />
            </CardItem>
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}

interface VoteButtonProps {
  verb: 'Upvote' | 'Downvote';
  count: number;
  cluster: CommunityCluster;
  vote: 1 | -1;
  busy: boolean;
  saving: boolean;
  onToggle: (vote: 1 | -1) => void;
}

function VoteButton({ verb, count, cluster, vote, busy, saving, onToggle }: VoteButtonProps) {
  const Icon = vote === 1 ? ThumbsUp : ThumbsDown;
  return (
    <Button
      size="xs"
      // Subtle, not solid, when pressed: white on green.600 is 3.29:1, under WCAG's 4.5:1.
      variant={cluster.my_vote === vote ? 'subtle' : 'outline'}
      colorPalette={vote === 1 ? 'green' : 'red'}
      aria-pressed={cluster.my_vote === vote}
      loading={saving}
      disabled={busy && !saving}
      onClick={() => onToggle(vote)}
    >
      <Icon size={14} aria-hidden="true" />
      {/* The name comes from the content, so it contains the visible count (WCAG 2.5.3, label in name). */}
      <VisuallyHidden>
        {verb} {cluster.name} (
      </VisuallyHidden>
      {count}
      <VisuallyHidden> {verb.toLowerCase()}s)</VisuallyHidden>
    </Button>
  );
}

interface CommunityCardProps {
  cluster: CommunityCluster;
  busy: boolean;
  saving: boolean;
  onVote: (clusterName: string, vote: 1 | -1 | 0) => void;
}

function CommunityCard({ cluster, busy, saving, onVote }: CommunityCardProps) {
  const known = (value: number | null, suffix = '') => (value === null ? 'Not known' : `${value}${suffix}`);
  const toggle = (vote: 1 | -1) => onVote(cluster.name, cluster.my_vote === vote ? 0 : vote);
  return (
    <ItemCard
      testId="discovery-community"
      title={cluster.name}
      subtitle={`${cluster.in_latest_run ? 'In your latest run' : 'From an earlier run'} · updated ${shortDate(cluster.last_updated)}`}
    >
      <Figures>
        <Figure
          label="Community score"
          value={cluster.community_score === null ? 'No votes yet' : `${cluster.community_score}/100`}
        />
        <Figure label="ROI potential" value={known(cluster.roi_potential, '/100')} />
        <Figure label="Difficulty" value={known(cluster.difficulty_rating, '/5')} />
        <Figure label="Top-3 rankings" value={known(cluster.success_stories)} />
        <Figure label="Contributors" value={cluster.contributors} />
      </Figures>
      <KeywordChips
        keywords={cluster.keywords}
        limit={SHOWN_KEYWORDS.community}
        label={`Keywords of ${cluster.name}`}
      />
      <HStack gap="2" wrap="wrap">
        <VoteButton
          verb="Upvote"
          count={cluster.upvotes}
          cluster={cluster}
          vote={1}
          busy={busy}
          saving={saving}
          onToggle={toggle}
        />
        <VoteButton
          verb="Downvote"
          count={cluster.downvotes}
          cluster={cluster}
          vote={-1}
          busy={busy}
          saving={saving}
          onToggle={toggle}
        />
      </HStack>
      <BasisNote basis={cluster.basis} note={cluster.basis_note} />
    </ItemCard>
  );
}
