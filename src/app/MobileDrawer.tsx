import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { NavLink } from "react-router-dom";
import styled from "styled-components";
import { useSession } from "../auth/SessionProvider";
import { InstallAppButton } from "../offline/InstallAppButton";
import { ButtonLink } from "../ui/Button";
import { CloseButton } from "../ui/CloseButton";
import { plainList, textButton } from "../ui/mixins";
import { ADMIN_LINKS, CREATE_PATH, LOG_OUT_LABEL } from "./navLinks";
import { SiteLinks } from "./SiteLinks";

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer + 1};
  width: ${({ theme }) => theme.layout.drawerWidth};
  /* Below 356 px the drawer narrows, so the backdrop beside it stays a 56 px strip a thumb can tap. */
  max-width: calc(100vw - 56px);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 700;
`;

const LinkList = styled.ul`
  ${plainList}
  a {
    display: block;
    padding: 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 600;
  }
  button {
    width: 100%;
    padding: 0.75rem;
    ${textButton}
    text-align: left;
  }
  button:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.primary};
  }
  a:hover,
  a[aria-current="page"] {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const GroupHeading = styled.h2`
  margin: 0;
  padding: 0 0.75rem;
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface MobileDrawerProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  /** Closes the drawer and starts logging out (which may ask first, outside the drawer). */
  onLogOut: () => void;
}

/** The mobile side drawer (300 px) repeating the navigation bar's links. */
export function MobileDrawer({ id, isOpen, onClose, onLogOut }: MobileDrawerProps) {
  const { status, isAdmin } = useSession();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    // The page behind the open menu stays put (as behind a dialog).
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onClose();
        return;
      }
      const panel = panelRef.current;
      if (event.key !== "Tab" || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [isOpen, onClose]);

  if (!isOpen) return null;
  const isSignedIn = status === "signed-in";
  // In the document's body, not the sticky header's stacking layer: above the docked player and the offline strip.
  return createPortal(
    <>
      <Backdrop data-testid="drawer-backdrop" onClick={onClose} />
      <Panel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-label="Menu">
        <Top>
          <span>Menu</span>
          <CloseButton ref={closeRef} type="button" aria-label="Close menu" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Top>
        <nav aria-label="Mobile">
          <LinkList>
            <SiteLinks onNavigate={onClose} />
            {isSignedIn && (
              <li>
                <button type="button" onClick={onLogOut}>
                  {LOG_OUT_LABEL}
                </button>
              </li>
            )}
          </LinkList>
          {isAdmin && (
            <>
              <GroupHeading>Admin</GroupHeading>
              <LinkList>
                {ADMIN_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.end} onClick={onClose}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </LinkList>
            </>
          )}
        </nav>
        <ButtonLink to={CREATE_PATH} block onClick={onClose}>
          Create Your Song
        </ButtonLink>
        <InstallAppButton block />
      </Panel>
    </>,
    document.body,
  );
}
