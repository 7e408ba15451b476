/** The footer's "Contact Us" action; the contact dialog is built by the storefront work. */
export function ContactUsButton() {
  return <button type="button">Contact Us</button>;
}
