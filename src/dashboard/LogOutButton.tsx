import { useState } from "react";
import { useLogOut } from "../auth/useLogOut";
import { MESSAGES } from "../domain/messages";
import { clearUserData } from "../offline/userData";
import { Button } from "../ui/Button";
import { Dialog, DialogActions } from "../ui/Dialog";
import { useToast } from "../ui/toast/ToastProvider";

interface LogOutButtonProps {
  uid: string;
  /** Songs saved on this device: logging out removes them, so the customer is told first. */
  hasSavedSongs: boolean;
}

/** "Log Out": removes this customer's orders and songs from the device, signs out, goes home. */
export function LogOutButton({ uid, hasSavedSongs }: LogOutButtonProps) {
  const logOut = useLogOut();
  const toast = useToast();
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const logOutNow = async () => {
    setBusy(true);
    try {
      await clearUserData(uid);
    } catch {
      setBusy(false);
      toast({ title: MESSAGES.logoutFailed, variant: "destructive" });
      return;
    }
    await logOut();
    setBusy(false);
  };

  return (
    <>
      <Button variant="outline" disabled={isBusy} onClick={() => (hasSavedSongs ? setConfirming(true) : void logOutNow())}>
        Log Out
      </Button>
      <Dialog
        open={isConfirming}
        onClose={() => setConfirming(false)}
        isDismissable={!isBusy}
        title="Log out of this device?"
        description="Songs you saved on this device will be removed from it when you log out. You can download them again after you log in."
      >
        <DialogActions>
          <Button variant="ghost" disabled={isBusy} onClick={() => setConfirming(false)}>
            Stay Logged In
          </Button>
          <Button variant="danger" disabled={isBusy} onClick={() => void logOutNow()}>
            Log Out
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
