import { lazy, Suspense, useState } from "react";

/* The dialog (with the form library and the schema) loads on first use, not with every page. */
const loadContactDialog = () => import("./ContactDialog");
const ContactDialog = lazy(loadContactDialog);

/** The footer's "Contact Us" action: opens the contact dialog. */
export function ContactUsButton() {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadContactDialog()}
        onFocus={() => void loadContactDialog()}
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
      >
        Contact Us
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ContactDialog open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
