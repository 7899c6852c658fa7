import { Button, HStack } from '@chakra-ui/react';

interface ToggleProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A small group of pressed/unpressed buttons choosing how a chart is drawn. */
export function Toggle<T extends string>({ label, value, options, onChange }: ToggleProps<T>) {
  return (
    <HStack gap="1" role="group" aria-label={label} wrap="wrap">
      {options.map((option) => (
        <Button
          key={option.value}
          size="xs"
          variant={option.value === value ? 'solid' : 'outline'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </HStack>
  );
}
