import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';

export function Loading({ label }: { label: string }) {
  return (
    <Stack align="center" gap="3" py="10" role="status">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{label}</Text>
    </Stack>
  );
}

interface LoadErrorProps {
  title: string;
  description: string;
  onRetry: () => void;
  testId?: string;
}

/** The inline half of a load failure (the toast is the other): what failed and a way to try again. */
export function LoadError({ title, description, onRetry, testId = 'load-error' }: LoadErrorProps) {
  return (
    <Alert.Root status="error" maxW="xl" mx="auto" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
