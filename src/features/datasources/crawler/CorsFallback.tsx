import { Alert, Button, Field, HStack, Input, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import type { JsonValue } from '@/contract';
import { CORS_PROXY_SETTING, type CorsProxySetting } from '@/contract/types/website';
import { useSetting } from '@/hooks/useSetting';

const ACCEPT = '.html,.htm,.xhtml,.xml,.csv';

function parseProxy(stored: JsonValue): CorsProxySetting {
  if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
    return { enabled: stored.enabled === true, url: typeof stored.url === 'string' ? stored.url : '' };
  }
  return { enabled: false, url: '' };
}

interface CorsFallbackProps {
  /** The sentence saying why the site could not be read, when a crawl was refused. */
  blockedMessage: string | null;
  busy: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * What works when a browser may not read a site: saved pages, a sitemap.xml or a Screaming Frog
 * 'Internal - HTML' export (all read by the same extraction), or the user's own CORS proxy.
 */
export function CorsFallback({ blockedMessage, busy, onFiles }: CorsFallbackProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const proxy = useSetting(CORS_PROXY_SETTING, parseProxy);
  const current = proxy.value ?? { enabled: false, url: '' };
  return (
    <Stack gap="3" data-testid="crawler-fallback">
      {blockedMessage && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>{blockedMessage}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="3" wrap="wrap">
        <VisuallyHidden asChild>
          <input
            id={inputId}
            ref={fileRef}
            type="file"
            multiple
            accept={ACCEPT}
            aria-label="Saved pages, sitemap.xml or Screaming Frog export"
            tabIndex={-1}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
        </VisuallyHidden>
        <Button size="sm" variant="outline" onClick={() => fileRef.current?.click()} disabled={busy}>
          <Upload aria-hidden="true" />
          Upload saved pages
        </Button>
        <Text fontSize="sm" color="fg.muted">
          Saved .html pages (several at once), a sitemap.xml, or a Screaming Frog &lsquo;Internal - HTML&rsquo; export
          (.csv)
        </Text>
      </HStack>
      <Stack gap="2">
        <Switch.Root
          size="sm"
          checked={current.enabled}
          onCheckedChange={(d) => proxy.save({ ...current, enabled: d.checked })}
          disabled={proxy.value === undefined}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Use my own CORS proxy</Switch.Label>
        </Switch.Root>
        {current.enabled && (
          <Field.Root maxW="xl">
            <Field.Label>CORS proxy URL</Field.Label>
            <Input
              size="sm"
              bg="bg"
              defaultValue={current.url}
              placeholder="https://proxy.example/?url="
              onBlur={(event) => proxy.save({ enabled: true, url: event.currentTarget.value.trim() })}
            />
            <Field.HelperText>
              Off by default. Each page address is appended to this URL, encoded; use a proxy you run yourself.
            </Field.HelperText>
          </Field.Root>
        )}
      </Stack>
    </Stack>
  );
}
