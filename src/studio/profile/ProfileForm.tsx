import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import styled from "styled-components";
import { z } from "zod";
import {
  ARTIST_GENRES,
  ARTIST_PROFILE_MESSAGES,
  artistProfileUpdateSchema,
  MAX_ARTIST_BIO_LENGTH,
  MAX_ARTIST_SPECIALTIES,
  type ArtistProfileUpdate,
  type StudioProfile,
} from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { applyServerFieldErrors } from "../../ui/applyServerFieldErrors";
import { Button } from "../../ui/Button";
import { CountedTextAreaField } from "../../ui/CountedTextAreaField";
import { FormField, Input } from "../../ui/FormField";
import { useToast } from "../../ui/toast/ToastProvider";
import { saveStudioProfile } from "./studioProfileApi";
import { MutedText } from "../../ui/MutedText";
import { CheckboxLabel } from "../../ui/CheckboxLabel";

const Fieldset = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Genres = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

/** A checkbox with its label, the whole row a 44 px target. */
const Check = styled(CheckboxLabel)`
  display: flex;
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The profile as the form holds it: the specialties as the artist types them, comma-separated. */
interface ProfileValues {
  bio: string;
  genres: string[];
  specialties: string;
  availability: boolean;
}

const PROFILE_FIELDS = ["bio", "genres", "specialties", "availability"] as const;

const profileFormSchema = artistProfileUpdateSchema.extend({
  specialties: z
    .string()
    .transform((text) => text.split(","))
    .pipe(artistProfileUpdateSchema.shape.specialties),
});

/**
 * The artist's public profile as they edit it: bio, genres from the domain's list, specialties and
 * availability, checked with the shared schema before sending; the server's messages show the same way.
 */
export function ProfileForm({ profile, onSaved }: { profile: StudioProfile; onSaved: (saved: StudioProfile) => void }) {
  const toast = useToast();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, ArtistProfileUpdate>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      bio: profile.bio,
      genres: profile.genres,
      specialties: profile.specialties.join(", "),
      availability: profile.availability,
    },
  });
  const bioLength = useWatch({ control, name: "bio" }).length;

  const submit = handleSubmit(async (update) => {
    try {
      const saved = await saveStudioProfile(update);
      onSaved(saved);
      toast({ title: ARTIST_PROFILE_MESSAGES.saved, variant: "success" });
    } catch (error) {
      applyServerFieldErrors(error, PROFILE_FIELDS, setError);
      toast({ title: isApiError(error) ? error.message : "Your profile could not be saved.", variant: "destructive" });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Your profile">
      <Fieldset>
        <legend>Availability</legend>
        <Check>
          <input type="checkbox" role="switch" aria-describedby="availability-hint" {...register("availability")} />
          Available for new orders
        </Check>
        <MutedText id="availability-hint">{ARTIST_PROFILE_MESSAGES.unavailableHint}</MutedText>
      </Fieldset>
      <CountedTextAreaField
        label="Bio"
        error={errors.bio?.message}
        length={bioLength}
        limit={MAX_ARTIST_BIO_LENGTH}
        {...register("bio")}
      />
      <Controller
        control={control}
        name="genres"
        render={({ field, fieldState }) => (
          <Fieldset aria-describedby={fieldState.error ? "genres-error" : undefined}>
            <legend>Genres</legend>
            {fieldState.error && <ErrorText id="genres-error">{fieldState.error.message}</ErrorText>}
            <Genres>
              {ARTIST_GENRES.map((genre, index) => (
                <Check key={genre}>
                  <input
                    type="checkbox"
                    ref={index === 0 ? field.ref : undefined}
                    checked={field.value.includes(genre)}
                    onBlur={field.onBlur}
                    onChange={() =>
                      field.onChange(
                        field.value.includes(genre)
                          ? field.value.filter((chosen) => chosen !== genre)
                          : [...field.value, genre],
                      )
                    }
                  />
                  {genre}
                </Check>
              ))}
            </Genres>
          </Fieldset>
        )}
      />
      <FormField
        label={`Specialties (comma-separated, up to ${MAX_ARTIST_SPECIALTIES})`}
        error={errors.specialties?.message}
      >
        <Input placeholder="First dance, Lullabies" {...register("specialties")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save Profile"}
      </Button>
    </form>
  );
}
