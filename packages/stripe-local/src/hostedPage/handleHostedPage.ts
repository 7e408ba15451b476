/**
 * The hosted test checkout page at `/c/pay/:sessionId`: the card form, Stripe's test cards'
 * outcomes, and the 3-D Secure step at `/c/pay/:sessionId/authenticate/:attemptId`.
 */
import { type ServerResponse } from "node:http";
import { type Account } from "../account/Account";
import { completePayment, recordFailedAttempt } from "../account/checkoutPayments";
import { getSessionRecord } from "../account/checkoutSessions";
import { discountRefusalAtPayment } from "../account/discounts";
import { newId } from "../account/ids";
import { type SessionRecord } from "../account/SessionRecord";
import { parseForm, type FormObject } from "../form";
import { HttpError, readBody } from "../http/readBody";
import { redirect, sendHtml, type RequestHandler } from "../http/responses";
import { FIELDS, MESSAGES, checkPayment, type CheckedPayment, type FieldErrors, type FormFields } from "./cards";
import { renderChallengePage, renderCheckoutPage, renderMessagePage } from "./renderPages";

interface PendingAuthentication {
  sessionId: string;
  payment: CheckedPayment;
  fields: FormFields;
}

const successLocation = (record: SessionRecord) =>
  (record.session.success_url ?? "").replace(/\{CHECKOUT_SESSION_ID\}/g, record.session.id);

const closedPage = (res: ServerResponse, record: SessionRecord) => {
  const s = record.session;
  if (s.status === "complete") {
    sendHtml(
      res,
      200,
      renderMessagePage(
        "This payment is complete",
        "This checkout session has already been paid. You can close this page.",
        s.success_url ? { href: successLocation(record), label: "Continue" } : undefined,
      ),
    );
  } else {
    sendHtml(
      res,
      200,
      renderMessagePage(
        "This checkout session has expired",
        "The time to pay for this order has run out. Go back and start the payment again.",
        s.cancel_url ? { href: s.cancel_url, label: "Back" } : undefined,
      ),
    );
  }
};

const formFields = (params: FormObject): FormFields => {
  const fields: FormFields = {};
  for (const name of FIELDS) {
    const v = params[name];
    if (typeof v === "string") fields[name] = v.slice(0, 200);
  }
  return fields;
};

const keptFields = (fields: FormFields): FormFields => ({ ...fields, card_number: "" });

export function hostedPageHandler(account: Account): RequestHandler {
  const pendingAuth = new Map<string, PendingAuthentication>();

  /** Pays, unless the session's discount can no longer be redeemed (then the page says why). */
  const finishPayment = (res: ServerResponse, record: SessionRecord, payment: CheckedPayment, fields: FormFields) => {
    const refusal = discountRefusalAtPayment(account, record, {
      customer: record.session.customer,
      email: payment.email,
    });
    if (refusal) {
      sendHtml(res, 200, renderCheckoutPage(record, { fields: keptFields(fields), banner: refusal }));
      return;
    }
    completePayment(account, record.session.id, payment.card, payment.billing, payment.shipping, payment.dispute);
    if (record.session.success_url) redirect(res, successLocation(record));
    else sendHtml(res, 200, renderMessagePage("Payment complete", "Thanks for your payment. You can close this page."));
  };

  // Pages answer 200 even when they show a payment problem, as Stripe's page does: a browser
  // would log a 4xx document as a console error, which end-to-end suites treat as a failure.
  return async (req, res, method, url) => {
    const pay = /^\/c\/pay\/([^/]+)(?:\/authenticate\/([^/]+))?\/?$/.exec(url.pathname);
    if (!pay) {
      sendHtml(res, 404, renderMessagePage("Page not found", "There is nothing at this address."));
      return;
    }
    const sessionId = decodeURIComponent(pay[1] ?? "");
    const attemptId = pay[2] ? decodeURIComponent(pay[2]) : undefined;
    let record: SessionRecord;
    try {
      record = getSessionRecord(account, sessionId);
    } catch {
      sendHtml(
        res,
        404,
        renderMessagePage(
          "Checkout session not found",
          "This payment link is not valid. Go back to the shop and try again.",
        ),
      );
      return;
    }
    const body = method === "POST" ? await readBody(req) : "";
    if (record.session.status !== "open") {
      closedPage(res, record);
      return;
    }

    if (attemptId) {
      const pending = pendingAuth.get(attemptId);
      if (!pending || pending.sessionId !== sessionId) {
        sendHtml(
          res,
          404,
          renderMessagePage("Authentication not found", "This authentication step has ended. Go back and pay again.", {
            href: `/c/pay/${sessionId}`,
            label: "Back to payment",
          }),
        );
        return;
      }
      if (method === "GET") {
        sendHtml(res, 200, renderChallengePage(record, attemptId));
        return;
      }
      if (method !== "POST") throw new HttpError(405, "Method not allowed");
      pendingAuth.delete(attemptId);
      const result = parseForm(body).result;
      if (result === "complete") {
        finishPayment(res, record, pending.payment, pending.fields);
        return;
      }
      recordFailedAttempt(account, sessionId, pending.payment.card, pending.payment.billing, "authentication_failed");
      sendHtml(
        res,
        200,
        renderCheckoutPage(record, { fields: keptFields(pending.fields), banner: MESSAGES.authenticationFailed }),
      );
      return;
    }

    if (method === "GET") {
      sendHtml(res, 200, renderCheckoutPage(record));
      return;
    }
    if (method !== "POST") throw new HttpError(405, "Method not allowed");
    const fields = formFields(parseForm(body));
    const checked = checkPayment(fields, {
      allowedShippingCountries: record.session.shipping_address_collection?.allowed_countries ?? null,
    });
    if (!checked.ok) {
      const errors: FieldErrors = checked.errors;
      sendHtml(
        res,
        200,
        renderCheckoutPage(record, { fields: errors.card_number ? keptFields(fields) : fields, errors }),
      );
      return;
    }
    const payment = checked.payment;
    if (payment.behaviour === "decline") {
      recordFailedAttempt(account, sessionId, payment.card, payment.billing, "card_declined");
      sendHtml(res, 200, renderCheckoutPage(record, { fields: keptFields(fields), banner: MESSAGES.declined }));
      return;
    }
    if (payment.behaviour === "three_d_secure") {
      const id = newId("auth_");
      pendingAuth.set(id, { sessionId, payment, fields });
      redirect(res, `/c/pay/${encodeURIComponent(sessionId)}/authenticate/${id}`);
      return;
    }
    finishPayment(res, record, payment, fields);
  };
}
