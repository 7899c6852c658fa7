import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { toaster } from '@/hooks/toaster';

/** Spec 000 §9: toasts are 356 px wide. */
const TOAST_WIDTH = '356px';

type ShownToast = Parameters<Parameters<typeof ChakraToaster>[0]['children']>[0];

function renderToast(toast: ShownToast) {
  return (
    <Toast.Root width={{ base: 'full', md: TOAST_WIDTH }} maxWidth="calc(100vw - 2rem)">
      {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable && <Toast.CloseTrigger />}
    </Toast.Root>
  );
}

/**
 * Every part a toast can have, drawn once out of sight as the toaster mounts. A toast's styles are
 * CSS rules that Chakra inserts at its first render, and Chromium answers a rule inserted into the
 * page by restyling the whole page: the first "Clustering completed!" toast, over 10,000 keywords'
 * fresh cards, restyled 770 elements in a 65 ms task (issue 28: no task over 50 ms). Drawn while
 * the page is still small, the rules are in place and the first real toast inserts none.
 */
const styleSamples = createToaster({ placement: 'bottom-end', duration: Infinity });
for (const type of ['success', 'loading'] as const) {
  styleSamples.create({
    type,
    title: '-',
    description: '-',
    closable: true,
    action: { label: '-', onClick: () => {} },
  });
}

/** Calls `run` once it has been committed. */
function OnCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

function ToastStyles() {
  const [drawn, setDrawn] = useState(false);
  const done = useCallback(() => setDrawn(true), []);
  if (drawn) return null;
  return (
    <div hidden>
      <ChakraToaster toaster={styleSamples}>
        {(toast) => (
          <>
            {renderToast(toast)}
            <OnCommit run={done} />
          </>
        )}
      </ChakraToaster>
    </div>
  );
}

/** The one toast region of the app (rendered once, by the shell). */
export function Toaster() {
  return (
    <>
      <ToastStyles />
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {renderToast}
        </ChakraToaster>
      </Portal>
    </>
  );
}
