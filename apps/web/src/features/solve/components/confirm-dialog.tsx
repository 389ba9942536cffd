import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** Asks before the learner's edits are thrown away. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={request?.title ?? ''}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep Editing
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              request?.onConfirm();
              onClose();
            }}
          >
            {request?.confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm">{request?.message}</p>
    </Dialog>
  );
}
