import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  accountFollowUpKey,
  builderPathFor,
  followUpId,
  MAX_OCCASION_REMINDERS,
  occasionReminderDueAt,
  OCCASION_REMINDER_ADDS_PER_HOUR,
  OCCASION_REMINDER_MESSAGES,
  type ApiErrorBody,
  type OccasionReminderView,
} from "@songs/domain";
import { api, postAs, runScheduled } from "../support/api";
import { eventually, localStripe, newCustomer, stackDb, type Customer } from "../support/checkout";
import { runFollowUpWith } from "../support/followUpRuns";
import { bringFollowUpDue, SWEEP } from "../support/lifecycleTime";
import { askForData, askToDelete } from "../support/privacy";

/**
 * Occasion reminders on the stack: a customer adds, lists and deletes their own; a bad request
 * writes nothing; a customer keeps at most 50 and adds 20 an hour; another customer reaches none of them; the reminder's follow-up is due 14 days
 * before the occasion and emails once, however often it runs, writing next year's; the account's
 * deletion takes them, and the copy of one's data holds them.
 */

const SLOW = { timeout: 240_000 };
const DAY_MS = 24 * 60 * 60 * 1000;
const PATH = "/api/occasion-reminders";

type Answer<T> = T & Partial<ApiErrorBody>;

/** The UTC day `days` from now ("2027-02-04"). */
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const add = (customer: Customer, body: Record<string, unknown>) =>
  postAs<{ reminder: OccasionReminderView }>(PATH, customer.token, {
    name: "Mum's birthday",
    occasion: "birthday",
    date: dayIn(60),
    yearly: true,
    ...body,
  });
const listOf = (customer: Customer) => api<{ reminders: OccasionReminderView[] }>(PATH, { token: customer.token });
const remove = (customer: Customer, id: string) =>
  api<Answer<{ deleted: boolean }>>(`${PATH}/${id}`, { method: "DELETE", token: customer.token });
const storedOf = (customer: Customer) =>
  stackDb().collection("occasionReminders").where("uid", "==", customer.uid).get();
const followUpsOfAccount = (customer: Customer) =>
  stackDb()
    .collection("followUps")
    .where("orderId", "==", accountFollowUpKey(customer.uid))
    .where("kind", "==", "remind_occasion")
    .get();
const reminderFollowUpId = (customer: Customer, reminderId: string, occursOn: string) =>
  followUpId(accountFollowUpKey(customer.uid), { kind: "remind_occasion", reminderId, occursOn });
const mailsOf = (reminderId: string) =>
  stackDb().collection("mail").where("occasionReminderId", "==", reminderId).get();

