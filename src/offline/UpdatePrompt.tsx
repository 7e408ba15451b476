import { useEffect } from "react";
import styled from "styled-components";
import { TOAST_DURATION_MS } from "../ui/toast/ToastProvider";
import { Button } from "../ui/Button";
import { updateStore, useUpdateState } from "./updateStore";

const Region = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.toast};
  pointer-events: none;
  display: flex;
  justify-content: center;
`;

const Panel = styled.div`
  pointer-events: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  max-width: 32rem;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  p { margin: 0; flex: 1 1 14rem; }
  div { display: flex; gap: ${({ theme }) => theme.space.sm}; }
`;

/**
 * Announces a new version (Reload / Later) or that the app now works offline. Never steals focus.
 * "Ready to work offline" asks nothing of anyone: it goes by itself, as a toast does, rather than
 * stay over the screen's first card on a phone until dismissed.
 */
export function UpdatePrompt() {
  const { needRefresh, offlineReady } = useUpdateState();
  const isOnlyNews = offlineReady && !needRefresh;
  useEffect(() => {
    if (!isOnlyNews) return;
    const timer = setTimeout(() => updateStore.dismiss(), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [isOnlyNews]);
  return (
    <Region role="status" aria-live="polite">
      {(needRefresh || offlineReady) && (
        <Panel>
          <p>{needRefresh ? "A new version of the site is available." : "The site is ready to work offline."}</p>
          <div>
            {needRefresh && (
              <Button size="sm" onClick={() => void updateStore.update()}>
                Reload
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => updateStore.dismiss()}>
              {needRefresh ? "Later" : "Dismiss"}
            </Button>
          </div>
        </Panel>
      )}
    </Region>
  );
}
