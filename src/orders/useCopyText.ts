import { useCallback } from "react";
import { useToast, type ToastInput } from "../ui/toast/ToastProvider";
import { copyText } from "./shareLink";

/** What copying says: done, or how to copy by hand. */
const WORDS: Record<"lyrics" | "link", { copied: string; failed: (text: string) => ToastInput }> = {
  lyrics: {
    copied: "Lyrics copied",
    failed: () => ({ title: "Couldn't copy the lyrics. Select them and copy instead.", variant: "destructive" }),
  },
  link: {
    copied: "Link copied",
    failed: (url) => ({ title: "Couldn't copy the link", description: url, variant: "destructive" }),
  },
};

/** Copies a song's lyrics or a link (the listening link, the gift page's) to the clipboard and says so, or says how to copy by hand. */
export function useCopyText(what: keyof typeof WORDS): (text: string) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      try {
        await copyText(text);
        toast({ title: WORDS[what].copied, variant: "success" });
      } catch {
        toast(WORDS[what].failed(text));
      }
    },
    [toast, what],
  );
}
