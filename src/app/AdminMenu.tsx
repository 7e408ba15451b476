import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { ADMIN_LINKS } from "./navLinks";

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
  font-weight: 600;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover { color: ${({ theme }) => theme.color.primary}; }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  min-width: 14rem;
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  z-index: ${({ theme }) => theme.zIndex.header + 1};

  a {
    display: block;
    padding: 0.625rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover { background: ${({ theme }) => theme.color.surfaceMuted}; }
`;

/** The admins' "Admin" disclosure menu in the navigation bar. */
export function AdminMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setIsOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen]);

  return (
    <Wrapper
      ref={wrapperRef}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        Admin <span aria-hidden="true">▾</span>
      </Trigger>
      <Menu id={menuId} hidden={!isOpen}>
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={() => setIsOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}
