import { useCallback } from "react";
import { useToast } from "../ui/toast/ToastProvider";
import { copyText } from "./shareLink";

/** Copies a song's lyrics to the clipboard and says so, or says how to copy them by hand. */
export function useCopyLyrics(): (lyrics: string) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (lyrics: string) => {
      try {
        await copyText(lyrics);
        toast({ title: "Lyrics copied", variant: "success" });
      } catch {
        toast({ title: "Couldn't copy the lyrics. Select them and copy instead.", variant: "destructive" });
      }
    },
    [toast],
  );
}
