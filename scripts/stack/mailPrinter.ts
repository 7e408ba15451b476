import type { Firestore } from "firebase-admin/firestore";

/**
 * Prints every new document of the `mail` collection (the Trigger Email extension's format:
 * `{ to, message: { subject, text, html } }`), so emails the product sends show in the console.
 * Mail already there when the watch begins (kept from an earlier run, or the seed's) is not
 * printed: a restart must not look like a second send. Resolves once that mail is known, so the
 * caller can start what sends mail after it.
 */
export async function watchMail(db: Firestore, intervalMs = 1000): Promise<{ stop(): void }> {
  const seen = new Set<string>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async (print: boolean) => {
    try {
      const snapshot = await db.collection("mail").get();
      for (const doc of snapshot.docs) {
        if (seen.has(doc.id)) continue;
        seen.add(doc.id);
        if (!print) continue;
        const data = doc.data() as { to?: unknown; message?: { subject?: unknown; text?: unknown } };
        const to = Array.isArray(data.to) ? data.to.join(", ") : String(data.to ?? "");
        console.log(
          [`✉ Mail ${doc.id} to ${to}`, `  Subject: ${String(data.message?.subject ?? "")}`, ...String(data.message?.text ?? "").split("\n").map((line) => `  ${line}`)].join("\n"),
        );
      }
    } catch {
      // The emulator is stopping; try again next time.
    }
    if (!stopped) timer = setTimeout(() => void poll(true), intervalMs);
  };
  await poll(false);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
