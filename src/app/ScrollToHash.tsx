import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** How long to wait for a lazily loaded page to render the anchor a hash link points at. */
const ANCHOR_WAIT_MS = 3000;

/**
 * After navigation: scrolls to `#anchor` when the URL has one (waiting for the page to render it),
 * otherwise to the top of the new page.
 */
export function ScrollToHash() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: "start" });
        return;
      }
      if (performance.now() - started < ANCHOR_WAIT_MS) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key]);

  return null;
}
