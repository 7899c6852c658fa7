import { registerSW } from 'virtual:pwa-register';
import { toaster } from '@/hooks/toaster';

/**
 * Registers the service worker (registerType 'prompt'): when a new version is installed and
 * waiting, a sticky 'App Updated!' toast offers Refresh, which activates it and reloads.
 */
export function registerServiceWorker(): void {
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      toaster.create({
        id: 'app-updated',
        type: 'info',
        title: 'App Updated!',
        description: 'A new version of Topicwise is ready.',
        duration: Infinity,
        closable: true,
        action: { label: 'Refresh', onClick: () => void updateSW(true) },
      });
    },
    onRegisterError(error: unknown) {
      console.log('Service worker registration failed', error);
    },
  });
}
