import { RegistrationModal, useNewTab } from '@quantethic/kit/ui';
import { buildFormUrl, isRegistered, useLocale, useRemoteProps, type VisitorInfo } from '@quantethic/shared';
import { useCallback, useRef, useState } from 'react';
import { useLearnMessages } from './learn-messages';

/** Runs an action that records progress — at once for a registered visitor, else after registering. */
export type Guard = (action: () => void) => void;

/**
 * SPEC §4 registration gate: an unregistered visitor who tries to mark progress gets the
 * registration modal (same behaviour as the course panel: save, toast, 'Redirecting...', then the
 * course sign-up form opens in a new tab). The progress they were making is then recorded. If the
 * browser blocks the tab, `useNewTab` gives the visitor a focused link to the form instead.
 */
export function useRegistrationGate(courseTitle: string) {
  const { bus, config } = useRemoteProps();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const newTab = useNewTab();
  const t = useLearnMessages();

  const guard = useCallback<Guard>((action) => {
    if (isRegistered()) {
      action();
      return;
    }
    pending.current = action;
    setOpen(true);
  }, []);

  const onRegistered = (info: VisitorInfo) => {
    const action = pending.current;
    pending.current = null;
    action?.();
    bus.emit('analytics', {
      name: 'Form Submitted',
      properties: { form: 'course-signup', course: courseTitle },
    });
    const url = buildFormUrl(config.forms.courseSignup, {
      name: info.name,
      email: info.email,
      phone: info.phone,
      course: courseTitle,
      locale,
    });
    if (url) newTab.open(url, t('catalogue.openSignup'));
    else bus.emit('toast', { kind: 'error', message: t('catalogue.signupUnavailable') });
  };

  const modal = (
    <>
      <RegistrationModal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={t('gate.title')}
        intro={t('gate.intro', { title: courseTitle })}
        submitLabel={t('catalogue.registerSubmit')}
        onRegistered={onRegistered}
      />
      {newTab.prompt}
    </>
  );

  return { guard, modal };
}
