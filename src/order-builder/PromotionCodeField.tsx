import { useEffect, useState } from "react";
import { useFormContext } from "react-hook-form";
import styled from "styled-components";
import {
  formatCents,
  isAddOnKey,
  isPackageKey,
  PROMOTION_MESSAGES,
  promotionCodeTextSchema,
  type OrderDraft,
} from "@songs/domain";
import { isApiError } from "../api/ApiError";
import { Button } from "../ui/Button";
import { FormField, Input } from "../ui/FormField";
import { draftTotalCents } from "./draftTotal";
import { checkPromotionCode } from "./promotionCheckApi";

const Box = styled.section`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  > :first-child {
    flex: 1;
  }
`;

const Applied = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.success};
`;

/** A code the server accepted, for the order it was checked for (`checkedFor`). */
type Applied = { checkedFor: string; discountCents: number; message: string };

/**
 * The review step's "Add a promotion code": the server checks the code with Stripe for the chosen
 * package and add-ons (again whenever they change), and the draft keeps it for the checkout.
 */
export function PromotionCodeField({ draft }: { draft: OrderDraft }) {
  const { setValue } = useFormContext<OrderDraft>();
  const [isOpen, setOpen] = useState(Boolean(draft.promotionCode));
  const [typed, setTyped] = useState(draft.promotionCode ?? "");
  const [accepted, setAccepted] = useState<Applied | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const code = draft.promotionCode ?? null;
  const pkg = isPackageKey(draft.package) ? draft.package : null;
  const addOns = draft.addOns.filter(isAddOnKey);
  const addOnsKey = addOns.join(",");
  const checkedFor = `${code ?? ""}|${pkg ?? ""}|${addOnsKey}`;
  // Shown only while the draft still holds the code, package and add-ons it was checked for.
  const applied = code && accepted?.checkedFor === checkedFor ? accepted : null;

  useEffect(() => {
    if (!code || !pkg) return;
    let isCurrent = true;
    checkPromotionCode({ code, package: pkg, addOns: addOnsKey ? (addOnsKey.split(",") as typeof addOns) : [] })
      .then((answer) => {
        if (!isCurrent) return;
        if (answer.ok) {
          setAccepted({
            checkedFor: `${code}|${pkg}|${addOnsKey}`,
            discountCents: answer.discountCents,
            message: answer.message,
          });
          setProblem(null);
        } else {
          setProblem(answer.message);
          setValue("promotionCode", null);
        }
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        setProblem(isApiError(error) && error.status === 400 ? error.message : PROMOTION_MESSAGES.unavailable);
        setValue("promotionCode", null);
      });
    return () => {
      isCurrent = false;
    };
  }, [code, pkg, addOnsKey, setValue]);

  const apply = () => {
    const parsed = promotionCodeTextSchema.safeParse(typed);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? PROMOTION_MESSAGES.unknown);
      return;
    }
    setProblem(null);
    setValue("promotionCode", parsed.data);
  };

  const remove = () => {
    setValue("promotionCode", null);
    setTyped("");
    setProblem(null);
  };

  const total = draftTotalCents(draft);
  if (!isOpen) {
    return (
      <Box>
        <Button variant="ghost" onClick={() => setOpen(true)}>
          Add a promotion code
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      {applied ? (
        <>
          <Applied role="status">{applied.message}</Applied>
          {total !== null && <p>Total after the code: {formatCents(Math.max(0, total - applied.discountCents))}</p>}
          <Button variant="outline" onClick={remove}>
            Remove the code
          </Button>
        </>
      ) : (
        <Row>
          <FormField label="Promotion code" error={problem ?? undefined}>
            <Input
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                apply();
              }}
            />
          </FormField>
          <Button variant="outline" onClick={apply} disabled={code !== null}>
            Apply
          </Button>
        </Row>
      )}
    </Box>
  );
}
