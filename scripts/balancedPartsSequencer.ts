import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { dealByWeight, readFileSeconds } from "./testParts";

/** Vitest's sequencer with the parts dealt by measured time (scripts/testParts.ts); the order inside a part is Vitest's. */
export default class BalancedParts extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const root = this.ctx.config.root;
    const pathOf = (spec: TestSpecification) => relative(root, spec.moduleId).split("\\").join("/");
    const mine = new Set(dealByWeight(files.map(pathOf), readFileSeconds().seconds, index, count));
    return files.filter((spec) => mine.has(pathOf(spec)));
  }
}
