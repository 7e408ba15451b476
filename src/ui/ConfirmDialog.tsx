import type { ReactNode } from "react";
import { Button } from "./Button";
import { Dialog, DialogActions } from "./Dialog";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** The danger button's name ("Delete sample"). */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called by the cancel button, Escape, the close button or the backdrop. */
  onCancel: () => void;
  /** While the confirmed action runs: both buttons are disabled and the dialog stays open. */
  isBusy?: boolean;
}

/** Asks before a destructive action: a title, what will happen, and cancel or confirm. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
  isBusy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} isDismissable={!isBusy} title={title} description={description}>
      <DialogActions>
        <Button variant="ghost" disabled={isBusy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" disabled={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
