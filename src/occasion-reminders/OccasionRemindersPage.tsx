import styled from "styled-components";
import {
  formatDay,
  MESSAGES,
  OCCASION_REMINDER_DAYS_BEFORE,
  occasionReminderRequestSchema,
  occasionRemindersSchema,
  OCCASIONS,
  type OccasionReminderRequest,
  type OccasionReminderView,
} from "@songs/domain";
import { useApiQuery } from "../api/useApiQuery";
import { Button, ButtonLink } from "../ui/Button";
import { CheckboxLabel } from "../ui/CheckboxLabel";
import { FormField, Input, NativeSelect } from "../ui/FormField";
import { ActionRow, Container, Section, StackList } from "../ui/layout";
import { LoadingText } from "../ui/LoadingText";
import { MutedText } from "../ui/MutedText";
import { PageHeading } from "../ui/PageHeading";
import { RecordRow } from "../ui/RecordRow";
import { useRowAction } from "../ui/useRowAction";
import { useServerCheckedForm } from "../ui/useServerCheckedForm";
import { addOccasionReminder, deleteOccasionReminder, OCCASION_REMINDERS_PATH } from "./occasionRemindersApi";

const Part = styled.section`
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space.xl};
`;

const FIELDS = ["name", "occasion", "date", "yearly"] as const;

/** When the reminder's email goes, or went. */
function whenSaid(reminder: OccasionReminderView, today: string): string {
  const remind = formatDay(reminder.remindOn);
  if (reminder.remindOn < today)
    return reminder.yearly ? `Reminded on ${remind}` : `Reminded on ${remind}; it will not come again`;
  return `We will email you on ${remind}`;
}

function AddReminderForm({ onAdded }: { onAdded: (reminder: OccasionReminderView) => void }) {
  const { register, handleSubmit, reset, formState, failure } = useServerCheckedForm<OccasionReminderRequest>(
    occasionReminderRequestSchema,
    { name: "", occasion: "birthday", date: "", yearly: true },
    FIELDS,
  );
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (request) => {
    failure.clear();
    try {
      onAdded(await addOccasionReminder(request));
      reset();
    } catch (error) {
      failure.show(error);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-reminder-heading">
      <h2 id="add-reminder-heading">Add a reminder</h2>
      {failure.message && <p role="alert">{failure.message}</p>}
      <FormField label="What is the occasion?" error={errors.name?.message}>
        <Input placeholder="Mum's birthday" autoComplete="off" {...register("name")} />
      </FormField>
      <FormField label="Kind of occasion" error={errors.occasion?.message}>
        <NativeSelect {...register("occasion")}>
          {OCCASIONS.map((each) => (
            <option key={each.id} value={each.id}>
              {each.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Date" error={errors.date?.message}>
        <Input type="date" {...register("date")} />
      </FormField>
      <CheckboxLabel>
        <input type="checkbox" {...register("yearly")} /> Every year
      </CheckboxLabel>
      <ActionRow>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Adding..." : "Add reminder"}
        </Button>
      </ActionRow>
    </form>
  );
}

/**
 * `/dashboard/reminders` (a customer): their occasions, each emailed `OCCASION_REMINDER_DAYS_BEFORE`
 * days ahead with a link to start its song; add one, delete one.
 */
export default function OccasionRemindersPage() {
  const reminders = useApiQuery(OCCASION_REMINDERS_PATH, occasionRemindersSchema);
  const { busyId, run } = useRowAction();
  const today = new Date().toISOString().slice(0, 10);
  const list = reminders.data?.reminders;
  const added = (reminder: OccasionReminderView) =>
    reminders.update(({ reminders: all }) => ({
      reminders: [...all, reminder].sort((a, b) => a.nextOn.localeCompare(b.nextOn)),
    }));
  const remove = (reminder: OccasionReminderView) =>
    run(reminder.id, () => deleteOccasionReminder(reminder.id), {
      done: () => {
        reminders.update(({ reminders: all }) => ({ reminders: all.filter((each) => each.id !== reminder.id) }));
        return { title: `Reminder for ${reminder.name} deleted.` };
      },
      failed: (error) => ({
        title: error instanceof Error ? error.message : MESSAGES.unexpectedError,
        variant: "destructive",
      }),
    });
  return (
    <>
      <PageHeading
        title="Occasion reminders"
        lead={`We email you ${OCCASION_REMINDER_DAYS_BEFORE} days before each occasion, in time to order its song.`}
      />
      <Section as="div">
        <Container>
          <Part aria-labelledby="reminders-heading">
            <h2 id="reminders-heading">Your reminders</h2>
            {reminders.isLoading && <LoadingText>Loading your reminders...</LoadingText>}
            {reminders.isOffline && <p role="status">You are offline. Your reminders show when you are back online.</p>}
            {reminders.error && <p role="alert">{reminders.error.message}</p>}
            {list?.length === 0 && <MutedText>No reminders yet. Add the first below.</MutedText>}
            {list && list.length > 0 && (
              <StackList aria-label="Your reminders">
                {list.map((reminder) => (
                  <RecordRow key={reminder.id}>
                    <strong>{reminder.name}</strong>
                    <span>
                      {formatDay(reminder.nextOn)}
                      {reminder.yearly ? ", every year" : ""}
                    </span>
                    <MutedText as="span">{whenSaid(reminder, today)}</MutedText>
                    <ActionRow>
                      <Button
                        variant="outline"
                        aria-label={`Delete the reminder for ${reminder.name}`}
                        disabled={busyId === reminder.id}
                        onClick={() => void remove(reminder)}
                      >
                        Delete
                      </Button>
                    </ActionRow>
                  </RecordRow>
                ))}
              </StackList>
            )}
          </Part>
          {list && (
            <Part>
              <AddReminderForm onAdded={added} />
            </Part>
          )}
          <ActionRow>
            <ButtonLink variant="ghost" to="/dashboard">
              Back to your dashboard
            </ButtonLink>
          </ActionRow>
        </Container>
      </Section>
    </>
  );
}
