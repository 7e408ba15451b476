// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ThemeProvider } from "styled-components";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/ApiError";
import { MESSAGES, VALIDATION, type ContactMessage } from "@songs/domain";
import { theme } from "../ui/theme";
import { ToastProvider } from "../ui/toast/ToastProvider";
import ContactDialog from "./ContactDialog";
import { ContactUsButton } from "./ContactUsButton";
import { jsonResponse, renderWithToasts, stubApi } from "../test/support/renderWithProviders";

type Send = (message: ContactMessage) => Promise<unknown>;

function Harness({ send }: { send: Send }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <ContactDialog open={open} onClose={() => setOpen(false)} send={send} />
    </>
  );
}

const renderDialog = (send: Send) => renderWithToasts(<Harness send={send} />);

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole("dialog", { name: "Contact Us" });
  await user.type(within(dialog).getByLabelText("Full Name"), "  Emma Wilson ");
  await user.type(within(dialog).getByLabelText("Email"), "emma@example.com");
  await user.type(within(dialog).getByLabelText("Phone"), "555-0100");
  await user.selectOptions(within(dialog).getByLabelText("Subject"), "Order Status");
  await user.type(within(dialog).getByLabelText("Message (max 250 words)"), "Where is my song?");
}

describe("contact dialog", () => {
  it("offers the five subjects after the 'Select a subject' placeholder", () => {
    renderDialog(vi.fn());
    const options = within(screen.getByLabelText("Subject")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Select a subject",
      "Billing",
      "Order Status",
      "General Request",
      "Refund",
      "Other",
    ]);
  });

  it("shows the schema's message under each invalid field and does not send", async () => {
    const user = userEvent.setup();
    const send = vi.fn<Send>();
    renderDialog(send);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const expectations: [string, string][] = [
      ["Full Name", VALIDATION.fullNameRequired],
      ["Email", VALIDATION.invalidEmail],
      ["Phone", VALIDATION.phoneRequired],
      ["Subject", VALIDATION.subjectRequired],
      ["Message (max 250 words)", VALIDATION.messageRequired],
    ];
    for (const [label, message] of expectations) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses a message over 1500 characters and a too-long phone number", async () => {
    const user = userEvent.setup();
    renderDialog(vi.fn<Send>());
    await fillValidForm(user);
    await user.type(screen.getByLabelText("Phone"), "1".repeat(20));
    const message = screen.getByLabelText("Message (max 250 words)");
    await user.clear(message);
    await user.click(message);
    await user.paste("a".repeat(1501));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText(VALIDATION.messageTooLong)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.phoneTooLong)).toBeInTheDocument();
  });

  it("disables its buttons and says 'Sending...' while sending, then thanks, clears and closes", async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const send = vi.fn<Send>(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDialog(send);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      fullName: "Emma Wilson",
      email: "emma@example.com",
      phone: "555-0100",
      subject: "order_status",
      message: "Where is my song?",
    });

    finish();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(MESSAGES.contactSentTitle);
    expect(status).toHaveTextContent(MESSAGES.contactSent);

    await user.click(screen.getByRole("button", { name: "Reopen" }));
    expect(screen.getByLabelText("Full Name")).toHaveValue("");
    expect(screen.getByLabelText("Message (max 250 words)")).toHaveValue("");
  });

  it("keeps the dialog open with the text typed when sending fails", async () => {
    const user = userEvent.setup();
    renderDialog(vi.fn<Send>().mockRejectedValue(new ApiError(500, "internal", "Boom")));
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent(MESSAGES.contactFailedTitle));
    expect(alert).toHaveTextContent(MESSAGES.contactFailed);
    expect(screen.getByRole("dialog", { name: "Contact Us" })).toBeInTheDocument();
    expect(screen.getByLabelText("Message (max 250 words)")).toHaveValue("Where is my song?");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("opens from the footer button and posts to /api/contact", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ "/api/contact": () => jsonResponse(201, { message: "sent" }) });
    render(
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <ContactUsButton />
        </ToastProvider>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Contact Us" }));
    await screen.findByRole("dialog", { name: "Contact Us" });
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [path, init] = fetchMock.mock.calls[0]! as unknown as [string, RequestInit];
    expect(path).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toMatchObject({ subject: "order_status" });
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.contactSentTitle);
  });
});
