import { artists } from "./artists";
import type { Dependencies } from "../http/Dependencies";

/**
 * Every artist's public name by id, from this instance's catalogue memory (never older than its
 * max age). Names are public catalogue data, so a signed-in customer's order list shows the
 * artist's name without a Firestore read of its own; the orders themselves are always read fresh.
 */
export function artistNames({
  db,
  catalogue,
}: Pick<Dependencies, "db" | "catalogue">): Promise<ReadonlyMap<string, string>> {
  return catalogue.read(
    "artist names",
    async () => new Map((await artists(db).listByRating()).map((artist) => [artist.id, artist.name])),
  );
}
