import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSession } from "../auth/SessionProvider";
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
  const { signOut } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const onLeave = useRef(() => {});
  useEffect(() => () => onLeave.current(), []);

  const logOutNow = async () => {
    setBusy(true);
    try {
      await clearUserData(uid);
    } catch {
      setBusy(false);
      toast({ title: MESSAGES.logoutFailed, variant: "destructive" });
      return;
    }
    // Home first, and sign out once this screen has gone: the router commits navigations as
    // transitions, so a sign-out seen earlier would make this screen's guard send us to /auth.
    const hasLeft = new Promise<void>((resolve) => (onLeave.current = resolve));
    navigate("/");
    await hasLeft;
    try {
      await signOut();
    } catch {
      toast({ title: MESSAGES.logoutFailed, variant: "destructive" });
    }
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
