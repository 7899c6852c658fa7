import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  HStack,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { api } from '@/api/client';
import { contrastWithWhite, normaliseHex } from '@/lib/brandColors';
import { ENTERPRISE_LIMITS, WCAG_AA_CONTRAST, type Branding, type BrandingUpdate } from '@/contract/types/enterprise';
import { errorDetail } from '@/contract/errors';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { useRemote } from '@/hooks/useRemote';
import { ViewFrame } from './LoadState';
import { logoToPng } from './logoImage';
import { ENTERPRISE_ERROR } from './model';

const loadBranding = () => api.get('/api/enterprise/branding');

const draftOf = (branding: Branding): BrandingUpdate => ({
  company_name: branding.company_name,
  logo: branding.logo,
  primary_color: branding.primary_color,
  secondary_color: branding.secondary_color,
  footer_text: branding.footer_text,
  show_company_logo: branding.show_company_logo,
});

function ContrastNote({ hex }: { hex: string }) {
  const valid = normaliseHex(hex);
  if (!valid) return <Field.ErrorText>Write a hex colour such as #2563eb.</Field.ErrorText>;
  const ratio = contrastWithWhite(valid);
  const passes = ratio >= WCAG_AA_CONTRAST;
  return (
    <Field.HelperText>
      White text contrast {ratio.toFixed(1)}:1{' '}
      <Badge size="xs" colorPalette={passes ? 'green' : 'orange'}>
        {passes ? 'Passes WCAG AA' : 'Below WCAG AA 4.5:1'}
      </Badge>
      {!passes && ' Reports will use dark text on this colour.'}
    </Field.HelperText>
  );
}

function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const valid = normaliseHex(value);
  return (
    <Field.Root invalid={!valid}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ?? '#000000'}
          onChange={(event) => onChange(event.currentTarget.value)}
          style={{ width: 40, height: 36, border: 'none', background: 'none', padding: 0 }}
        />
        <Input value={value} onChange={(event) => onChange(event.currentTarget.value)} maxW="40" />
      </HStack>
      <ContrastNote hex={value} />
    </Field.Root>
  );
}

/** A report page as the PDFs draw it, from the colours and logo being edited. */
function Preview({ draft }: { draft: BrandingUpdate }) {
  const primary = normaliseHex(draft.primary_color) ?? '#2563eb';
  const secondary = normaliseHex(draft.secondary_color) ?? '#0f766e';
  const onPrimary = contrastWithWhite(primary) >= WCAG_AA_CONTRAST ? '#ffffff' : '#111111';
  return (
    <Box
      borderWidth="1px"
      borderRadius="l2"
      overflow="hidden"
      bg="white"
      color="#111111"
      aria-label="Report page preview"
      role="img"
      data-testid="branding-preview"
    >
      <HStack bg={primary} color={onPrimary} px="4" py="3" gap="3" minH="14">
        {draft.show_company_logo && draft.logo && <Image src={draft.logo} alt="" maxH="10" maxW="40" />}
        <Text fontWeight="bold" wordBreak="break-word">
          {draft.company_name || 'Topicwise'}
        </Text>
      </HStack>
      <Box h="1" bg={secondary} />
      <Stack px="4" py="4" gap="2" fontSize="sm">
        <Text fontWeight="bold" fontSize="lg">
          Weekly SEO report
        </Text>
        <Text fontWeight="bold" color={primary}>
          Clustering summary
        </Text>
        <Box h="2" bg="#e5e7eb" w="80%" borderRadius="sm" />
        <Box h="2" bg="#e5e7eb" w="60%" borderRadius="sm" />
        <Text fontWeight="bold" color={primary}>
          Top clusters
        </Text>
        <Box h="2" bg="#e5e7eb" w="70%" borderRadius="sm" />
        <Text fontSize="xs" color="#5a5a5a" pt="4" wordBreak="break-word">
          {draft.footer_text || 'Report name · generated date'}
        </Text>
      </Stack>
    </Box>
  );
}

