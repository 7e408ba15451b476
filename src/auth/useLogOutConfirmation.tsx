import { lazy, Suspense, useState, type ReactNode } from "react";
import { useSession } from "./SessionProvider";
import { useLogOut } from "./useLogOut";
import { isBrowserOnline } from "../api/onlineStatus";

// Asked only when logging out would cost something: the dialog's code stays out of every first load.
const ConfirmDialog = lazy(() => import("../ui/ConfirmDialog").then((module) => ({ default: module.ConfirmDialog })));

/** What logging out would cost on this device; nothing means it happens without asking. */
interface LogOutWarnings {
  hasSavedSongs: boolean;
  isOffline: boolean;
}

async function warningsFor(uid: string | undefined): Promise<LogOutWarnings> {
  // The device store loads only when someone logs out; visitors' pages never fetch it.
  const { listSavedSongIds } = await import("../offline/songStore");
  const savedIds = uid ? await listSavedSongIds(uid).catch(() => []) : [];
  return { hasSavedSongs: savedIds.length > 0, isOffline: !isBrowserOnline() };
}

function LogOutConfirmDialog({ warnings, isBusy, onConfirm, onCancel }: { warnings: LogOutWarnings; isBusy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title="Log out of this device?"
        description={
          <>
            {warnings.hasSavedSongs && <p>Songs you saved on this device will be removed from it when you log out. You can download them again after you log in.</p>}
            {warnings.isOffline && <p>You're offline. Logging back in needs an internet connection.</p>}
          </>
        }
        confirmLabel="Log Out"
        cancelLabel="Stay Logged In"
        onConfirm={onConfirm}
        onCancel={onCancel}
        isBusy={isBusy}
      />
    </Suspense>
  );
}

export interface LogOutConfirmation {
  /** Logs out at once, or first asks when saved songs would be removed or the device is offline. */
  requestLogOut: () => void;
  isBusy: boolean;
  /** The confirmation, rendered wherever the log-out control lives (null while not asking). */
  dialog: ReactNode;
}

/** Every "Log out" control (menu bar, mobile menu, dashboard) warns through this one flow. */
export function useLogOutConfirmation(): LogOutConfirmation {
  const { user } = useSession();
  const logOut = useLogOut();
  const [warnings, setWarnings] = useState<LogOutWarnings | null>(null);
  const [isBusy, setBusy] = useState(false);

  const logOutNow = async () => {
    setBusy(true);
    const isLoggedOut = await logOut();
    setWarnings(null);
    if (!isLoggedOut) setBusy(false);
  };

  const requestLogOut = async () => {
    setBusy(true);
    const found = await warningsFor(user?.uid);
    if (found.hasSavedSongs || found.isOffline) {
      setBusy(false);
      setWarnings(found);
    } else {
      await logOutNow();
    }
  };

  return {
    requestLogOut: () => void requestLogOut(),
    isBusy,
    dialog: warnings && (
      <LogOutConfirmDialog warnings={warnings} isBusy={isBusy} onConfirm={() => void logOutNow()} onCancel={() => setWarnings(null)} />
    ),
  };
}
