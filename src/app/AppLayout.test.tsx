// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import type { AuthBackendLoader } from "../auth/authBackend";
import { SessionProvider } from "../auth/SessionProvider";
import { signedInAs } from "../auth/testing/fakeAuthBackend";
import { theme } from "../ui/theme";
import { AppLayout } from "./AppLayout";
import { NotFoundPage } from "./NotFoundPage";

const visitor: AuthBackendLoader = () => Promise.reject(new Error("not loaded"));

function renderApp(route = "/", loadBackend: AuthBackendLoader = visitor) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: "/", element: <h1>Home</h1> },
          { path: "/artists", element: <h1>Our Artists</h1> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <ThemeProvider theme={theme}>
      <SessionProvider loadBackend={loadBackend}>
        <RouterProvider router={router} />
      </SessionProvider>
    </ThemeProvider>,
  );
  return router;
}

/**
 * Shows the desktop bar as a screen of 1280 px or more does: jsdom applies no media queries, and
 * (like a browser, since jsdom 31) focuses nothing inside an element that is not displayed.
 */
function showDesktopBar() {
  const style = document.createElement("style");
  style.textContent = 'nav[aria-label="Main"] { display: flex; }';
  document.head.append(style);
  onTestFinished(() => style.remove());
}

describe("app layout", () => {
  beforeEach(() => localStorage.clear());

  it("offers a skip link and the spec's navigation links", async () => {
    renderApp();
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main-content");
    // The desktop bar is hidden by a media query jsdom does not apply, hence `hidden: true`.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    const links = within(nav)
      .getAllByRole("link", { hidden: true })
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["How It Works", "/how-it-works"],
      ["Artists", "/artists"],
      ["Samples", "/samples"],
      ["Pricing", "/#pricing"],
      ["Reviews", "/reviews"],
      ["Login", "/auth"],
    ]);
    expect(screen.getByRole("link", { name: "Get Started", hidden: true })).toHaveAttribute("href", "/create");
    expect(screen.queryByRole("button", { name: /Admin/, hidden: true })).not.toBeInTheDocument();
  });

  it("has a footer with quick links, support and the copyright line", async () => {
    renderApp();
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "/how-it-works");
    expect(within(footer).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/#pricing");
    expect(within(footer).getByRole("link", { name: "Reviews" })).toHaveAttribute("href", "/reviews");
    expect(within(footer).getByRole("link", { name: "Give a song" })).toHaveAttribute("href", "/give-a-song");
    expect(within(footer).getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "/faq");
    expect(within(footer).getByRole("button", { name: "Contact Us" })).toBeInTheDocument();
    expect(footer).toHaveTextContent("© 2025 Songs From The Heart");
  });

  it("opens the mobile drawer with focus inside, and Escape closes it returning focus", async () => {
    const user = userEvent.setup();
    renderApp();
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The drawer moves focus inside once it is shown (after its first paint).
    await waitFor(() => expect(within(drawer).getByRole("button", { name: "Close menu" })).toHaveFocus());
    expect(within(drawer).getByRole("link", { name: "Create Your Song" })).toHaveAttribute("href", "/create");
    expect(within(drawer).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/#pricing");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the drawer from the backdrop and after following a link", async () => {
    const user = userEvent.setup();
    const router = renderApp();
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    await user.click(await screen.findByTestId("drawer-backdrop"));
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Artists" }),
    );
    expect(await screen.findByRole("heading", { name: "Our Artists" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/artists");
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
  });

  it("shows the admin menu to admins, closed until opened, its list a dropdown and not the bar's row", async () => {
    const user = userEvent.setup();
    showDesktopBar();
    const admin = signedInAs({ admin: true });
    renderApp("/", admin);
    const trigger = await screen.findByRole("button", { name: /Admin/, hidden: true });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    // Closed: none of its links is in the page (a list merely marked hidden showed as the bar's flex row).
    expect(screen.queryByRole("link", { name: "Manage Orders", hidden: true })).not.toBeInTheDocument();
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const options = { hidden: true };
    const list = screen.getByRole("list", { name: "Admin", ...options });
    expect(trigger).toHaveAttribute("aria-controls", list.id);
    expect(getComputedStyle(list).display).toBe("block");
    expect(getComputedStyle(list).position).toBe("absolute");
    expect(screen.getByRole("link", { name: "Manage Orders", ...options })).toHaveAttribute("href", "/admin/orders");
    expect(screen.getByRole("link", { name: "Manage Samples", ...options })).toHaveAttribute("href", "/admin/samples");
    expect(screen.getByRole("link", { name: "Security Dashboard", ...options })).toHaveAttribute(
      "href",
      "/admin/security",
    );
    expect(screen.getByRole("link", { name: "Dashboard", ...options })).toHaveAttribute("href", "/dashboard");
    await user.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("list", { name: "Admin", ...options })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("opens the admin menu from the keyboard, moves through it with the arrows, and closes on a click outside", async () => {
    const user = userEvent.setup();
    showDesktopBar();
    const router = renderApp("/", signedInAs({ admin: true }));
    const trigger = await screen.findByRole("button", { name: /Admin/, hidden: true });
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Manage Orders", hidden: true })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Manage Samples", hidden: true })).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("link", { name: "Promotions", hidden: true })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    await user.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("heading", { name: "Home" }));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Manage Orders", hidden: true })).not.toBeInTheDocument();

    trigger.focus();
    await user.keyboard(" ");
    await user.click(screen.getByRole("link", { name: "Manage Orders", hidden: true }));
    expect(router.state.location.pathname).toBe("/admin/orders");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the 404 page with a link home for an unknown path", async () => {
    renderApp("/no-such-page");
    expect(await screen.findByText("Oops! Page not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});
