import styled from "styled-components";
import { OFFLINE_MESSAGES } from "@songs/domain";
import { Button } from "../ui/Button";
import { above } from "../ui/theme";
import { useOnlineStatus } from "../api/onlineStatus";

const Box = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * In place of a screen's content when it could not be read for want of a connection and there is
 * no saved copy. Retry reads again; the read also restarts by itself when the browser is back online.
 */
export function OfflineNotice({ onRetry }: { onRetry(): void }) {
  return (
    <Box role="status" aria-labelledby="offline-notice-title">
      <h2 id="offline-notice-title">{OFFLINE_MESSAGES.title}</h2>
      <p>{OFFLINE_MESSAGES.noSavedCopy}</p>
      <Button variant="outline" onClick={onRetry}>
        {OFFLINE_MESSAGES.retry}
      </Button>
    </Box>
  );
}

const Banner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 6px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
`;

/** Says that what follows is a copy saved on this device, shown because there is no connection. */
export function SavedCopyNotice({ children = OFFLINE_MESSAGES.savedCopy }: { children?: React.ReactNode }) {
  return <Banner role="status">{children}</Banner>;
}

// One short line on a phone (it sits above the mini player, so every pixel is the screen's); roomier from tablets up.
const Strip = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  line-height: 1.3;
  ${above.sm} {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
  background: ${({ theme }) => theme.color.quiet};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  text-align: center;
`;

/** The app shell's site-wide sign that the device is offline, in the shell's bottom bar; renders nothing while online. */
export function OfflineIndicator() {
  const isOnline = useOnlineStatus();
  // The live region stays mounted so screen readers announce the change.
  return <div role="status">{!isOnline && <Strip>{OFFLINE_MESSAGES.indicator}</Strip>}</div>;
}
