// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter, useRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { preloadScreens } from "./App";
import { lazyPage, lazyRoutes } from "./lazyPage";

const Screen = lazyPage(async () => ({ default: () => <h1>Orders</h1> }));
const NotFound = () => <h1>Not found</h1>;
const Private = lazyRoutes(async () => ({
  routes: [
    { path: "/admin/orders", element: <Screen /> },
    { path: "*", element: <NotFound /> },
  ] satisfies RouteObject[],
}));
const table: RouteObject[] = [
  { path: "/", element: <h1>Home</h1> },
  { path: "*", element: <Private /> },
];

function Table() {
  return useRoutes(table);
}

describe("a lazily loaded part of the route table", () => {
  it("answers its preload with its routes", async () => {
    await expect(Private.preload()).resolves.toHaveLength(2);
  });

  it("loads the part and the screen a deep link opens, so it renders without suspending", async () => {
    await preloadScreens("/admin/orders", table);
    render(
      <MemoryRouter initialEntries={["/admin/orders"]}>
        <Table />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Orders" })).toBeInTheDocument();
  });

  it("renders its own catch-all for a path nothing else matches", async () => {
    render(
      <MemoryRouter initialEntries={["/no-such-page"]}>
        <Table />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeInTheDocument();
  });
});
