import { Field, NativeSelect } from '@chakra-ui/react';
import type { OutreachType } from '@/contract';
import { TYPE_LABELS } from './model';
import { useOutreachTypes } from './useOutreach';

interface TypeSelectProps {
  /** '' until the user picks one: the adapter's default is shown and applies. */
  value: OutreachType | '';
  onChange: (value: OutreachType) => void;
  label: string;
}

/** The outreach types the adapter offers (GET /api/outreach/types), with its default preselected. */
export function TypeSelect({ value, onChange, label }: TypeSelectProps) {
  const { state } = useOutreachTypes();
  const types = state.status === 'ready' ? state.data : null;
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value || types?.default_outreach_type || ''}
          onChange={(event) => onChange(event.currentTarget.value as OutreachType)}
        >
          {(types?.outreach_types ?? []).map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
