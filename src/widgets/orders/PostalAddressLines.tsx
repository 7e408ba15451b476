import { SHIPPING_COUNTRY_LABELS, type PostalAddressView } from "@songs/domain";

/** The address's lines as posted: name, street, city with state and postal code, country. */
export function addressLines(address: PostalAddressView): string[] {
  const cityLine = [address.city, address.state, address.postalCode].filter(Boolean).join(", ");
  const country = address.country
    ? (SHIPPING_COUNTRY_LABELS[address.country as keyof typeof SHIPPING_COUNTRY_LABELS] ?? address.country)
    : null;
  return [address.name, address.line1, address.line2, cityLine, country].filter((line): line is string =>
    Boolean(line),
  );
}

/** A postal address, one line each. */
export function PostalAddressLines({ address }: { address: PostalAddressView }) {
  return (
    <address>
      {addressLines(address).map((line, index) => (
        <span key={`${index}-${line}`}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
