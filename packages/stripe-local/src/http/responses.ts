/** The server's answers: Stripe-style JSON, the hosted pages' HTML, and redirects. */
import { type IncomingMessage, type ServerResponse } from "node:http";
import { newId } from "../account/ids";

export type SendJson = (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) => void;

/** Every request the server routes, after its method and URL are read. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse, method: string, url: URL) => Promise<void>;

/** JSON answers carry a request id and the API version in use, as Stripe's do. */
export function jsonSender(apiVersion: () => string): SendJson {
  return (res, status, body, headers = {}) => {
    const text = typeof body === "string" ? body : JSON.stringify(body, null, 2);
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": newId("req_", 14),
      "stripe-version": apiVersion(),
      "cache-control": "no-cache, no-store",
      ...headers,
    });
    res.end(text);
  };
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-security-policy":
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, "cache-control": "no-store" });
  res.end();
}
