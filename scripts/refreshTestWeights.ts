/**
 * `npm run test:weights`: rewrites scripts/integrationFileSeconds.json, the weights `npm test` deals
 * its integration parts by, from the times of the last `npm test` run on this machine.
 */
import { cpus } from "node:os";
import { refreshFileSeconds } from "./testParts";

const measured = `npm test on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, the parts side by side`;
const table = refreshFileSeconds(measured);
console.log(`${Object.keys(table.seconds).length} files' seconds written (${measured}).`);
