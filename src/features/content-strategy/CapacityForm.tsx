import { Button, Field, HStack, Input, NumberInput, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { CALENDAR_START_DATE, PAGES_PER_WEEK } from '@/contract/settings';
import { isPagesPerWeek, type CalendarCapacity } from './model';

interface CapacityFormProps {
  capacity: CalendarCapacity;
  /** The date the calendar starts on when none is set (today). */
  defaultStart: string;
  onApply: (next: CalendarCapacity) => void;
  busy: boolean;
}

/** The team's capacity: pages per week and the first publishing day. */
export function CapacityForm({ capacity, defaultStart, onApply, busy }: CapacityFormProps) {
  const [perWeek, setPerWeek] = useState(String(capacity.pages_per_week));
  const [start, setStart] = useState(capacity.start_date ?? defaultStart);
  const perWeekNumber = Number(perWeek);
  const perWeekValid = isPagesPerWeek(perWeekNumber);
  const startValid =
    /^\d{4}-\d{2}-\d{2}$/.test(start) && start >= CALENDAR_START_DATE.min && start <= CALENDAR_START_DATE.max;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (perWeekValid && startValid) onApply({ pages_per_week: perWeekNumber, start_date: start });
  };

  return (
    <Stack as="form" onSubmit={submit} gap="3" aria-label="Publishing capacity">
      <HStack gap="4" align="flex-start" wrap="wrap">
        <Field.Root invalid={!perWeekValid} width={{ base: 'full', sm: '44' }}>
          <Field.Label>Pages per week</Field.Label>
          <NumberInput.Root
            size="sm"
            min={PAGES_PER_WEEK.min}
            max={PAGES_PER_WEEK.max}
            step={1}
            value={perWeek}
            onValueChange={(details) => setPerWeek(details.value)}
            allowMouseWheel={false}
            width="full"
          >
            <NumberInput.Control />
            <NumberInput.Input bg="bg" />
          </NumberInput.Root>
          <Field.ErrorText>
            A whole number from {PAGES_PER_WEEK.min} to {PAGES_PER_WEEK.max}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!startValid} width={{ base: 'full', sm: '52' }}>
          <Field.Label>Start date</Field.Label>
          <Input
            size="sm"
            type="date"
            bg="bg"
            value={start}
            min={CALENDAR_START_DATE.min}
            max={CALENDAR_START_DATE.max}
            onChange={(event) => setStart(event.currentTarget.value)}
          />
          <Field.ErrorText>
            Choose the first publishing day, from {CALENDAR_START_DATE.min} to {CALENDAR_START_DATE.max}
          </Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          size="sm"
          mt={{ base: '0', sm: '6' }}
          loading={busy}
          disabled={!perWeekValid || !startValid}
        >
          Update Calendar
        </Button>
      </HStack>
    </Stack>
  );
}
