import { describe, expect, it } from "vitest";
import { withStableComponentIds } from "./styledComponentIds";

const source = `import styled, { css } from "styled-components";
import { Link } from "react-router-dom";
const Box = styled.div\`color: red;\`;
const Go = styled(Link)\`color: blue;\`;
const Field = styled.input.attrs({ type: "text" })\`width: 1px;\`;
const mixin = css\`margin: 0;\`;
`;

describe("stable styled-component ids", () => {
  it("names each styled component by its file and its place in the file", () => {
    const out = withStableComponentIds(source, "src/ui/Box.tsx") ?? "";
    const ids = [...out.matchAll(/componentId: "(sc-[0-9a-f]{8}-\d)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(3);
    expect(ids.map((id) => id?.slice(-1))).toEqual(["0", "1", "2"]);
    expect(out).toContain('styled.div.withConfig({ componentId: "');
    expect(out).toContain('styled(Link).withConfig({ componentId: "');
    expect(out).toContain('styled.input.withConfig({ componentId: "');
    expect(out).toContain('.attrs({ type: "text" })`width: 1px;`');
    expect(out).toContain("css`margin: 0;`");
  });

  it("gives the same ids for the same file and different ids for another file", () => {
    const first = withStableComponentIds(source, "src/ui/Box.tsx");
    expect(withStableComponentIds(source, "src/ui/Box.tsx")).toBe(first);
    expect(withStableComponentIds(source, "src/ui/Other.tsx")).not.toBe(first);
  });

  it("leaves files without styled components, and components with their own config, alone", () => {
    expect(withStableComponentIds("const a = 1;", "src/a.ts")).toBeNull();
    const configured =
      'import styled from "styled-components";\nconst A = styled.a.withConfig({ componentId: "x" })`color: red;`;';
    expect(withStableComponentIds(configured, "src/a.tsx")).toBeNull();
  });
});
