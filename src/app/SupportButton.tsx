import { IconButton } from '@chakra-ui/react';
import { LifeBuoy } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { TabValue } from '@/lib/navigation';

const SupportDialog = lazy(() => import('./SupportDialog'));

/** The floating Support button; its Support Center dialog loads on the first click. */
export function SupportButton({ onNavigate }: { onNavigate: (tab: TabValue) => void }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconButton
        ref={button}
        aria-label="Support"
        aria-haspopup="dialog"
        aria-expanded={open}
        colorPalette="brand"
        rounded="full"
        size="lg"
        shadow="lg"
        position="fixed"
        right={{ base: '4', md: '6' }}
        bottom={{ base: '80px', md: '6' }}
        zIndex="docked"
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
