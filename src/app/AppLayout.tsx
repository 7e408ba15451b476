import { lazy, Suspense, useEffect, useRef, type RefObject } from "react";
import { Outlet, useLocation } from "react-router-dom";
import styled from "styled-components";
import { useSession } from "../auth/SessionProvider";
import { MiniPlayerSlot } from "../player/MiniPlayerSlot";
import { PlayerProvider } from "../player/PlayerProvider";
import { OfflineIndicator } from "../offline/OfflineNotice";
import { LoadingText } from "../ui/LoadingText";
import { BOTTOM_BAR_HEIGHT_VAR } from "../ui/toast/ToastProvider";
import { announceHydrated } from "./appStart";
import { ErrorBoundary } from "./ErrorBoundary";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { ScrollToHash } from "./ScrollToHash";

// Loaded only for a signed-in user: the device stores stay out of a visitor's first load.
const ResumePaidCheckout = lazy(() => import("../payments/ResumePaidCheckout"));

/** Renders nothing; its effect runs once the screen beside it is committed (on a rendered page: hydrated). */
function AnnounceHydrated() {
  useEffect(announceHydrated, []);
  return null;
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 600;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The bottom of every screen, in the page's flow after the footer and sticky at the bottom of the
 * screen: the offline strip above the mini player, so neither hides the other, and both below the
 * menu drawer and dialogs. It never hides the end of a page or the footer's links; toasts and the
 * update notice stand on it (its height is published, see usePublishedBottomBarHeight).
 */
const BottomBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.player};
`;

/**
 * Keeps the bottom bar's height in BOTTOM_BAR_HEIGHT_VAR while it shows something (the offline
 * strip, the mini player), so toasts and notices stand above it; unset while it is empty, so a
 * visitor's page that never plays a song is not restyled.
 */
function usePublishedBottomBarHeight(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      if (height > 0) root.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${Math.ceil(height)}px`);
      else root.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
    };
  }, [bar]);
}

const Main = styled.main`
  flex: 1;
  /* Keeps the footer below the fold while a lazy screen loads, so its arrival shifts nothing. */
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

/**
 * The shell around every screen: skip link, navigation bar, the screen, footer, the offline indicator, the mini player;
 * for a signed-in user, the check that brings them to the success screen of a checkout they paid
 * elsewhere.
 */
export function AppLayout() {
  const location = useLocation();
  const { status, user } = useSession();
  const signedInUid = status === "signed-in" ? (user?.uid ?? null) : null;
  const bottomBarRef = useRef<HTMLDivElement>(null);
  usePublishedBottomBarHeight(bottomBarRef);
  return (
    <PlayerProvider>
      <Shell>
        <SkipLink href="#main-content">Skip to main content</SkipLink>
        <NavBar />
        <Main id="main-content" tabIndex={-1}>
          <ErrorBoundary key={location.pathname}>
            <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
              <Outlet />
              <AnnounceHydrated />
            </Suspense>
          </ErrorBoundary>
        </Main>
        <Footer />
        <BottomBar ref={bottomBarRef}>
          <OfflineIndicator />
          <MiniPlayerSlot />
        </BottomBar>
        <ScrollToHash />
        {signedInUid && (
          <Suspense fallback={null}>
            <ResumePaidCheckout key={signedInUid} uid={signedInUid} />
          </Suspense>
        )}
      </Shell>
    </PlayerProvider>
  );
}
