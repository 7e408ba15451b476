import { useEffect, useId, useState } from "react";
import styled from "styled-components";
import { WEB_PUSH_MESSAGES } from "@songs/domain";
import { CheckboxLabel } from "../ui/CheckboxLabel";
import { MutedText } from "../ui/MutedText";
import { browserPushHost, readDevicePush, turnOffDevicePush, turnOnDevicePush, type PushHost } from "./devicePush";

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.lg};
`;

const Switch = styled(CheckboxLabel)`
  font-weight: 600;
`;

type Shown = { checked: boolean; isBusy: boolean; canTurnOn: boolean; note: string };

const UNAVAILABLE = { unsupported: WEB_PUSH_MESSAGES.unsupported, denied: WEB_PUSH_MESSAGES.denied } as const;

/**
 * "Notify me on this device": off by default on every device; turning it on asks the browser's
 * permission then (never before), and says in words when this browser cannot notify (no Push API,
 * notifications blocked, no push service reachable), in which case email stays the channel.
 */
export function NotifySwitch({ host = browserPushHost() }: { host?: PushHost }) {
  const noteId = useId();
  const [shown, setShown] = useState<Shown>({
    checked: false,
    isBusy: true,
    canTurnOn: true,
    note: WEB_PUSH_MESSAGES.offHint,
  });

  useEffect(() => {
    let isCurrent = true;
    void readDevicePush(host).then((state) => {
      if (!isCurrent) return;
      if (state.status === "unavailable")
        setShown({ checked: false, isBusy: false, canTurnOn: false, note: UNAVAILABLE[state.reason] });
      else
        setShown({
          checked: state.status === "on",
          isBusy: false,
          canTurnOn: true,
          note:
            state.status === "on"
              ? WEB_PUSH_MESSAGES.on
              : state.ended
                ? WEB_PUSH_MESSAGES.ended
                : WEB_PUSH_MESSAGES.offHint,
        });
    });
    return () => {
      isCurrent = false;
    };
    // The host is the browser's for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = async (on: boolean) => {
    setShown((current) => ({ ...current, isBusy: true }));
    if (!on) {
      await turnOffDevicePush(host);
      setShown({ checked: false, isBusy: false, canTurnOn: true, note: WEB_PUSH_MESSAGES.turnedOff });
      return;
    }
    const result = await turnOnDevicePush(host);
    if (result.status === "on") setShown({ checked: true, isBusy: false, canTurnOn: true, note: WEB_PUSH_MESSAGES.on });
    else setShown({ checked: false, isBusy: false, canTurnOn: result.status === "off", note: result.message });
  };

  return (
    <Box>
      <Switch>
        <input
          type="checkbox"
          role="switch"
          checked={shown.checked}
          disabled={shown.isBusy || (!shown.checked && !shown.canTurnOn)}
          aria-describedby={noteId}
          onChange={(event) => void toggle(event.target.checked)}
        />
        {WEB_PUSH_MESSAGES.switchLabel}
      </Switch>
      <MutedText id={noteId} role="status">
        {shown.note}
      </MutedText>
    </Box>
  );
}
