import { VisitorInfoForm } from '@quantethic/kit/ui';
import { Modal, saveVisitorInfo, useRemoteProps } from '@quantethic/shared';
import { useSaveInfoMessages } from './save-info-messages';

export interface SaveInfoDialogProps {
  /** The dialog's title, in the page's locale. */
  title: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Name, email and phone (all required), saved in this browser like everywhere on the site. */
export default function SaveInfoDialog({ title, onClose, onSaved }: SaveInfoDialogProps) {
  const { bus } = useRemoteProps();
  const t = useSaveInfoMessages();
  return (
    <Modal open onClose={onClose} title={title}>
      <p className="qe-muted">{t('saveInfo.dialogText')}</p>
      <VisitorInfoForm
        submitLabel={t('saveInfo.submit')}
        onSubmit={(info) => {
          if (!saveVisitorInfo(info)) {
            bus.emit('toast', { kind: 'error', message: t('saveInfo.saveFailed') });
            return;
          }
          bus.emit('visitor:changed', { registered: true });
          bus.emit('toast', { kind: 'success', message: t('saveInfo.savedToast') });
          onSaved();
        }}
      />
    </Modal>
  );
}
