import { useState } from "react";
import { commandApplies, WORK_STAGE_LABELS, type AdminOrderDetails } from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { useArtists } from "../../api/useArtists";
import { Button } from "../../ui/Button";
import { ControlRow } from "../../ui/layout";
import { Select } from "../../ui/Select";
import { useToast } from "../../ui/toast/ToastProvider";
import { assignArtist } from "./adminOrdersApi";
import { lifecyclePhase } from "./lifecyclePhase";

/** The studio's stage of the order and, while it may still change hands, assigning or reassigning its artist. */
export function AssignArtistControl({
  order,
  onChanged,
}: {
  order: AdminOrderDetails;
  onChanged: (order: AdminOrderDetails) => void;
}) {
  const toast = useToast();
  const { artists } = useArtists();
  const [artistId, setArtistId] = useState("");
  const [isBusy, setBusy] = useState(false);
  const stage = order.work?.stage;
  const current = artists.find((artist) => artist.id === order.work?.artistId);
  const canAssign = commandApplies("assign", lifecyclePhase(order));

  const assign = async () => {
    setBusy(true);
    try {
      const updated = await assignArtist(order.id, artistId);
      toast({ title: "Artist assigned", variant: "success" });
      setArtistId("");
      onChanged(updated);
    } catch (error) {
      toast({
        title: "Artist not assigned",
        description: isApiError(error) ? error.message : undefined,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        {stage ? WORK_STAGE_LABELS[stage] : "Not in the studio"}
        {current && ` · ${current.name}`}
        {order.work?.unclaimedTooLong && " · Unclaimed for 72 hours"}
      </p>
      {canAssign && (
        <ControlRow>
          <Select
            label={order.work?.artistId ? "Reassign to" : "Assign to"}
            value={artistId}
            onChange={setArtistId}
            placeholder="Choose an artist"
            options={artists
              .filter((artist) => artist.id !== order.work?.artistId)
              .map((artist) => ({ value: artist.id, label: artist.name }))}
            disabled={isBusy}
          />
          <Button onClick={() => void assign()} disabled={!artistId || isBusy}>
            Assign Artist
          </Button>
        </ControlRow>
      )}
    </>
  );
}
