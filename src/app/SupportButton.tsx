import { IconButton } from '@chakra-ui/react';
import { LifeBuoy } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { TabValue } from '@/lib/navigation';

const SupportDialog = lazy(() => import('./SupportDialog'));

/**
 * The Support button; its Support Center dialog loads on the first click. From the md breakpoint
 * up it floats at the bottom right (spec 000 §4). On a phone a floating button would sit over the
 * content (a chart's Download PNG, help text), so there it is an icon in the header instead: the
 * app renders one of each and the breakpoint shows one.
 */
export function SupportButton({
  placement,
  onNavigate,
}: {
  placement: 'floating' | 'header';
  onNavigate: (tab: TabValue) => void;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const look =
    placement === 'floating'
      ? ({
          display: { base: 'none', md: 'inline-flex' },
          colorPalette: 'brand',
          rounded: 'full',
          size: 'lg',
          shadow: 'lg',
          position: 'fixed',
          right: '6',
          bottom: '6',
          zIndex: 'docked',
        } as const)
      : ({ display: { base: 'inline-flex', md: 'none' }, variant: 'ghost', colorPalette: 'brand' } as const);

  return (
    <>
      <IconButton
        ref={button}
        aria-label="Support"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...look}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <LifeBuoy />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <SupportDialog open={open} onOpenChange={setOpen} onNavigate={onNavigate} trigger={button} />
        </Suspense>
      )}
    </>
  );
}
