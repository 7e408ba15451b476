import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";

/**
 * Recipient domains the local stand-in for the Trigger Email extension does not deliver to, so a
 * failed delivery can be seen locally (docs/local-stack.md, "Email"):
 * - `bounce.test`: every attempt fails (a mailbox that does not exist);
 * - `greylist.test`: the first attempt fails (a server that asks to try later), the next succeeds,
 *   so "Send again" on the admins' Operations page delivers it.
 */
export const BOUNCING_DOMAIN = "bounce.test";
export const GREYLISTING_DOMAIN = "greylist.test";

/** What the SMTP server would have answered for `to` on attempt `attempt` (1 first); null when it accepts. */
export function deliveryRefusal(to: readonly string[], attempt: number): string | null {
  const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();
  const bounced = to.find((address) => domainOf(address) === BOUNCING_DOMAIN);
  if (bounced)
    return `Error: Can't send mail - all recipients were rejected: 550 5.1.1 <${bounced}>: Recipient address rejected: User unknown in virtual mailbox table`;
  const greylisted = to.find((address) => domainOf(address) === GREYLISTING_DOMAIN);
  if (greylisted && attempt === 1)
    return `Error: Can't send mail - all recipients were rejected: 450 4.7.1 <${greylisted}>: Recipient address rejected: Greylisted, please try again later`;
  return null;
}

const recipientsOf = (doc: DocumentSnapshot): string[] => {
  const to = doc.get("to") as unknown;
  return (Array.isArray(to) ? to : [to]).filter(
    (address): address is string => typeof address === "string" && address !== "",
  );
};

/**
 * Stands in for the Trigger Email extension on the `mail` collection (`{ to, message: { subject,
 * text, html } }`), and records each delivery on the document as the extension does: `delivery`
 * with `state` PROCESSING, then SUCCESS (with `info`) or ERROR (with `error`), `attempts`,
 * `startTime`, `endTime`, `leaseExpireTime`. A document whose `delivery.state` is set to RETRY is
 * delivered again (the extension's documented retry). With `print`, each delivered email is printed
 * to the console. Mail already there when the watch begins (kept from an earlier run, or the
 * seed's) is left alone: a restart must not look like a second send. Resolves once that mail is
 * known, so the caller can start what sends mail after it.
 */
export async function watchMail(db: Firestore, options: { print: boolean }): Promise<{ stop(): void }> {
  const collection = db.collection("mail");
  const deliver = async (doc: DocumentSnapshot) => {
    const attempt =
      (typeof doc.get("delivery.attempts") === "number" ? (doc.get("delivery.attempts") as number) : 0) + 1;
    const now = Date.now();
    await doc.ref.update({
      "delivery.state": "PROCESSING",
      "delivery.attempts": attempt,
      "delivery.startTime": FieldValue.serverTimestamp(),
      "delivery.leaseExpireTime": Timestamp.fromMillis(now + 60_000),
      "delivery.error": null,
    });
    const to = recipientsOf(doc);
    const refusal = deliveryRefusal(to, attempt);
    if (refusal) {
      await doc.ref.update({
        "delivery.state": "ERROR",
        "delivery.error": refusal,
        "delivery.endTime": FieldValue.serverTimestamp(),
        "delivery.leaseExpireTime": null,
      });
      if (options.print) console.log(`✉ Mail ${doc.id} to ${to.join(", ")} was not delivered: ${refusal}`);
      return;
    }
    await doc.ref.update({
      "delivery.state": "SUCCESS",
      "delivery.endTime": FieldValue.serverTimestamp(),
      "delivery.leaseExpireTime": null,
      "delivery.info": {
        messageId: `<${doc.id}@local-mail-printer>`,
        accepted: to,
        rejected: [],
        pending: [],
        response: "250 2.0.0 Ok: printed by the local stack",
      },
    });
    if (!options.print) return;
    const message = doc.get("message") as { subject?: unknown; text?: unknown } | undefined;
    console.log(
      [
        `✉ Mail ${doc.id} to ${to.join(", ")}`,
        `  Subject: ${String(message?.subject ?? "")}`,
        ...String(message?.text ?? "")
          .split("\n")
          .map((line) => `  ${line}`),
      ].join("\n"),
    );
  };
  const deliverQuietly = (doc: DocumentSnapshot) =>
    deliver(doc).catch(() => {
      // The emulator is stopping, or the document is gone (the test removed it).
    });

  let first = true;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  const unsubscribe = collection.onSnapshot(
    (snapshot) => {
      if (first) {
        first = false;
        resolveReady();
        return;
      }
      for (const change of snapshot.docChanges()) {
        const state = change.doc.get("delivery.state") as unknown;
        if (change.type === "added" && state === undefined) void deliverQuietly(change.doc);
        if (change.type !== "removed" && state === "RETRY") void deliverQuietly(change.doc);
      }
    },
    () => resolveReady(),
  );
  await ready;
  return { stop: () => unsubscribe() };
}
