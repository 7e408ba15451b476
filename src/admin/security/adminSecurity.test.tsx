// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MESSAGES, type SecurityAlerts, type SecurityMetrics } from "@songs/domain";
import { jsonResponse, renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import AdminSecurityPage from "./AdminSecurityPage";

const metricsPath = (range: string) => `/api/admin/security?action=get_metrics&timeRange=${range}`;
const alertsPath = (range: string) => `/api/admin/security?action=get_alerts&timeRange=${range}`;

const metrics: SecurityMetrics = {
  failedLogins: 7,
  fraudScores: { critical: 2 },
  securityEvents: {
    login_failed: 7,
    account_locked: 1,
    login_blocked: 0,
    sign_in: 4,
    password_changed: 0,
    mfa_enrolled: 0,
    mfa_verified: 3,
    mfa_failed: 0,
    fraud_blocked: 0,
  },
  fileUploads: { rejected: 1 },
};

const alerts: SecurityAlerts = {
  criticalFraud: [
    {
      id: "f1",
      level: "critical",
      score: 85,
      autoBlocked: true,
      factors: ["new_account", "high_amount"],
      recipientName: "Jane Doe",
      totalCents: 12900,
      createdAt: "2025-03-04T10:00:00.000Z",
    },
    {
      id: "f2",
      level: "medium",
      score: 45,
      autoBlocked: false,
      factors: ["shared_address"],
      recipientName: "Sam Lee",
      totalCents: 2499,
      createdAt: "2025-03-04T09:00:00.000Z",
    },
  ],
  securityEvents: [
    {
      id: "e1",
      type: "login_failed",
      ip: "203.0.113.9",
      account: { email: "jane@example.com" },
      createdAt: "2025-03-04T08:00:00.000Z",
    },
    { id: "e2", type: "mfa_failed", ip: null, account: { email: null }, createdAt: "2025-03-04T07:00:00.000Z" },
    { id: "e3", type: "sign_in", ip: "203.0.113.7", account: null, createdAt: "2025-03-04T06:00:00.000Z" },
  ],
  rejectedUploads: [
    {
      id: "u1",
      fileName: "song.mp3",
      mimeType: "image/png",
      size: 2048,
      errors: ["File content does not match an audio type"],
      createdAt: "2025-03-04T07:00:00.000Z",
    },
  ],
};

const emptyAlerts: SecurityAlerts = { criticalFraud: [], securityEvents: [], rejectedUploads: [] };
const zeroMetrics: SecurityMetrics = {
  failedLogins: 0,
  fraudScores: { critical: 0 },
  securityEvents: {},
  fileUploads: { rejected: 0 },
};

function card(title: string) {
  return screen.getByRole("heading", { level: 2, name: title }).closest("li")!;
}

describe("admin security dashboard", () => {
  it("shows skeletons while loading, then the four cards for the last 24 hours by default", async () => {
    const fetchMock = stubApi({ [metricsPath("24h")]: metrics, [alertsPath("24h")]: alerts });
    renderWithProviders(<AdminSecurityPage />, { route: "/admin/security" });
    expect(screen.getByRole("heading", { level: 1, name: "Security Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Time range" })).toHaveValue("24h");
    expect(
      within(screen.getByRole("combobox", { name: "Time range" }))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Last Hour", "Last 24 Hours", "Last 7 Days", "Last 30 Days"]);
    expect(screen.getAllByTestId("skeleton").length).toBeGreaterThan(0);

    expect(await screen.findByText("7")).toBeInTheDocument();
    expect(screen.queryAllByTestId("skeleton")).toHaveLength(0);
    expect(card("Failed Logins")).toHaveTextContent("7");
    expect(card("Critical Fraud")).toHaveTextContent("2High-risk transactions blocked");
    // Ordinary log-ins (4, and 3 two-factor codes accepted) are counted by type but are no incidents.
    expect(card("Security Events")).toHaveTextContent("8Total security incidents");
    expect(card("Rejected Files")).toHaveTextContent("1Invalid file uploads blocked");
    expect(fetchMock).toHaveBeenCalledWith(metricsPath("24h"), expect.anything());
    expect(fetchMock).toHaveBeenCalledWith(alertsPath("24h"), expect.anything());
  });

  it("lists fraud alerts with level badge, score, BLOCKED, recipient, total and factor types", async () => {
    stubApi({ [metricsPath("24h")]: metrics, [alertsPath("24h")]: alerts });
    renderWithProviders(<AdminSecurityPage />, { route: "/admin/security" });
    const list = await screen.findByRole("list", { name: "Fraud alerts" });
    const [critical, medium] = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list);
    expect(within(critical!).getByText("CRITICAL")).toBeInTheDocument();
    expect(critical).toHaveTextContent("Score: 85/100");
    expect(within(critical!).getByText("BLOCKED")).toBeInTheDocument();
    expect(critical).toHaveTextContent("Jane Doe");
    expect(critical).toHaveTextContent("$129.00");
    expect(within(critical!).getByRole("list", { name: "Risk factors" })).toHaveTextContent("new_accounthigh_amount");
    expect(critical!.querySelector("time")).toHaveAttribute("dateTime", "2025-03-04T10:00:00.000Z");
    expect(within(medium!).getByText("MEDIUM")).toBeInTheDocument();
    expect(within(medium!).queryByText("BLOCKED")).not.toBeInTheDocument();
    expect(medium).toHaveTextContent("$24.99");
  });

  it("switches tabs with the arrow keys and shows events and rejected files", async () => {
    stubApi({ [metricsPath("24h")]: metrics, [alertsPath("24h")]: alerts });
    const user = userEvent.setup();
    renderWithProviders(<AdminSecurityPage />, { route: "/admin/security" });
    await screen.findByRole("list", { name: "Fraud alerts" });
    const tablist = screen.getByRole("tablist", { name: "Security alerts" });
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Fraud Alerts", "Security Events", "File Validations"]);

    await user.click(screen.getByRole("tab", { name: "Fraud Alerts" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Security Events" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Security Events" })).toHaveFocus();
    const [event, refused, loggedIn] = within(screen.getByRole("list", { name: "Security events" })).getAllByRole(
      "listitem",
    );
    // A readable label, never the stored code.
    expect(event).toHaveTextContent("Log-in failed");
    expect(event).not.toHaveTextContent("login_failed");
    expect(event).toHaveTextContent("203.0.113.9");
    // The account the event names, while it exists (the event itself keeps only a hash of the email).
    expect(event).toHaveTextContent("jane@example.com");
    expect(event!.querySelector("time")).toHaveAttribute("dateTime", "2025-03-04T08:00:00.000Z");
    expect(refused).toHaveTextContent("Two-factor code refused");
    expect(refused).toHaveTextContent("Deleted account");
    expect(refused).toHaveTextContent("Unknown IP");
    expect(loggedIn).toHaveTextContent("Logged in");
    expect(loggedIn).not.toHaveTextContent("Deleted account");

    await user.keyboard("{ArrowRight}");
    const files = screen.getByRole("list", { name: "Rejected files" });
    const file = within(files).getAllByRole("listitem")[0]!;
    expect(within(file).getByText("REJECTED")).toBeInTheDocument();
    expect(file).toHaveTextContent("song.mp3");
    expect(file).toHaveTextContent("image/png");
    expect(file).toHaveTextContent("2.00 KB");
    expect(within(file).getByRole("list", { name: "Validation errors" })).toHaveTextContent(
      "File content does not match an audio type",
    );

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Fraud Alerts" })).toHaveAttribute("aria-selected", "true");
  });

  it("says so in each tab when nothing happened in the range", async () => {
    stubApi({ [metricsPath("24h")]: zeroMetrics, [alertsPath("24h")]: emptyAlerts });
    const user = userEvent.setup();
    renderWithProviders(<AdminSecurityPage />, { route: "/admin/security" });
    expect(await screen.findByText(MESSAGES.fraudAlertsEmpty)).toBeInTheDocument();
    expect(card("Security Events")).toHaveTextContent("0Total security incidents");
    await user.click(screen.getByRole("tab", { name: "Security Events" }));
    expect(screen.getByText(MESSAGES.securityEventsEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "File Validations" }));
    expect(screen.getByText(MESSAGES.rejectedFilesEmpty)).toBeInTheDocument();
  });

  it("reloads both calls when the time range changes", async () => {
    const fetchMock = stubApi({
      [metricsPath("24h")]: zeroMetrics,
      [alertsPath("24h")]: emptyAlerts,
      [metricsPath("7d")]: metrics,
      [alertsPath("7d")]: alerts,
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminSecurityPage />, { route: "/admin/security" });
    await screen.findByText(MESSAGES.fraudAlertsEmpty);
    await user.selectOptions(screen.getByRole("combobox", { name: "Time range" }), "Last 7 Days");
    expect(await screen.findByRole("list", { name: "Fraud alerts" })).toBeInTheDocument();
    expect(card("Failed Logins")).toHaveTextContent("7");
    expect(fetchMock).toHaveBeenCalledWith(metricsPath("7d"), expect.anything());
    expect(fetchMock).toHaveBeenCalledWith(alertsPath("7d"), expect.anything());
  });

  it("confirms a successful refresh with a toast and reads the figures again", async () => {
    let failedLogins = 1;
    stubApi({
      [metricsPath("24h")]: () => jsonResponse(200, { ...zeroMetrics, failedLogins: failedLogins++ }),
      [alertsPath("24h")]: emptyAlerts,
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminSecurityPage />, { route: "/admin/security" });
    await screen.findByText(MESSAGES.fraudAlertsEmpty);
    expect(card("Failed Logins")).toHaveTextContent("1");
    expect(screen.queryByText(MESSAGES.securityRefreshed)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText(MESSAGES.securityRefreshed)).toBeInTheDocument();
    expect(card("Failed Logins")).toHaveTextContent("2");
  });

  it("shows 'Failed to load security data' when either call fails", async () => {
    stubApi({
      [metricsPath("24h")]: metrics,
      [alertsPath("24h")]: () => jsonResponse(403, { error: { code: "mfa_required", message: "Enter your code" } }),
    });
    renderWithProviders(<AdminSecurityPage />, { route: "/admin/security" });
    const alert = await screen.findByRole("alert");
    expect(await within(alert).findByText(MESSAGES.securityLoadFailed)).toBeInTheDocument();
    expect(card("Failed Logins")).toHaveTextContent("—");
    expect(screen.queryByText(MESSAGES.fraudAlertsEmpty)).not.toBeInTheDocument();
  });
  it("appends a list's next page with its 'Show more', announced while it loads, until the list ends", async () => {
    const older = {
      ...alerts.criticalFraud[1]!,
      id: "f3",
      recipientName: "Old Alert",
      createdAt: "2025-03-03T09:00:00.000Z",
    };
    let answerPage!: (response: Response) => void;
    const fetchMock = stubApi({
      [metricsPath("24h")]: metrics,
      [alertsPath("24h")]: {
        ...alerts,
        nextCursors: { criticalFraud: "page 2", securityEvents: null, rejectedUploads: null },
      },
      [`${alertsPath("24h")}&list=criticalFraud&cursor=page%202`]: () =>
        new Promise<Response>((resolve) => (answerPage = resolve)),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminSecurityPage />, { route: "/admin/security" });
    const list = await screen.findByRole("list", { name: "Fraud alerts" });
    const more = screen.getByRole("button", { name: "Show more fraud alerts" });

    more.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByText("Loading older alerts...")).toHaveAttribute("role", "status");
    expect(more).toHaveAttribute("aria-busy", "true");
    answerPage(
      jsonResponse(200, {
        ...emptyAlerts,
        criticalFraud: [older],
        nextCursors: { criticalFraud: null, securityEvents: null, rejectedUploads: null },
      }),
    );

    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("listitem")
          .filter((item) => item.parentElement === list),
      ).toHaveLength(3),
    );
    expect(list).toHaveTextContent("Old Alert");
    expect(screen.queryByRole("button", { name: "Show more fraud alerts" })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `${alertsPath("24h")}&list=criticalFraud&cursor=page%202`,
      expect.anything(),
    );
    // The other lists end within their first page: no button under them.
    await user.click(screen.getByRole("tab", { name: "Security Events" }));
    expect(screen.queryByRole("button", { name: "Show more security events" })).not.toBeInTheDocument();
  });
});
