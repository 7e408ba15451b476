import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { MESSAGES } from "../domain/messages";
import { useToast } from "../ui/toast/ToastProvider";
import { useSession } from "./SessionProvider";

/** Signs out and returns home; a failure keeps the session and says "Failed to logout". */
export function useLogOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      toast({ title: MESSAGES.logoutFailed, variant: "destructive" });
      return;
    }
    navigate("/");
  }, [signOut, navigate, toast]);
}
