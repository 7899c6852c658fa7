import { Button, ButtonGroup } from '@chakra-ui/react';
import { LayoutGrid, Table2 } from 'lucide-react';

export type ViewMode = 'cards' | 'table';

const MODES = [
  { mode: 'cards', label: 'Cards', icon: LayoutGrid },
  { mode: 'table', label: 'Table', icon: Table2 },
] as const;

/** The Cards/Table switch shown on small screens (spec 002 §2.2). */
export function ViewSwitch({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <ButtonGroup size="xs" variant="outline" attached role="group" aria-label="View as">
      {MODES.map((option) => (
        <Button
          key={option.mode}
          aria-pressed={mode === option.mode}
          variant={mode === option.mode ? 'subtle' : 'outline'}
          colorPalette={mode === option.mode ? 'brand' : 'gray'}
          onClick={() => onChange(option.mode)}
        >
          <option.icon aria-hidden="true" />
          {option.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
