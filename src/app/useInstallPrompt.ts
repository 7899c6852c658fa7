import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/api/client';
import type { JsonObject } from '@/contract';
import {
  INSTALL_DISMISSED_SETTING,
  isDismissalActive,
  runsStandalone,
  type BeforeInstallPromptEvent,
} from './installPrompt';

const DISMISSED_PATH = `/api/settings/${INSTALL_DISMISSED_SETTING}` as const;

async function dismissedRecently(): Promise<boolean> {
  try {
    const setting = await api.get(DISMISSED_PATH);
    return isDismissalActive(setting.value, Date.now());
  } catch (error) {
    console.log('Install banner dismissal could not be read', error);
    return false;
  }
}

async function recordInstall(properties: JsonObject): Promise<void> {
  try {
    await api.post('/api/analytics/events', { event: 'pwa_install', properties });
  } catch (error) {
    console.log('The install could not be recorded', error);
  }
}

export interface InstallPrompt {
  visible: boolean;
  install: () => Promise<void>;
  /** 'Later' and the close button: hide and remember for 7 days. */
  dismiss: () => Promise<void>;
}

/**
 * The install banner's state: hidden until the browser offers an install; then shown unless it was
 * dismissed within 7 days or the app already runs installed. An install is recorded once as a
 * `pwa_install` analytics event.
 */
export function useInstallPrompt(): InstallPrompt {
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);
  const recorded = useRef(false);
  const [visible, setVisible] = useState(false);

  const recordOnce = useCallback((properties: JsonObject) => {
    if (recorded.current) return;
    recorded.current = true;
    void recordInstall(properties);
  }, []);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      deferred.current = event as BeforeInstallPromptEvent;
      if (runsStandalone()) return;
      void dismissedRecently().then((dismissed) => {
        if (!dismissed && deferred.current) setVisible(true);
      });
    };
    const onInstalled = () => {
      deferred.current = null;
      setVisible(false);
      recordOnce({ source: 'appinstalled' });
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [recordOnce]);

  const install = useCallback(async () => {
    const event = deferred.current;
    if (!event) return;
    deferred.current = null;
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'accepted') recordOnce({ source: 'install_banner', platform: choice.platform });
    } catch (error) {
      console.log('The install prompt failed', error);
    } finally {
      setVisible(false);
    }
  }, [recordOnce]);

  const dismiss = useCallback(async () => {
    setVisible(false);
    try {
      await api.put(DISMISSED_PATH, { value: Date.now() });
    } catch (error) {
      console.log('Install banner dismissal could not be stored', error);
    }
  }, []);

  return { visible, install, dismiss };
}
