import { Field, HStack, NativeSelect, NumberInput, SimpleGrid, Slider, Stack, Switch, Text } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { LOCATIONS } from '@/contract/vocabulary';
import { MAX_SIZE, MIN_SIZE, SERP_OVERLAP, SIMILARITY, type RunSettings } from './model';

/**
 * The thumb's size in Chakra's slider recipe (size md: sizes.5, 20 px). Given, the slider does not
 * measure it after mounting, which forced a layout and a second render of the form on first load.
 */
const THUMB_SIZE = { width: 20, height: 20 };

interface SettingsPanelProps {
  settings: RunSettings;
  onChange: (settings: RunSettings) => void;
  disabled: boolean;
}

interface SizeInputProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled: boolean;
  /** Said under the field; default 'min to max'. */
  help?: string;
}

/**
 * The help line is a plain text the input names as its description, not Field.HelperText: the
 * field looks for its helper text after mounting and re-renders the whole number input
 * synchronously when it finds it (three of them were most of a 230 ms task on a phone's first load).
 */
function SizeInput({ label, value, min, max, onChange, disabled, help }: SizeInputProps) {
  const helpId = useId();
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NumberInput.Root
        size="sm"
        min={min}
        max={max}
        step={1}
        value={String(value)}
        onValueChange={(details) => {
          if (Number.isFinite(details.valueAsNumber)) onChange(details.valueAsNumber);
        }}
        allowMouseWheel={false}
        width="full"
      >
        <NumberInput.Control />
        <NumberInput.Input bg="bg" aria-describedby={helpId} />
      </NumberInput.Root>
      <Text id={helpId} textStyle="xs" color="fg.muted">
        {help ?? `${min} to ${max}`}
      </Text>
    </Field.Root>
  );
}

/** Spec 000 §2/§5/§9: location, Get SEO Data, Expand Keywords, similarity, cluster sizes; SERP overlap. */
export const SettingsPanel = memo(function SettingsPanel({ settings, onChange, disabled }: SettingsPanelProps) {
  const set = (patch: Partial<RunSettings>) => onChange({ ...settings, ...patch });

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root disabled={disabled}>
          <Field.Label>Target location</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={settings.location}
              onChange={(event) => set({ location: event.currentTarget.value })}
              bg="bg"
            >
              {LOCATIONS.map((location) => (
                <option key={location.code} value={location.code}>
                  {location.label} ({location.code})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Stack gap="3" justify="center">
          <Switch.Root
            colorPalette="brand"
            checked={settings.getSeoData}
            onCheckedChange={(details) =>
              set({ getSeoData: details.checked, expandKeywords: details.checked && settings.expandKeywords })
            }
            disabled={disabled}
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Get SEO Data</Switch.Label>
          </Switch.Root>
          <Switch.Root
            colorPalette="brand"
            checked={settings.getSeoData && settings.expandKeywords}
            onCheckedChange={(details) => set({ expandKeywords: details.checked })}
            disabled={disabled || !settings.getSeoData}
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Expand Keywords</Switch.Label>
          </Switch.Root>
          <Text fontSize="xs" color="fg.muted">
            Get SEO Data fills missing volume, CPC and difficulty with deterministic estimates, marked Estimated
            everywhere they appear; imported figures are never replaced.
            {!settings.getSeoData && ' Turn it on to expand keywords.'}
          </Text>
        </Stack>
      </SimpleGrid>

      <Slider.Root
        colorPalette="brand"
        min={SIMILARITY.min}
        max={SIMILARITY.max}
        step={SIMILARITY.step}
        value={[settings.similarity]}
        onValueChange={(details) => set({ similarity: Math.round((details.value[0] ?? SIMILARITY.default) * 10) / 10 })}
        disabled={disabled}
        getAriaValueText={(details) => details.value.toFixed(1)}
        thumbSize={THUMB_SIZE}
      >
        <HStack justify="space-between">
          <Slider.Label>Similarity threshold</Slider.Label>
          <Text fontSize="sm" fontWeight="semibold" data-testid="similarity-value">
            {settings.similarity.toFixed(1)}
          </Text>
        </HStack>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
        <HStack justify="space-between" fontSize="xs" color="fg.muted">
          <Text>Looser groups ({SIMILARITY.min})</Text>
          <Text>Tighter groups ({SIMILARITY.max.toFixed(1)})</Text>
        </HStack>
      </Slider.Root>

      <SimpleGrid columns={2} gap="4">
        <SizeInput
          label="Minimum cluster size"
          value={settings.minSize}
          min={MIN_SIZE.min}
          max={MIN_SIZE.max}
          onChange={(minSize) => set({ minSize, maxSize: Math.max(settings.maxSize, minSize, MAX_SIZE.min) })}
          disabled={disabled}
        />
        <SizeInput
          label="Maximum cluster size"
          value={settings.maxSize}
          min={Math.max(MAX_SIZE.min, settings.minSize)}
          max={MAX_SIZE.max}
          onChange={(maxSize) => set({ maxSize })}
          disabled={disabled}
        />
      </SimpleGrid>

      <SizeInput
        label="SERP overlap: shared top-10 URLs"
        value={settings.serpOverlap}
        min={SERP_OVERLAP.min}
        max={SERP_OVERLAP.max}
        onChange={(serpOverlap) => set({ serpOverlap })}
        disabled={disabled}
        help={`With a SERP file: keywords whose top 10 results share at least this many URLs go on one page, and keywords with SERP data that share fewer stay apart. ${SERP_OVERLAP.min} to ${SERP_OVERLAP.max}, default ${SERP_OVERLAP.default}.`}
      />
    </Stack>
  );
});
