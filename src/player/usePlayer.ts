import { useContext } from "react";
import { PlayerContext, type PlayerContextValue } from "./PlayerProvider";

/** The app's one player: what plays, and the controls. */
export function usePlayer(): PlayerContextValue {
  const player = useContext(PlayerContext);
  if (!player) throw new Error("usePlayer needs a PlayerProvider (the app shell mounts one)");
  return player;
}
