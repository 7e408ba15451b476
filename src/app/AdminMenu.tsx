import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import styled from "styled-components";
import { useChangeCount } from "../api/changeNotices";
import { useSession } from "../auth/SessionProvider";
import { fetchMfaStatus } from "../auth/mfaStatusApi";
import { fetchOperationsSummary, OPERATIONS_SUMMARY_PATH } from "../admin/operations/operationsApi";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { ADMIN_LINKS } from "./navLinks";

/** Where the badge's answer comes from: the Operations page's counts (count() queries only). */
const OPERATIONS_LINK = "/admin/operations";

/**
 * Whether anything is on the Operations page (a follow-up failing or overdue, an email not
 * delivered, an order stuck), read when the menu appears, on each screen change and each new ID
 * token (the session's user changes with it: after the two-factor code too) and each change the
 * Operations page announces (a retry, a cancel, a "Send again"), once the session has passed the
 * two-factor code; false while unknown or when the read fails.
 */
function useOperationsAttention(pathname: string): boolean {
  const { user } = useSession();
  const [attention, setAttention] = useState(false);
  const changes = useChangeCount(OPERATIONS_SUMMARY_PATH);
  useEffect(() => {
    const controller = new AbortController();
    // Only once the session passed the code: before, the API refuses (403) and the browser logs it.
    fetchMfaStatus(controller.signal)
      .then((mfa) => (mfa.sessionVerified ? fetchOperationsSummary(controller.signal) : null))
      .then(
        (summary) => setAttention(summary?.attention ?? false),
        () => undefined,
      );
    return () => controller.abort();
  }, [pathname, user, changes]);
  return attention;
}

/** The badge on the menu's button and on the Operations link: a dot, with words for screen readers. */
const AttentionDot = styled.span`
  display: inline-block;
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.danger};
  margin-left: 0.25rem;
`;

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover,
  &[aria-expanded="true"] {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * The opened list: a dropdown under the button, its right edge on the button's (the button sits at
 * the bar's right end), never wider or taller than the screen. It is in the sticky header's
 * stacking layer, so dialogs, the drawer and toasts (higher layers of the body) stay above it.
 */
const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  display: block;
  min-width: 14rem;
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.md});
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - ${({ theme }) => theme.space.md});
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  white-space: normal;

  a {
    display: block;
    padding: 0.625rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover,
  a:focus-visible,
  a[aria-current="page"] {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** Arrow keys, Home and End move between the open list's links: the index each key goes to. */
const LINK_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The admins' "Admin" menu in the desktop navigation bar: closed until its button is pressed (click,
 * Enter, Space, or ArrowDown, which also moves to the first link); Escape closes it and returns to
 * the button; a click or focus outside it, or following a link, closes it.
 */
export function AdminMenu() {
  const { pathname } = useLocation();
  const needsAttention = useOperationsAttention(pathname);
  /** The path the menu was opened on: it is open only there, so it closes when the screen changes. */
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  /** Which link takes focus once the list is shown (opened by an arrow key), if any. */
  const focusOnOpen = useRef<"first" | "last" | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    const links = menuRef.current?.querySelectorAll<HTMLElement>("a[href]");
    if (focusOnOpen.current && links && links.length > 0)
      links[focusOnOpen.current === "first" ? 0 : links.length - 1]?.focus();
    focusOnOpen.current = null;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const target = event.key === "ArrowDown" ? "first" : "last";
    if (isOpen) {
      const links = menuRef.current?.querySelectorAll<HTMLElement>("a[href]");
      links?.[target === "first" ? 0 : links.length - 1]?.focus();
      return;
    }
    focusOnOpen.current = target;
    setOpenOn(pathname);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = LINK_STEPS[event.key];
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href]")];
    if (!step || links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLElement);
    links[step(Math.max(index, 0), links.length)]?.focus();
  };

  return (
    <Wrapper
      ref={wrapperRef}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenOn(null);
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
        onKeyDown={onTriggerKeyDown}
      >
        Admin
        {needsAttention && (
          <>
            <AttentionDot data-testid="operations-badge" aria-hidden="true" />
            <VisuallyHidden>, something needs attention on Operations</VisuallyHidden>
          </>
        )}{" "}
        <span aria-hidden="true">▾</span>
      </Trigger>
      {/* Rendered only while open: a list merely marked hidden loses to any `display` rule of the bar around it. */}
      {isOpen && (
        <Menu ref={menuRef} id={menuId} aria-label="Admin" onKeyDown={onMenuKeyDown}>
          {ADMIN_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={pathname === link.to ? "page" : undefined}
                onClick={() => setOpenOn(null)}
              >
                {link.label}
                {link.to === OPERATIONS_LINK && needsAttention && (
                  <>
                    <AttentionDot aria-hidden="true" />
                    <VisuallyHidden> (needs attention)</VisuallyHidden>
                  </>
                )}
              </Link>
            </li>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
