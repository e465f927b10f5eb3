import { useEffect, useState } from 'react';
import type { Bus } from '../bus/create-bus';
import type { ToastEvent } from '../bus/events';

type HotToast = typeof import('react-hot-toast');

/** SPEC §4 durations (ms). react-hot-toast also caps the list at 20 toasts (SPEC §9). */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;
export const TOAST_LIMIT = 20;

function show({ toast }: HotToast, event: ToastEvent) {
  const options = event.id ? { id: event.id } : undefined;
  switch (event.kind) {
    case 'success':
      return toast.success(event.message, options);
    case 'error':
      return toast.error(event.message, options);
    case 'loading':
      return toast.loading(event.message, options);
    default:
      return toast(event.message, options);
  }
}

/**
 * The page's Toaster, top-centre, fed by the bus `toast` and `toast:dismiss` events.
 * The toast library is only downloaded when the first toast is shown.
 */
export function BusToaster({ bus }: { bus: Bus }) {
  const [lib, setLib] = useState<HotToast | null>(null);

  useEffect(() => {
    let loaded: HotToast | null = null;
    let requested = false;
    let active = true;
    const pending: ((l: HotToast) => void)[] = [];
    const run = (action: (l: HotToast) => void) => {
      if (loaded) return action(loaded);
      pending.push(action);
      if (requested) return;
      requested = true;
      import('react-hot-toast')
        .then((module) => {
          loaded = module;
          if (active) setLib(module);
          for (const queued of pending.splice(0)) queued(module);
        })
        .catch((error) => {
          requested = false;
          console.error('[toaster] could not load the toast library', error);
        });
    };
    const offToast = bus.on('toast', (event) => run((l) => show(l, event)));
    const offDismiss = bus.on('toast:dismiss', ({ id }) => run((l) => l.toast.dismiss(id)));
    return () => {
      active = false;
      offToast();
      offDismiss();
    };
  }, [bus]);

  if (!lib) return null;
  const { Toaster } = lib;
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        success: { duration: TOAST_DURATIONS.success },
        error: { duration: TOAST_DURATIONS.error },
        loading: { duration: TOAST_DURATIONS.loading },
        style: {
          background: 'var(--color-card)',
          color: 'var(--color-text)',
          border: '1px solid var(--color-border)',
        },
      }}
    />
  );
}
