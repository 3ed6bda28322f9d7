import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setDeferredPrompt(event: BeforeInstallPromptEvent | null): void {
  deferredPrompt = event;
  listeners.forEach((listener) => listener());
}

/**
 * Call once at start-up: the browser fires `beforeinstallprompt` early, usually before the Me screen
 * that offers the Install button is open, so the event is kept here until then.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the mini-infobar away; we offer our own button
    setDeferredPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setDeferredPrompt(null));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `install` is null unless the browser offered installation; calling it shows the browser's dialog. */
export function useInstallPrompt(): { install: (() => Promise<void>) | null } {
  const prompt = useSyncExternalStore(
    subscribe,
    () => deferredPrompt,
    () => null,
  );
  if (!prompt) return { install: null };
  return {
    install: async () => {
      await prompt.prompt();
      await prompt.userChoice;
      setDeferredPrompt(null); // a prompt can be used once
    },
  };
}
