import styled from "styled-components";
import { Button } from "../ui/Button";
import { CloseButton } from "../ui/CloseButton";
import { BOTTOM_BAR_HEIGHT_VAR, TOAST_STACK_HEIGHT_VAR } from "../ui/toast/ToastProvider";
import { updateStore, useUpdateState } from "./updateStore";

const Region = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  /*
   * Above any toasts (they say how far up they reach, the bottom bar included), else above the
   * bottom bar (the offline strip and the mini player), so it covers none of their buttons; under
   * an open menu or dialog, whose buttons it would otherwise cover.
   */
  bottom: calc(
    max(var(${TOAST_STACK_HEIGHT_VAR}, 0px), var(${BOTTOM_BAR_HEIGHT_VAR}, 0px)) + ${({ theme }) => theme.space.md}
  );
  z-index: ${({ theme }) => theme.zIndex.notice};
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
  p {
    margin: 0;
    flex: 1 1 14rem;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * "Ready to work offline" is news, not a question: one short line (on a 360 px phone it covers a
 * strip, not the screen's first card) that leaves by itself (updateStore).
 */
const News = styled(Panel)`
  flex-wrap: nowrap;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  p {
    flex: 1 1 auto;
  }
`;

/** Announces a new version (Reload / Later) or that the app now works offline. Never steals focus. */
export function UpdatePrompt() {
  const { needRefresh, offlineReady } = useUpdateState();
  return (
    <Region role="status" aria-live="polite">
      {needRefresh ? (
        <Panel>
          <p>A new version of the site is available.</p>
          <div>
            <Button size="sm" onClick={() => void updateStore.update()}>
              Reload
            </Button>
            <Button size="sm" variant="ghost" onClick={() => updateStore.dismiss()}>
              Later
            </Button>
          </div>
        </Panel>
      ) : (
        offlineReady && (
          <News>
            <p>The site is ready to work offline.</p>
            <CloseButton type="button" aria-label="Dismiss" onClick={() => updateStore.dismiss()}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          </News>
        )
      )}
    </Region>
  );
}
