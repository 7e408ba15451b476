import { useState } from "react";
import { Button } from "../ui/Button";
import { Dialog, DialogActions } from "../ui/Dialog";
import { useInstallApp } from "./useInstallApp";

export const INSTALL_APP_LABEL = "Install app";
export const IOS_INSTALL_HINT = "Tap the Share button in Safari, then choose Add to Home Screen.";

/**
 * "Install app", where this browser can install the site: the browser's install sheet, or on iOS
 * Safari the steps to add it to the home screen. Renders nothing where neither is possible.
 */
export function InstallAppButton({ block = false }: { block?: boolean }) {
  const { way, install } = useInstallApp();
  const [isHintOpen, setHintOpen] = useState(false);
  if (!way) return null;
  return (
    <>
      <Button variant="outline" block={block} onClick={() => (way === "prompt" ? void install() : setHintOpen(true))}>
        {INSTALL_APP_LABEL}
      </Button>
      <Dialog
        open={isHintOpen}
        onClose={() => setHintOpen(false)}
        title="Add to your home screen"
        description={IOS_INSTALL_HINT}
      >
        <DialogActions>
          <Button onClick={() => setHintOpen(false)}>Got it</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
