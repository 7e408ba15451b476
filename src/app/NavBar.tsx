import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { useSession } from "../auth/SessionProvider";
import { useLogOutConfirmation } from "../auth/useLogOutConfirmation";
import { ButtonLink } from "../ui/Button";
import { textButton } from "../ui/mixins";
import { SITE_NAME } from "../ui/siteMeta";
import { above } from "../ui/theme";
import { CREATE_PATH, LOG_OUT_LABEL } from "./navLinks";
import { SiteLinks } from "./SiteLinks";

/* Loaded on first use: most visitors never open the drawer, and only admins see the admin menu. */
const MobileDrawer = lazy(() => import("./MobileDrawer").then((m) => ({ default: m.MobileDrawer })));
const AdminMenu = lazy(() => import("./AdminMenu").then((m) => ({ default: m.AdminMenu })));

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  /* The full bar takes the screen's width: within the page's column its links would not fit. */
  ${above.xl} {
    max-width: none;
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  margin-right: auto;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.2;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  img {
    width: 32px;
    height: 32px;
    flex: none;
  }
  ${above.sm} {
    font-size: ${({ theme }) => theme.fontSize.lg};
    white-space: nowrap;
  }
  /* Beside the full bar the name gives way first: where the device's fonts are wide (DejaVu, the
     fallback on many Linux desktops) an admin's bar is some pixels wider than 1280, and the name
     then takes two balanced lines instead of pushing Get Started off the screen. */
  ${above.xl} {
    min-width: 0;
    white-space: normal;
    text-wrap: balance;
  }
`;

/**
 * The desktop bar, from 1280 px (every link, a signed-in user's Log out, an admin's menu): each label
 * on one line. Below that width the links did not fit beside the brand ("How It / Works", "Log /
 * out"), so narrower screens use the menu.
 */
const DesktopNav = styled.nav`
  display: none;
  ${above.xl} {
    display: flex;
    flex: none;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    white-space: nowrap;
  }
  /* The bar's own list only (\`>\`): the admin menu's list inside the bar keeps its own layout. */
  > ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 600;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  > ul a:hover,
  > ul a[aria-current="page"] {
    color: ${({ theme }) => theme.color.primary};
  }
  > ul a[aria-current="page"] {
    text-decoration: underline;
    text-underline-offset: 6px;
  }
`;

const LogOutButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  ${textButton}
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const DesktopCta = styled.div`
  display: none;
  flex: none;
  white-space: nowrap;
  ${above.sm} {
    display: block;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${above.xl} {
    display: none;
  }
`;

const preloadDrawer = () => void import("./MobileDrawer");

/** The site header: brand, links, admin menu, call to action and the mobile drawer toggle. */
export function NavBar() {
  const { status, isAdmin } = useSession();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const drawerId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const isSignedIn = status === "signed-in";
  const { requestLogOut, isBusy: isLoggingOut, dialog: logOutConfirmation } = useLogOutConfirmation();

  const closeDrawer = useCallback(() => {
    setIsDrawerOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <Header>
      <Bar>
        <Brand to="/">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {SITE_NAME}
        </Brand>
        <DesktopNav aria-label="Main">
          <ul>
            <SiteLinks />
            {isSignedIn && (
              <li>
                <LogOutButton type="button" disabled={isLoggingOut} onClick={requestLogOut}>
                  {LOG_OUT_LABEL}
                </LogOutButton>
              </li>
            )}
          </ul>
          {isAdmin && (
            <Suspense fallback={null}>
              <AdminMenu />
            </Suspense>
          )}
        </DesktopNav>
        <DesktopCta>
          <ButtonLink to={CREATE_PATH} size="sm">
            Get Started
          </ButtonLink>
        </DesktopCta>
        <MenuButton
          ref={menuButtonRef}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          type="button"
          aria-label="Open menu"
          aria-expanded={isDrawerOpen}
          aria-controls={drawerId}
          onClick={() => setIsDrawerOpen(true)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </MenuButton>
      </Bar>
      {isDrawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer
            id={drawerId}
            isOpen={isDrawerOpen}
            onClose={closeDrawer}
            onLogOut={() => {
              closeDrawer();
              requestLogOut();
            }}
          />
        </Suspense>
      )}
      {logOutConfirmation}
    </Header>
  );
}
