import { lazy, Suspense, useState, type ReactNode } from "react";
import { useSession } from "./SessionProvider";
import type { LogOutWarnings } from "./logOutWarnings";
import { useLogOut } from "./useLogOut";

// What logging out would cost, and the dialog that says it, load only when someone logs out: they
// stay out of every visitor's first load.
const LogOutConfirmDialog = lazy(() =>
  import("./logOutWarnings").then((module) => ({ default: module.LogOutConfirmDialog })),
);

export interface LogOutConfirmation {
  /** Logs out at once, or first asks when an unfinished order or saved songs would be removed, or the device is offline. */
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
    const { warningsFor, needsAsking } = await import("./logOutWarnings");
    const found = await warningsFor(user?.uid);
    if (needsAsking(found)) {
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
      <Suspense fallback={null}>
        <LogOutConfirmDialog
          warnings={warnings}
          isBusy={isBusy}
          onConfirm={() => void logOutNow()}
          onCancel={() => setWarnings(null)}
        />
      </Suspense>
    ),
  };
}
