import { get, useFormContext, useWatch, type FieldError } from "react-hook-form";
import styled from "styled-components";
import {
  DEFAULT_GIFT_TIME,
  deviceTimeZone,
  localDateAndTime,
  MAX_GIFT_MESSAGE_LENGTH,
  type GiftDeliveryRequest,
} from "@songs/domain";
import { CountedTextAreaField } from "../../ui/CountedTextAreaField";
import { FormField, Input, NativeSelect } from "../../ui/FormField";

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** A checkbox or radio with its label, one 44 px row. */
export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;

/** Every zone the browser knows, with `current` kept in the list. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  return known.includes(current) ? known : [current, ...known];
}

/** A new delivery's fields: tomorrow at 8:00 where this browser is, from `senderName`. */
export function blankGiftDelivery(senderName = ""): GiftDeliveryRequest {
  // The zone this browser is in: the first guess for where the recipient lives.
  const timeZone = deviceTimeZone();
  const tomorrow = localDateAndTime(new Date(Date.now() + 24 * 60 * 60 * 1000), timeZone).date;
  return {
    recipientEmail: "",
    senderName,
    date: tomorrow,
    time: DEFAULT_GIFT_TIME,
    timeZone,
    message: "",
    allowDownload: false,
  };
}

interface GiftDeliveryFieldsProps {
  /** Where the delivery's fields sit in the form: at its root (""), or under a field ("gift."). */
  prefix?: "" | "gift.";
  /** Whether to offer "Let them download the song" (a song gift's recipient orders their own song: no). */
  withDownload?: boolean;
}

/**
 * "Send it to them": the recipient's email, the day and time where they live (8:00 unless another
 * time is chosen), who it is from, a short message, and whether they may download the song. The
 * fields of the surrounding react-hook-form form (useFormContext), with its messages.
 */
export function GiftDeliveryFields({ prefix = "", withDownload = true }: GiftDeliveryFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext();
  const path = (key: keyof GiftDeliveryRequest) => `${prefix}${key}`;
  const errorOf = (key: keyof GiftDeliveryRequest): string | undefined =>
    (get(errors, path(key)) as FieldError | undefined)?.message;
  const timeZone = useWatch({ control, name: path("timeZone") }) as string;
  const messageLength = (useWatch({ control, name: path("message") }) as string).length;
  return (
    <Grid>
      <FormField label="Recipient's email" error={errorOf("recipientEmail")}>
        <Input type="email" autoComplete="off" {...register(path("recipientEmail"))} />
      </FormField>
      <FormField label="From (your name as they will see it)" error={errorOf("senderName")}>
        <Input autoComplete="name" {...register(path("senderName"))} />
      </FormField>
      <FormField label="Day it arrives" error={errorOf("date")}>
        <Input type="date" {...register(path("date"))} />
      </FormField>
      <FormField label="Time it arrives (their time)" error={errorOf("time")}>
        <Input type="time" step={60} {...register(path("time"))} />
      </FormField>
      <Wide>
        <FormField label="Their time zone" error={errorOf("timeZone")}>
          <NativeSelect {...register(path("timeZone"))}>
            {timeZones(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </Wide>
      <Wide>
        <CountedTextAreaField
          label="Your message (optional)"
          error={errorOf("message")}
          rows={3}
          length={messageLength}
          limit={MAX_GIFT_MESSAGE_LENGTH}
          maxLength={MAX_GIFT_MESSAGE_LENGTH}
          {...register(path("message"))}
        />
      </Wide>
      {withDownload && (
        <Wide>
          <Check>
            <input type="checkbox" {...register(path("allowDownload"))} />
            Let them download the song
          </Check>
        </Wide>
      )}
    </Grid>
  );
}
