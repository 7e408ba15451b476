import { isUnfinishedOrder, loadDraft } from "../offline/draftStore";
import { isBrowserOnline } from "../api/onlineStatus";
import { listSavedSongIds } from "../offline/songStore";
import { ConfirmDialog } from "../ui/ConfirmDialog";

/*
 * Loaded only when someone logs out (useLogOutConfirmation): no visitor's first load carries the
 * device stores or the dialog.
 */

/** What logging out would cost on this device; nothing means it happens without asking. */
export interface LogOutWarnings {
  hasSavedSongs: boolean;
  /** The recipient of an order begun on this device and not yet paid ("" when not named yet), or null. */
  unfinishedOrderFor: string | null;
  isOffline: boolean;
}

export async function warningsFor(uid: string | undefined): Promise<LogOutWarnings> {
  const [savedIds, draft] = await Promise.all([uid ? listSavedSongIds(uid).catch(() => []) : [], loadDraft()]);
  return {
    hasSavedSongs: savedIds.length > 0,
    unfinishedOrderFor: isUnfinishedOrder(draft) ? draft.draft.recipientName.trim() : null,
    isOffline: !isBrowserOnline(),
  };
}

export const needsAsking = (warnings: LogOutWarnings) =>
  warnings.hasSavedSongs || warnings.unfinishedOrderFor !== null || warnings.isOffline;

export function LogOutConfirmDialog({
  warnings,
  isBusy,
  onConfirm,
  onCancel,
}: {
  warnings: LogOutWarnings;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title="Log out of this device?"
      description={
        <>
          {warnings.unfinishedOrderFor !== null && (
            <p>
              Your unfinished order{warnings.unfinishedOrderFor && ` (a song for ${warnings.unfinishedOrderFor})`} will
              be removed from this device when you log out. Stay logged in to complete it.
            </p>
          )}
          {warnings.hasSavedSongs && (
            <p>
              Songs you saved on this device will be removed from it when you log out. You can download them again after
              you log in.
            </p>
          )}
          {warnings.isOffline && <p>You're offline. Logging back in needs an internet connection.</p>}
        </>
      }
      confirmLabel="Log out"
      cancelLabel="Stay Logged In"
      onConfirm={onConfirm}
      onCancel={onCancel}
      isBusy={isBusy}
    />
  );
}
