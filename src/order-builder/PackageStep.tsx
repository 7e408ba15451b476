import { Controller, useFormContext } from "react-hook-form";
import styled from "styled-components";
import { ADD_ON_LIST, PACKAGE_LIST, formatCents, type OrderDraft } from "@songs/domain";
import { Badge } from "../ui/Tag";
import { FieldError, Fieldset, Legend } from "./builderStyles";
import { DraftChoiceGroup } from "./ChoiceGroup";
import { draftTotalCents } from "./draftTotal";
import type { StepProps } from "./stepProps";
import { plainList } from "../ui/mixins";

const AddOnList = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const AddOn = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  label {
    flex: 1;
    cursor: pointer;
  }
`;

const Price = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.color.primary};
`;

const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
  text-align: right;
`;

/** The current total as the customer will pay it, or a prompt until a package is chosen. */
export function TotalLine({ draft }: { draft: OrderDraft }) {
  const cents = draftTotalCents(draft);
  return (
    <Total aria-live="polite">
      {cents === null ? "Choose a package to see your total" : `Total: ${formatCents(cents)}`}
    </Total>
  );
}

/** Step 5: the package, the add-ons and the live total. */
export function PackageStep({ draft }: StepProps) {
  const { control } = useFormContext<OrderDraft>();
  return (
    <>
      <DraftChoiceGroup
        legend="Choose your package"
        name="package"
        isWide
        choices={PACKAGE_LIST.map((pkg) => ({
          id: pkg.key,
          label: pkg.name,
          badge: pkg.isMostPopular ? (
            <div>
              <Badge>Most Popular</Badge>
            </div>
          ) : undefined,
          details: (
            <>
              <Price>{formatCents(pkg.priceCents)}</Price> · {pkg.length} · {pkg.delivery}
            </>
          ),
        }))}
      />
      <Controller
        control={control}
        name="addOns"
        render={({ field, fieldState }) => (
          <Fieldset>
            <Legend>Add-ons (optional)</Legend>
            {fieldState.error && <FieldError>{fieldState.error.message}</FieldError>}
            <AddOnList>
              {ADD_ON_LIST.map((addOn, index) => {
                const id = `add-on-${addOn.key}`;
                return (
                  <AddOn key={addOn.key}>
                    <input
                      type="checkbox"
                      id={id}
                      name="addOns"
                      ref={index === 0 ? field.ref : undefined}
                      checked={field.value.includes(addOn.key)}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, addOn.key]
                            : field.value.filter((chosen) => chosen !== addOn.key),
                        )
                      }
                      aria-describedby={`${id}-price`}
                    />
                    <label htmlFor={id}>{addOn.label}</label>
                    <Price id={`${id}-price`}>+{formatCents(addOn.priceCents)}</Price>
                  </AddOn>
                );
              })}
            </AddOnList>
          </Fieldset>
        )}
      />
      <TotalLine draft={draft} />
    </>
  );
}
