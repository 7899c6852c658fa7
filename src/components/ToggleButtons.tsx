import { Button, HStack } from '@chakra-ui/react';

export interface ToggleButtonsProps<T extends string> {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name, e.g. 'Visualization type'. */
  label: string;
}

/** One-of-several choice as a row of pressed/unpressed buttons (a tool or view switcher). */
export function ToggleButtons<T extends string>({ options, value, onChange, label }: ToggleButtonsProps<T>) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={value === option.value ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </HStack>
  );
}
