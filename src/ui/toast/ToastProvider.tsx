import { createContext, useContext, type ReactNode } from "react";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success" | "warning";
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Placeholder provider; the accessible toast system replaces it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return <ToastContext.Provider value={() => {}}>{children}</ToastContext.Provider>;
}

export function useToast() {
  return useContext(ToastContext);
}
