import { Button, Card, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { navigateToTab } from '@/lib/navigation';
import { BEST_PRACTICES } from './bestPractices';

export function BestPracticesPanel() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {BEST_PRACTICES.map((practice) => (
        <Card.Root key={practice.id} as="article" aria-labelledby={`practice-${practice.id}`}>
          <Card.Body>
            <Stack gap="3">
              <Text as="h4" id={`practice-${practice.id}`} fontWeight="semibold" fontSize="lg">
                {practice.title}
              </Text>
              <List.Root ps="5" gap="2">
                {practice.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List.Root>
              <Button size="sm" variant="outline" width="fit-content" onClick={() => navigateToTab(practice.tab)}>
                {practice.action}
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
