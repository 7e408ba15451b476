import { useState, type FormEvent } from "react";
import styled from "styled-components";
import {
  ARTIST_GENRES,
  ARTIST_PROFILE_MESSAGES,
  artistProfileUpdateSchema,
  fieldErrors,
  MAX_ARTIST_BIO_LENGTH,
  MAX_ARTIST_SPECIALTIES,
  type StudioProfile,
} from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { Button } from "../../ui/Button";
import { CountedTextAreaField } from "../../ui/CountedTextAreaField";
import { FormField, Input } from "../../ui/FormField";
import { useToast } from "../../ui/toast/ToastProvider";
import { saveStudioProfile } from "./studioProfileApi";
import { MutedText } from "../../ui/MutedText";

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
const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The specialties as the artist types them: comma-separated. */
const specialtiesOf = (text: string) => text.split(",");

/**
 * The artist's public profile as they edit it: bio, genres from the domain's list, specialties and
 * availability, checked with the shared schema before sending; the server's messages show the same way.
 */
export function ProfileForm({ profile, onSaved }: { profile: StudioProfile; onSaved: (saved: StudioProfile) => void }) {
  const toast = useToast();
  const [bio, setBio] = useState(profile.bio);
  const [genres, setGenres] = useState<string[]>(profile.genres);
  const [specialties, setSpecialties] = useState(profile.specialties.join(", "));
  const [availability, setAvailability] = useState(profile.availability);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  const toggleGenre = (genre: string) =>
    setGenres((current) => (current.includes(genre) ? current.filter((g) => g !== genre) : [...current, genre]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = artistProfileUpdateSchema.safeParse({
      bio,
      genres,
      specialties: specialtiesOf(specialties),
      availability,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const saved = await saveStudioProfile(parsed.data);
      onSaved(saved);
      toast({ title: ARTIST_PROFILE_MESSAGES.saved, variant: "success" });
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast({ title: isApiError(error) ? error.message : "Your profile could not be saved.", variant: "destructive" });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Your profile">
      <Fieldset>
        <legend>Availability</legend>
        <Check>
          <input
            type="checkbox"
            role="switch"
            checked={availability}
            onChange={(event) => setAvailability(event.target.checked)}
            aria-describedby="availability-hint"
          />
          Available for new orders
        </Check>
        <MutedText id="availability-hint">{ARTIST_PROFILE_MESSAGES.unavailableHint}</MutedText>
      </Fieldset>
      <CountedTextAreaField
        label="Bio"
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        error={errors.bio}
        length={bio.length}
        limit={MAX_ARTIST_BIO_LENGTH}
      />
      <Fieldset aria-describedby={errors.genres ? "genres-error" : undefined}>
        <legend>Genres</legend>
        {errors.genres && <ErrorText id="genres-error">{errors.genres}</ErrorText>}
        <Genres>
          {ARTIST_GENRES.map((genre) => (
            <Check key={genre}>
              <input type="checkbox" checked={genres.includes(genre)} onChange={() => toggleGenre(genre)} />
              {genre}
            </Check>
          ))}
        </Genres>
      </Fieldset>
      <FormField label={`Specialties (comma-separated, up to ${MAX_ARTIST_SPECIALTIES})`} error={errors.specialties}>
        <Input
          value={specialties}
          onChange={(event) => setSpecialties(event.target.value)}
          placeholder="First dance, Lullabies"
        />
      </FormField>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? "Saving..." : "Save Profile"}
      </Button>
    </form>
  );
}
