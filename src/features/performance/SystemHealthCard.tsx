import { Alert, Badge, Button, Heading, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { Panel } from './Panel';
import { useState } from 'react';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { toaster } from '@/hooks/toaster';
import { requestPersistence, type DeviceFigures } from './device';
import { bytes, millis, NOT_IN_BROWSERS, percent1 } from './format';
import type { Health, HealthStatus } from './health';
import type { PerformanceData } from './usePerformance';

/** Spec 002 §4: healthy green, warning yellow, critical red. */
const STATUS_PALETTE: Record<HealthStatus, string> = { healthy: 'green', warning: 'yellow', critical: 'red' };

function Meter({ label, fraction, detail }: { label: string; fraction: number | null; detail: string }) {
  return (
    <Stack gap="1">
      <HStack justify="space-between" fontSize="sm" wrap="wrap">
        <Text>{label}</Text>
        <Text color="fg.muted">{detail}</Text>
      </HStack>
      {fraction !== null && (
        <Progress.Root value={Math.min(100, fraction * 100)} size="sm" aria-label={label}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between" fontSize="sm" wrap="wrap" gap="2">
      <Text>{label}</Text>
      <Text color="fg.muted">{value}</Text>
    </HStack>
  );
}

function vitalText(device: DeviceFigures | null, name: 'LCP' | 'INP' | 'CLS'): string {
  const vital = device?.vitals.find((entry) => entry.name === name);
  if (!vital) return name === 'INP' ? 'no interaction measured yet' : 'not measured yet';
  const value = name === 'CLS' ? vital.value.toFixed(3) : millis(vital.value);
  return `${value} (${vital.rating})`;
}

interface SystemHealthCardProps {
  data: PerformanceData;
  health: Health | null;
  onPersisted: () => void;
}

/** Spec 002 §2.1 System Health: the device's own figures; what a browser does not give says so. */
export function SystemHealthCard({ data, health, onPersisted }: SystemHealthCardProps) {
  const { device, local, sync } = data;
  const [asking, setAsking] = useState(false);
  const storage = device?.storage ?? null;
  const memory = device?.memory ?? null;
  const longest = Math.max(0, ...(device?.long_tasks ?? []).map((task) => task.duration_ms));

  const keepData = async () => {
    setAsking(true);
    try {
      const granted = await requestPersistence();
      toaster.create({
        type: granted ? 'success' : 'info',
        title: granted ? 'Storage persisted' : 'The browser declined',
        description: granted
          ? 'The browser will not delete this app’s data under storage pressure.'
          : 'Browsers grant this to sites used often or installed; install the app or keep a backup.',
      });
      onPersisted();
    } finally {
      setAsking(false);
    }
  };

  return (
    <Panel.Root as="section" aria-labelledby="health-heading">
      <Panel.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="md" id="health-heading">
            System Health
          </Heading>
          {health && (
            <Badge colorPalette={STATUS_PALETTE[health.status]} variant="subtle" data-testid="health-status">
              {health.status.toUpperCase()}
            </Badge>
          )}
        </HStack>
      </Panel.Header>
      <Panel.Body>
        <Stack gap="3">
          <Row label="CPU usage" value={NOT_IN_BROWSERS} />
          <Meter
            label="Memory (JS heap)"
            fraction={memory ? memory.used / memory.limit : null}
            detail={
              memory
                ? `${percent1(memory.used / memory.limit)}, ${bytes(memory.limit - memory.used)} free of the heap limit`
                : `${NOT_IN_BROWSERS} (this browser does not report it)`
            }
          />
          <Stack gap="1">
            <Meter
              label="Storage"
              fraction={storage && storage.quota > 0 ? storage.used / storage.quota : null}
              detail={storage ? `${bytes(storage.used)} of ${bytes(storage.quota)}` : NOT_IN_BROWSERS}
            />
            {storage && (
              <HStack gap="2">
                <EstimatedBadge title="navigator.storage.estimate() is approximate by design (padded to hide exact sizes)" />
                <Text fontSize="xs" color="fg.muted">
                  approximate, as the browser reports it
                </Text>
              </HStack>
            )}
          </Stack>
          <HStack justify="space-between" fontSize="sm" wrap="wrap" gap="2">
            <Text>
              Storage persisted:{' '}
              {device?.persisted === null || device === null ? NOT_IN_BROWSERS : device.persisted ? 'yes' : 'no'}
            </Text>
            {device?.persisted === false && (
              <Button size="xs" variant="outline" onClick={() => void keepData()} loading={asking}>
                Keep my data
              </Button>
            )}
          </HStack>
          <Row
            label="Long main-thread tasks (last 5 min)"
            value={
              device?.long_task_source
                ? `${device.long_tasks.length}${device.long_tasks.length > 0 ? `, longest ${millis(longest)}` : ''}`
                : NOT_IN_BROWSERS
            }
          />
          <Row label="Largest Contentful Paint (LCP)" value={vitalText(device, 'LCP')} />
          <Row label="Interaction to Next Paint (INP)" value={vitalText(device, 'INP')} />
          <Row label="Cumulative Layout Shift (CLS)" value={vitalText(device, 'CLS')} />
          <Row
            label="Workers running"
            value={
              local
                ? `${local.workers_running.length}${local.workers_running.length ? `: ${local.workers_running.join(', ')}` : ''}`
                : '–'
            }
          />
          <Row label="Jobs running" value={local ? String(local.jobs_running) : '–'} />
          <Row
            label="Active connections (open app tabs)"
            value={`${NOT_IN_BROWSERS} without a listener in every tab`}
          />
          <Row label="Sync" value={sync ? sync.message : '–'} />
          {health && health.issues.length > 0 && (
            <Stack gap="2">
              <Text fontWeight="semibold" fontSize="sm">
                Issues:
              </Text>
              <List.Root gap="2" variant="plain">
                {health.issues.map((issue) => (
                  <List.Item key={issue.text}>
                    <Alert.Root status="error" size="sm">
                      <Alert.Indicator />
                      <Alert.Title>{issue.text}</Alert.Title>
                    </Alert.Root>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
        </Stack>
      </Panel.Body>
    </Panel.Root>
  );
}
