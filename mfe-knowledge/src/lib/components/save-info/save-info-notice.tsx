import { lazyDialog } from '@quantethic/kit/ui';
import { useVisitorInfo } from '@quantethic/shared';
import { useEffect, useRef, useState } from 'react';
import { useKnowledgeMessages } from '../../messages';
import styles from './save-info-notice.module.css';

// The form downloads only when a visitor opens it; if it cannot be, the dialog says so (kit lazyDialog).
const SaveInfoDialog = lazyDialog(
  () => import('./save-info-dialog'),
  ({ title }) => title,
);

/**
 * SPEC §2: the warning inviting visitors to save their contact info for downloads, shown while
 * no visitor info is saved. The form opens right here in a dialog, so nobody loses their place.
 */
export function SaveInfoNotice() {
  const info = useVisitorInfo();
  const t = useKnowledgeMessages();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (saved && !open) confirmation.current?.focus();
  }, [saved, open]);

  if (saved) {
    return (
      <p
        ref={confirmation}
        tabIndex={-1}
        className={`qe-alert qe-alert--success ${styles.notice}`}
        role="status"
      >
        {t('saveInfo.saved')}
      </p>
    );
  }
  if (info) return null;
  return (
    <div className={`qe-alert qe-alert--warning ${styles.notice}`}>
      <p className={styles.text}>
        <strong>{t('saveInfo.lead')}</strong> {t('saveInfo.text')}
      </p>
      <button
        type="button"
        className={`qe-btn qe-btn--small ${styles.button}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('saveInfo.button')}
      </button>
      {open ? (
        <SaveInfoDialog
          title={t('saveInfo.dialogTitle')}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            setSaved(true);
          }}
        />
      ) : null}
    </div>
  );
}
