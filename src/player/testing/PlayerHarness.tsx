import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import type { AuthBackendLoader } from "../../auth/authBackend";
import { SessionProvider } from "../../auth/SessionProvider";
import { theme } from "../../ui/theme";
import { MiniPlayer } from "../MiniPlayer";
import { PlayerProvider } from "../PlayerProvider";

/** A visitor: never loads an identity provider. */
const visitor: AuthBackendLoader = () => Promise.reject(new Error("no identity provider in this test"));

/** Pages (`children`) and the mini player under one player, inside a session, as the app shell has them. */
export function PlayerHarness({
  children,
  loadBackend = visitor,
}: {
  children: ReactNode;
  loadBackend?: AuthBackendLoader;
}) {
  return (
    <ThemeProvider theme={theme}>
      <SessionProvider loadBackend={loadBackend}>
        <PlayerProvider>
          {children}
          <MiniPlayer />
        </PlayerProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
