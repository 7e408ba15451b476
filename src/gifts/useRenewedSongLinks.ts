import { useEffect } from "react";
import { type GiftPage } from "@songs/domain";
import { fetchGiftPage } from "./giftsApi";

/** Read the page again this long before its song links run out. */
const RENEW_BEFORE_SECONDS = 60;

/**
 * Keeps an open gift page's song links working: they work only minutes (so a revoked gift stops
 * playing soon after), and the page reads fresh ones before they run out, leaving the rest of the
 * page (and the song playing) as it is. A gift revoked meanwhile answers 404 and nothing is renewed.
 */
export function useRenewedSongLinks(
  token: string,
  gift: GiftPage | undefined,
  update: (change: (gift: GiftPage) => GiftPage) => void,
): void {
  const expiresInSeconds = gift?.audioExpiresInSeconds;
  const audioUrl = gift?.audioUrl;
  useEffect(() => {
    if (expiresInSeconds === undefined || audioUrl === undefined) return;
    const controller = new AbortController();
    const renewInMs = Math.max(expiresInSeconds - RENEW_BEFORE_SECONDS, expiresInSeconds / 2) * 1000;
    const timer = setTimeout(() => {
      void fetchGiftPage(token, controller.signal)
        .then((fresh) =>
          update((current) => ({
            ...current,
            audioUrl: fresh.audioUrl,
            audioExpiresInSeconds: fresh.audioExpiresInSeconds,
            download: fresh.download,
          })),
        )
        .catch(() => undefined);
    }, renewInMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [token, expiresInSeconds, audioUrl, update]);
}