function BrandingForm({ branding, onSaved }: { branding: Branding; onSaved: (branding: Branding) => void }) {
  const [draft, setDraft] = useState<BrandingUpdate>(() => draftOf(branding));
  const [logoError, setLogoError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof BrandingUpdate>(key: K, value: BrandingUpdate[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const chooseLogo = (file: File | undefined) => {
    if (!file) return;
    setLogoError(null);
    logoToPng(file).then(
      (dataUrl) => set('logo', dataUrl),
      (error: unknown) => setLogoError(error instanceof Error ? error.message : String(error)),
    );
    if (fileInput.current) fileInput.current.value = '';
  };

  const save = () => {
    setSaving(true);
    setSaveError(null);
    api
      .put('/api/enterprise/branding', draft)
      .then(
        (saved) => {
          onSaved(saved);
          toaster.create({
            type: 'success',
            title: 'Branding saved',
            description: 'Every PDF the app writes uses it.',
          });
        },
        (error: unknown) => {
          setSaveError(errorDetail(error) ?? 'The branding could not be saved. Try again.');
          notifyError(error, { title: 'Branding not saved' });
        },
      )
      .finally(() => setSaving(false));
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Stack gap="4" as="form" onSubmit={(event) => event.preventDefault()}>
        <Field.Root>
          <Field.Label>Company name</Field.Label>
          <Input
            value={draft.company_name}
            maxLength={ENTERPRISE_LIMITS.companyName * 2}
            onChange={(event) => set('company_name', event.currentTarget.value)}
          />
          <Field.HelperText>Up to {ENTERPRISE_LIMITS.companyName} characters.</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={logoError !== null}>
          <Field.Label>Logo (PNG, JPEG or SVG, up to 2 MB)</Field.Label>
          <HStack gap="2" wrap="wrap">
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
              aria-label="Logo file"
              data-testid="logo-input"
              onChange={(event) => chooseLogo(event.currentTarget.files?.[0])}
            />
            {draft.logo && (
              <Button size="xs" variant="outline" onClick={() => set('logo', null)}>
                Remove logo
              </Button>
            )}
          </HStack>
          {logoError && <Field.ErrorText role="alert">{logoError}</Field.ErrorText>}
          {draft.logo && !logoError && <Field.HelperText>Converted to PNG; shown in the preview.</Field.HelperText>}
        </Field.Root>
        <Checkbox.Root
          checked={draft.show_company_logo}
          onCheckedChange={(details) => set('show_company_logo', details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Show company logo</Checkbox.Label>
        </Checkbox.Root>
        <ColourField label="Primary colour" value={draft.primary_color} onChange={(v) => set('primary_color', v)} />
        <ColourField
          label="Secondary colour"
          value={draft.secondary_color}
          onChange={(v) => set('secondary_color', v)}
        />
        <Field.Root>
          <Field.Label>Footer text</Field.Label>
          <Input value={draft.footer_text} onChange={(event) => set('footer_text', event.currentTarget.value)} />
          <Field.HelperText>Up to {ENTERPRISE_LIMITS.footerText} characters, on every page.</Field.HelperText>
        </Field.Root>
        <Stack gap="1">
          <Text fontWeight="medium">Custom domain</Text>
          <Text>
            <Badge>Not configured</Badge>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Reports are files made on your device, not pages a server hosts, so there is no domain to point at them.
          </Text>
        </Stack>
        {saveError && (
          <Text role="alert" color="fg.error">
            {saveError}
          </Text>
        )}
        <HStack>
          <Button colorPalette="brand" onClick={save} loading={saving} loadingText="Saving…">
            Save branding
          </Button>
        </HStack>
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="md">
          Preview
        </Heading>
        <Preview draft={draft} />
        <Text fontSize="sm" color="fg.muted">
          Applied to scheduled reports and the dashboard PDF. PDF fonts cover Latin letters only: other scripts print as
          “?” there.
        </Text>
      </Stack>
    </SimpleGrid>
  );
}

/** Spec 001 §2.8 Branding: editable here (the spec's fixed sample), stored for the workspace. */
export function BrandingView() {
  const { state, retry, refresh, replace } = useRemote(loadBranding, { errorToast: ENTERPRISE_ERROR });
  return (
    <ViewFrame state={state} retry={retry} refresh={refresh} loadLabel="Load branding">
      {(branding) => (
        <Stack gap="4">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={branding.branding_complete ? 'green' : 'gray'}>
              {branding.branding_complete ? 'Branding complete' : 'Branding incomplete'}
            </Badge>
            <Badge colorPalette={branding.show_company_logo ? 'green' : 'gray'}>
              Company logo {branding.show_company_logo ? 'shown' : 'hidden'}
            </Badge>
          </HStack>
          <Card.Root>
            <Card.Body>
              <BrandingForm key={branding.updated_at ?? 'default'} branding={branding} onSaved={replace} />
            </Card.Body>
          </Card.Root>
        </Stack>
      )}
    </ViewFrame>
  );
}
