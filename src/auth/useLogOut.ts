import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { SHELL_MESSAGES } from "@songs/domain";
import { useToast } from "../ui/toast/ToastProvider";
import { useSession } from "./SessionProvider";

/**
 * Signs out (the session layer also clears this user's data on the device) and returns home; a
 * failure keeps the session and says "Failed to logout". Resolves whether it logged out.
 */
export function useLogOut(): () => Promise<boolean> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      toast({ title: SHELL_MESSAGES.logoutFailed, variant: "destructive" });
      return false;
    }
    navigate("/");
    return true;
  }, [signOut, navigate, toast]);
}
