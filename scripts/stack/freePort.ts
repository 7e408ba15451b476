import { createServer } from "node:net";

/**
 * Where free ports are picked: below Linux's ephemeral range (32768-60999), which the OS also hands
 * to outgoing connections, so a port picked here is not taken by some connection before the
 * emulator that was given it binds it. `FREE_PORT_RANGE` ("from-to") narrows it: `npm test` gives
 * each of its two stacks its own half, so they never pick the same port at the same moment.
 */
function pickRange(): { from: number; to: number } {
  const match = /^(\d+)-(\d+)$/.exec(process.env.FREE_PORT_RANGE ?? "");
  return match ? { from: Number(match[1]), to: Number(match[2]) } : { from: 20_000, to: 32_767 };
}

/** Ports this process has handed out already: never twice, even before the first is bound. */
const handedOut = new Set<number>();

/** A TCP port that is free on 127.0.0.1 right now, picked at random in the range above. */
export async function freePort(): Promise<number> {
  const { from, to } = pickRange();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (handedOut.has(port) || (await isPortTaken(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port found between ${from} and ${to}`);
}

/** Whether something already listens on the port. */
export function isPortTaken(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(true));
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}
