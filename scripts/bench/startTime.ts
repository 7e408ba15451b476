/**
 * `npm run bench:start`: seconds from starting the local stack to a site that answers, on free
 * ports (so it can run beside a running `npm start`). Budget: 30 s after install. Runs it three
 * times and prints each figure and the median.
 */
import { startStack } from "../stack/startStack";

const BUDGET_SECONDS = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const figures: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const began = Date.now();
  const stack = await startStack({ ports: "free", quiet: true });
  const home = await fetch(stack.baseUrl + "/");
  const artists = await fetch(stack.apiUrl + "/artists");
  const seconds = (Date.now() - began) / 1000;
  await stack.stop();
  if (!home.ok || !artists.ok) throw new Error(`stack answered ${home.status} / ${artists.status}`);
  figures.push(seconds);
  console.log(`run ${run}: ready in ${seconds.toFixed(1)} s`);
}
const median = [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)] ?? 0;
console.log(
  `median: ${median.toFixed(1)} s (budget ${BUDGET_SECONDS} s: ${median <= BUDGET_SECONDS ? "within" : "OVER"})`,
);
process.exit(median <= BUDGET_SECONDS ? 0 : 1);
