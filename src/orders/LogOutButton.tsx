import { useState } from "react";
import { useLogOut } from "../auth/useLogOut";
import { Button } from "../ui/Button";
import { ConfirmDialog } from "../ui/ConfirmDialog";

interface LogOutButtonProps {
  /** Songs saved on this device: logging out removes them, so the customer is told first. */
  hasSavedSongs: boolean;
}

/** "Log Out": the session layer removes this customer's orders and songs from the device. */
export function LogOutButton({ hasSavedSongs }: LogOutButtonProps) {
  const logOut = useLogOut();
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const logOutNow = async () => {
    setBusy(true);
    if (!(await logOut())) setBusy(false);
  };

  return (
    <>
      <Button variant="outline" disabled={isBusy} onClick={() => (hasSavedSongs ? setConfirming(true) : void logOutNow())}>
        Log Out
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title="Log out of this device?"
        description="Songs you saved on this device will be removed from it when you log out. You can download them again after you log in."
        confirmLabel="Log Out"
        cancelLabel="Stay Logged In"
        onConfirm={() => void logOutNow()}
        onCancel={() => setConfirming(false)}
        isBusy={isBusy}
      />
    </>
  );
}
