import { VisitorInfoForm } from '@quantethic/kit/ui';
import { Modal, saveVisitorInfo, useRemoteProps } from '@quantethic/shared';

export interface SaveInfoDialogProps {
  onClose: () => void;
  onSaved: () => void;
}

/** Name, email and phone (all required), saved in this browser like everywhere on the site. */
export default function SaveInfoDialog({ onClose, onSaved }: SaveInfoDialogProps) {
  const { bus } = useRemoteProps();
  return (
    <Modal open onClose={onClose} title="Save your contact info">
      <p className="qe-muted">
        Your name, email and phone are kept in this browser only. The same details also track your progress in
        our courses.
      </p>
      <VisitorInfoForm
        submitLabel="Save my info"
        onSubmit={(info) => {
          if (!saveVisitorInfo(info)) {
            bus.emit('toast', { kind: 'error', message: 'Your details could not be saved in this browser.' });
            return;
          }
          bus.emit('visitor:changed', { registered: true });
          bus.emit('toast', { kind: 'success', message: 'Info saved!' });
          onSaved();
        }}
      />
    </Modal>
  );
}
