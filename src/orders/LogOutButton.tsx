import { useLogOutConfirmation } from "../auth/useLogOutConfirmation";
import { Button } from "../ui/Button";

/** "Log Out": the session layer removes this customer's orders and songs from the device. */
export function LogOutButton() {
  const { requestLogOut, isBusy, dialog } = useLogOutConfirmation();
  return (
    <>
      <Button variant="outline" disabled={isBusy} onClick={requestLogOut}>
        Log Out
      </Button>
      {dialog}
    </>
  );
}