describe("occasion reminders", SLOW, () => {
  it("are added, listed soonest first and deleted by their customer, each deletion closing its email", async () => {
    const customer = await newCustomer("reminded");
    const later = await add(customer, { name: "Our anniversary", occasion: "anniversary", date: dayIn(90) });
    const sooner = await add(customer, { date: dayIn(40), yearly: false });
    expect(later.status, later.text).toBe(200);
    expect(sooner.status, sooner.text).toBe(200);
    expect(sooner.body.reminder).toMatchObject({ name: "Mum's birthday", nextOn: dayIn(40), remindOn: dayIn(26) });

    const listed = await listOf(customer);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.reminders.map((each) => each.name)).toEqual(["Mum's birthday", "Our anniversary"]);

    const deleted = await remove(customer, sooner.body.reminder.id);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await listOf(customer)).body.reminders.map((each) => each.id)).toEqual([later.body.reminder.id]);
    const closed = await stackDb()
      .collection("followUps")
      .doc(reminderFollowUpId(customer, sooner.body.reminder.id, dayIn(40)))
      .get();
    expect(closed.get("state")).toBe("done");
    expect((await remove(customer, sooner.body.reminder.id)).status).toBe(404);
  });

  it("answers a bad request 400 with each field's message and writes nothing", async () => {
    const customer = await newCustomer("mistyped");
    const bad = await add(customer, { name: " ", occasion: "party", date: "2027-02-30", yearly: "yes" });
    expect(bad.status, bad.text).toBe(400);
    expect(bad.body.error?.fields).toMatchObject({
      name: OCCASION_REMINDER_MESSAGES.nameRequired,
      occasion: OCCASION_REMINDER_MESSAGES.occasionRequired,
      date: OCCASION_REMINDER_MESSAGES.dateRequired,
    });
    expect(bad.body.error?.fields?.yearly).toBeTruthy();
    const past = await add(customer, { date: dayIn(-3), yearly: false });
    expect(past.status, past.text).toBe(400);
    expect(past.body.error?.fields?.date).toBe(OCCASION_REMINDER_MESSAGES.dateNotAhead);
    const long = await add(customer, { name: "x".repeat(101) });
    expect(long.body.error?.fields?.name).toBe(OCCASION_REMINDER_MESSAGES.nameTooLong);

    expect((await storedOf(customer)).size).toBe(0);
    expect((await followUpsOfAccount(customer)).size).toBe(0);
  });

  it("are at most 50 a customer, listed on one page, and 20 added an hour", async () => {
    const full = await newCustomer("full");
    const batch = stackDb().batch();
    for (let index = 0; index < MAX_OCCASION_REMINDERS; index += 1)
      batch.create(stackDb().collection("occasionReminders").doc(), {
        uid: full.uid,
        name: `Occasion ${index}`,
        occasion: "other",
        date: dayIn(30 + index),
        yearly: false,
        nextOn: dayIn(30 + index),
        createdAt: Timestamp.now(),
      });
    await batch.commit();
    expect((await listOf(full)).body.reminders).toHaveLength(MAX_OCCASION_REMINDERS);
    const refused = await add(full, {});
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.error?.message).toBe(OCCASION_REMINDER_MESSAGES.tooMany);
    expect((await storedOf(full)).size).toBe(MAX_OCCASION_REMINDERS);

    const busy = await newCustomer("busy");
    for (let index = 0; index < OCCASION_REMINDER_ADDS_PER_HOUR; index += 1)
      expect((await add(busy, { name: `Birthday ${index}` })).status).toBe(200);
    const tooMany = await add(busy, {});
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.error?.message).toBe(OCCASION_REMINDER_MESSAGES.tooManyAdds);
    expect((await storedOf(busy)).size).toBe(OCCASION_REMINDER_ADDS_PER_HOUR);
  });

  it("are no other customer's to read or delete", async () => {
    const owner = await newCustomer("owner");
    const other = await newCustomer("other");
    const mine = await add(owner, {});
    expect(mine.status, mine.text).toBe(200);
    expect((await listOf(other)).body.reminders).toEqual([]);
    const refused = await remove(other, mine.body.reminder.id);
    expect(refused.status).toBe(404);
    expect(refused.body.error?.message).toBe(OCCASION_REMINDER_MESSAGES.notFound);
    expect((await listOf(owner)).body.reminders.map((each) => each.id)).toEqual([mine.body.reminder.id]);
    expect((await api(PATH)).status).toBe(401);
  });

  it("emails once, 14 days before the occasion, however often its follow-up runs, and writes next year's", async () => {
    const customer = await newCustomer("planner");
    const occursOn = dayIn(45);
    const added = await add(customer, { name: "Grandad's birthday", date: occursOn });
    expect(added.status, added.text).toBe(200);
    const reminderId = added.body.reminder.id;
    const id = reminderFollowUpId(customer, reminderId, occursOn);
    const followUp = await stackDb().collection("followUps").doc(id).get();
    expect(followUp.get("state")).toBe("pending");
    expect(followUp.get("dueAt").toDate()).toEqual(occasionReminderDueAt({ occursOn }));
    expect(followUp.get("dueAt").toDate().getTime()).toBe(Date.parse(`${occursOn}T09:00:00Z`) - 14 * DAY_MS);

    // Not due yet: running it sends nothing.
    expect(await runFollowUpWith(localStripe(), id)).toBe("not_due");
    expect((await mailsOf(reminderId)).size).toBe(0);

    await bringFollowUpDue(id);
    const runs = await Promise.all([runFollowUpWith(localStripe(), id), runFollowUpWith(localStripe(), id)]);
    expect(runs).toContain("carried_out");
    await runScheduled(SWEEP);
    expect(await runFollowUpWith(localStripe(), id)).toBe("done_before");

    const mails = await mailsOf(reminderId);
    expect(mails.size).toBe(1);
    const mail = mails.docs[0]!;
    expect(mail.get("to")).toBe(customer.email);
    expect(mail.get("message.subject")).toContain("Grandad's birthday");
    expect(mail.get("message.text")).toContain(builderPathFor("birthday"));

    const nextYear = `${Number(occursOn.slice(0, 4)) + 1}${occursOn.slice(4)}`;
    const next = await stackDb()
      .collection("followUps")
      .doc(reminderFollowUpId(customer, reminderId, nextYear))
      .get();
    expect(next.get("state")).toBe("pending");
    expect(next.get("dueAt").toDate()).toEqual(occasionReminderDueAt({ occursOn: nextYear }));
    expect((await followUpsOfAccount(customer)).size).toBe(2);
    expect((await listOf(customer)).body.reminders[0]).toMatchObject({ nextOn: nextYear });
    // The follow-ups hold ids, never the reminder's words.
    expect(JSON.stringify(next.data())).not.toContain("Grandad");
  });

  it("are in the customer's copy of their data, and go with their account", async () => {
    const customer = await newCustomer("leaving");
    expect((await add(customer, { name: "Aunt Jo's retirement", occasion: "other" })).status).toBe(200);

    expect((await askForData(customer.token)).status).toBe(202);
    await runScheduled(SWEEP);
    const exported = await eventually(
      () => stackDb().collection("mail").where("uid", "==", customer.uid).get(),
      (found) => found.docs.some((doc) => doc.id.startsWith(`data-export-${customer.uid}-`)),
      "the export's email",
    );
    const text = String(exported.docs.find((doc) => doc.id.startsWith("data-export-"))!.get("message.text"));
    const file = (await (await fetch(/https?:\/\/\S+/.exec(text)?.[0] ?? "")).json()) as {
      occasionReminders: OccasionReminderView[];
    };
    expect(file.occasionReminders).toEqual([expect.objectContaining({ name: "Aunt Jo's retirement", yearly: true })]);

    const deleted = await askToDelete(customer.token);
    expect(deleted.status, deleted.text).toBe(200);
    await eventually(
      () => storedOf(customer),
      (found) => found.empty,
      "the reminders erased",
    );
  });
});
