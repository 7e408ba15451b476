import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import styled, { css } from "styled-components";
import { above } from "../theme";

export type ToastVariant = "default" | "destructive" | "success" | "warning";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface Toast extends Required<Omit<ToastInput, "description">> {
  id: number;
  description?: string;
}

/** How long a toast stays before it dismisses itself; errors stay longer so they can be read. */
export const TOAST_DURATION_MS = 5000;
export const DESTRUCTIVE_TOAST_DURATION_MS = 8000;
/** At most this many toasts are shown at once; the oldest go first. */
const MAX_TOASTS = 3;

/**
 * The CSS variable holding how far the toasts reach up from the bottom of the screen (unset when
 * there are none, so 0px); an open dialog keeps above it, so a toast never covers it.
 */
export const TOAST_STACK_HEIGHT_VAR = "--toast-stack-height";

/**
 * The CSS variable holding the height of the app shell's bottom bar (the offline strip and the mini
 * player, sticky at the bottom of the screen; unset while it is empty): toasts and the site's own
 * notices stand on it, so they never cover the player's controls.
 */
export const BOTTOM_BAR_HEIGHT_VAR = "--bottom-bar-height";

/** Shows a toast; the function it returns dismisses that toast (when an error it reported is over). */
type ShowToast = (toast: ToastInput) => () => void;

const ToastContext = createContext<ShowToast>(() => () => {});

const Viewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  bottom: calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + ${({ theme }) => theme.space.sm});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
  ${above.sm} {
    left: auto;
    right: ${({ theme }) => theme.space.lg};
    bottom: calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + ${({ theme }) => theme.space.lg});
    width: 24rem;
  }
`;

/* Two live regions that are always in the page, so assistive technology hears what is added. */
const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const ToastBox = styled.div<{ $variant: ToastVariant }>`
  pointer-events: auto;
  position: relative;
  padding: ${({ theme }) => `${theme.space.md} 3.25rem ${theme.space.md} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left-width: 6px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
  ${({ theme, $variant }) => {
    switch ($variant) {
      case "success":
        return css`
          border-left-color: ${theme.color.success};
        `;
      case "warning":
        return css`
          border-left-color: ${theme.color.accent};
          background: ${theme.color.accentSoft};
        `;
      case "destructive":
        return css`
          background: ${theme.color.danger};
          border-color: ${theme.color.danger};
          color: ${theme.color.onDanger};
        `;
      default:
        return css`
          border-left-color: ${theme.color.primary};
        `;
    }
  }}
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font-size: 1.375rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.08);
  }
`;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [isPaused, setPaused] = useState(false);
  useEffect(() => {
    if (isPaused) return;
    const duration = toast.variant === "destructive" ? DESTRUCTIVE_TOAST_DURATION_MS : TOAST_DURATION_MS;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [isPaused, toast, onDismiss]);

  return (
    <ToastBox
      $variant={toast.variant}
      data-variant={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Title>{toast.title}</Title>
      {toast.description && <Description>{toast.description}</Description>}
      <CloseButton
        type="button"
        aria-label={`Dismiss notification: ${toast.title}`}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </CloseButton>
    </ToastBox>
  );
}

/**
 * The app's toasts: `useToast()({ title, description, variant })`. Normal toasts are announced
 * politely (role="status"), destructive ones at once (role="alert"). Each dismisses itself after a
 * few seconds (paused while hovered or focused) and has a close button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const viewportRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const root = document.documentElement.style;
    // With no toast there is nothing to measure, and the variable's fallback (0px) applies: no
    // forced layout or restyle of the whole page while a rendered page hydrates.
    const viewport = viewportRef.current;
    if (toasts.length === 0 || !viewport) {
      root.removeProperty(TOAST_STACK_HEIGHT_VAR);
      return;
    }
    // The toasts stand on the bottom bar, which can grow after they came (the offline strip shows
    // when the browser notices the connection dropped): their reach is published as the bar's
    // variable plus what they take above it, so it follows the bar without being measured again.
    const publishReach = () => {
      const rect = viewport.getBoundingClientRect();
      const bar = parseFloat(root.getPropertyValue(BOTTOM_BAR_HEIGHT_VAR)) || 0;
      const aboveBar = rect.height > 0 ? Math.ceil(window.innerHeight - rect.top - bar) : 0;
      root.setProperty(TOAST_STACK_HEIGHT_VAR, `calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + ${aboveBar}px)`);
    };
    publishReach();
    // Their own height changes too: a wider screen, a web font that wraps a line differently.
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(publishReach);
    observer?.observe(viewport);
    window.addEventListener("resize", publishReach);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", publishReach);
    };
  }, [toasts]);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    (input) => {
      const toast: Toast = {
        id: nextId.current++,
        title: input.title,
        description: input.description,
        variant: input.variant ?? "default",
      };
      // One toast per action: the same news again (a second "Link copied") replaces the one showing,
      // with its time restarted, instead of stacking a copy above it.
      const isSame = (shown: Toast) =>
        shown.title === toast.title && shown.description === toast.description && shown.variant === toast.variant;
      setToasts((current) => [...current.filter((shown) => !isSame(shown)), toast].slice(-MAX_TOASTS));
      return () => dismiss(toast.id);
    },
    [dismiss],
  );

  const polite = useMemo(() => toasts.filter((toast) => toast.variant !== "destructive"), [toasts]);
  const urgent = useMemo(() => toasts.filter((toast) => toast.variant === "destructive"), [toasts]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Viewport ref={viewportRef}>
        <Region role="alert" aria-live="assertive" aria-atomic="false">
          {urgent.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </Region>
        <Region role="status" aria-live="polite" aria-atomic="false">
          {polite.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </Region>
      </Viewport>
    </ToastContext.Provider>
  );
}

/** Shows a toast: `const toast = useToast(); toast({ title: "Saved" })`. */
export function useToast() {
  return useContext(ToastContext);
}
