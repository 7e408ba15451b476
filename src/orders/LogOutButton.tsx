import styled from "styled-components";
import { useLogOutConfirmation } from "../auth/useLogOutConfirmation";
import { Button } from "../ui/Button";
import { above } from "../ui/theme";

/** Where the header's own "Log out" shows (the desktop bar), the dashboard does not repeat it. */
const PhoneOnlyButton = styled(Button)`
  ${above.xl} {
    display: none;
  }
`;

/**
 * "Log out" on the dashboard (the spec's log out), for phones and tablets, where the header keeps it in
 * the menu: the session layer removes this customer's orders and songs from the device.
 */
export function LogOutButton() {
  const { requestLogOut, isBusy, dialog } = useLogOutConfirmation();
  return (
    <>
      <PhoneOnlyButton variant="outline" disabled={isBusy} onClick={requestLogOut}>
        Log out
      </PhoneOnlyButton>
      {dialog}
    </>
  );
}
