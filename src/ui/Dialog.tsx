import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { CloseButton } from "./CloseButton";
import { TOAST_STACK_HEIGHT_VAR } from "./toast/ToastProvider";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), audio[controls], [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Element to focus when it opens; defaults to the first focusable element inside. */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /** Keep it open on Escape or backdrop click (e.g. while a form is submitting). */
  isDismissable?: boolean;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  /* Toasts stay visible below the dialog instead of covering it. */
  padding-bottom: calc(var(${TOAST_STACK_HEIGHT_VAR}, 0px) + ${({ theme }) => theme.space.md});
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 36rem;
  max-height: 100%;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  margin: 0 2.5rem ${({ theme }) => theme.space.sm} 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Description = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const DialogCloseButton = styled(CloseButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
`;

/** Buttons row at the bottom of a dialog. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/**
 * An accessible modal dialog: labelled by its title, focus moves in and stays inside, Escape and
 * the backdrop close it, and focus returns to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocusRef,
  isDismissable = true,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const isDismissableRef = useRef(isDismissable);
  useEffect(() => {
    onCloseRef.current = onClose;
    isDismissableRef.current = isDismissable;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first?.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        if (isDismissableRef.current) {
          event.stopPropagation();
          onCloseRef.current();
        }
        return;
      }
      if (event.key !== "Tab" || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstEl || !panel.contains(active))) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && (active === lastEl || !panel.contains(active))) {
        event.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && isDismissable) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <Title id={titleId}>{title}</Title>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
        <DialogCloseButton type="button" aria-label="Close" onClick={onClose} disabled={!isDismissable}>
          <span aria-hidden="true">×</span>
        </DialogCloseButton>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
