import { createRoot } from "react-dom/client";
import { ThemeProvider } from "styled-components";
import { theme } from "../ui/theme";
import { UpdatePrompt } from "./UpdatePrompt";

let isMounted = false;

/** Renders the update prompt in its own small root at the end of the body, once. */
export function mountUpdatePrompt(): void {
  if (isMounted) return;
  isMounted = true;
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(
    <ThemeProvider theme={theme}>
      <UpdatePrompt />
    </ThemeProvider>,
  );
}
