import styled from "styled-components";
import {
  DEFAULT_GIFT_TIME,
  deviceTimeZone,
  localDateAndTime,
  MAX_GIFT_MESSAGE_LENGTH,
  type GiftDeliveryRequest,
} from "@songs/domain";
import { CountedTextAreaField } from "./CountedTextAreaField";
import { FormField, Input, NativeSelect } from "./FormField";

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

const Check = styled.label`
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
  value: GiftDeliveryRequest;
  onChange: (value: GiftDeliveryRequest) => void;
  /** Messages by field name. */
  errors: Partial<Record<keyof GiftDeliveryRequest, string>>;
}

/**
 * "Send it to them": the recipient's email, the day and time where they live (8:00 unless another
 * time is chosen), who it is from, a short message, and whether they may download the song.
 */
export function GiftDeliveryFields({ value, onChange, errors }: GiftDeliveryFieldsProps) {
  const set = <K extends keyof GiftDeliveryRequest>(key: K, next: GiftDeliveryRequest[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Grid>
      <FormField label="Recipient's email" error={errors.recipientEmail}>
        <Input
          type="email"
          autoComplete="off"
          value={value.recipientEmail}
          onChange={(event) => set("recipientEmail", event.target.value)}
        />
      </FormField>
      <FormField label="From (your name as they will see it)" error={errors.senderName}>
        <Input
          autoComplete="name"
          value={value.senderName}
          onChange={(event) => set("senderName", event.target.value)}
        />
      </FormField>
      <FormField label="Day it arrives" error={errors.date}>
        <Input type="date" value={value.date} onChange={(event) => set("date", event.target.value)} />
      </FormField>
      <FormField label="Time it arrives (their time)" error={errors.time}>
        <Input type="time" step={60} value={value.time} onChange={(event) => set("time", event.target.value)} />
      </FormField>
      <Wide>
        <FormField label="Their time zone" error={errors.timeZone}>
          <NativeSelect value={value.timeZone} onChange={(event) => set("timeZone", event.target.value)}>
            {timeZones(value.timeZone).map((zone) => (
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
          error={errors.message}
          rows={3}
          value={value.message}
          length={value.message.length}
          limit={MAX_GIFT_MESSAGE_LENGTH}
          maxLength={MAX_GIFT_MESSAGE_LENGTH}
          onChange={(event) => set("message", event.target.value)}
        />
      </Wide>
      <Wide>
        <Check>
          <input
            type="checkbox"
            checked={value.allowDownload}
            onChange={(event) => set("allowDownload", event.target.checked)}
          />
          Let them download the song
        </Check>
      </Wide>
    </Grid>
  );
}
