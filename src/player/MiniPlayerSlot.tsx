import { lazy, Suspense } from "react";
import { usePlayer } from "./usePlayer";

// The player's controls load when a song first plays: a visitor who never plays one never fetches them.
const MiniPlayer = lazy(() => import("./MiniPlayer").then((module) => ({ default: module.MiniPlayer })));

/** Where the app shell docks the mini player: nothing until a song is loaded. */
export function MiniPlayerSlot() {
  const { track } = usePlayer();
  if (!track) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayer />
    </Suspense>
  );
}
