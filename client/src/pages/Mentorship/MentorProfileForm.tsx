import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { MENTORSHIP_LIMITS } from "#common/limits";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { useFormFields } from "../../components/form/useFormFields";
import { useToast } from "../../components/Toast/useToast";
import {
  MyMentorProfileDocument,
  SaveMentorProfileDocument,
  type MentorProfileFieldsFragment,
} from "../../gql/mentorship/graphql";
import { errorMessage, serverFieldErrors, type FieldErrors } from "../../lib/errors";
import {
  initialValues,
  MENTOR_FORM_FIELDS,
  toInput,
  validate,
  type MentorFormField,
  type MentorFormValues,
} from "./mentorForm";
import { TagsField } from "./TagsField";

interface Props {
  saved: MentorProfileFieldsFragment | null;
  suggestions: readonly string[];
}

/**
 * Saves the profile (a first offer, changes, or stopping) with its toast; the server's messages
 * about fields go to `showErrors`. The answer replaces the page's profile in the cache.
 */
function useSaveMentorProfile(
  mentoring: boolean,
  showErrors: (found: FieldErrors<MentorFormField>) => void,
) {
  const toast = useToast();
  const [save, { loading }] = useMutation(SaveMentorProfileDocument);

  async function send(isMentor: boolean, from: MentorFormValues) {
    try {
      await save({
        variables: { input: toInput(from, isMentor) },
        // A first offer: the page's profile was null until now.
        update: (cache, { data }) => {
          if (data)
            cache.writeQuery({
              query: MyMentorProfileDocument,
              data: { myMentorProfile: data.saveMentorProfile },
            });
        },
      });
      toast({
        variant: "success",
        title: !isMentor
          ? "You have stopped mentoring"
          : mentoring
            ? "Your mentor profile is saved"
            : "You are now a mentor",
      });
      return true;
    } catch (error) {
      showErrors(serverFieldErrors(error, MENTOR_FORM_FIELDS));
      toast({
        variant: "error",
        title: "Could not save your mentor profile",
        description: errorMessage(error, "Please try again"),
      });
      return false;
    }
  }
  return { send, saving: loading };
}

/**
 * Offer to mentor: topics (with suggestions), how many mentees at once, availability and
 * languages; once mentoring, Pause new requests and Stop mentoring (after a confirmation).
 */
export function MentorProfileForm({ saved, suggestions }: Props) {
  const { values, set, field, check, show, formRef, errors } = useFormFields<MentorFormValues>(
    initialValues(saved),
    { maxLength: { availability: MENTORSHIP_LIMITS.availability } },
  );
  const mentoring = saved?.isMentor ?? false;
  const { send, saving } = useSaveMentorProfile(mentoring, show);
  const [stopping, setStopping] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(validate(values))) return;
    void send(true, values);
  }

  return (
    <form ref={formRef} className="mentor-form" onSubmit={submit} noValidate>
      <TagsField
        label="Topics you can help with"
        noun="topic"
        values={values.topics}
        onChange={(topics) => set("topics", topics)}
        max={MENTORSHIP_LIMITS.topics}
        minLength={MENTORSHIP_LIMITS.topicMinLength}
        maxLength={MENTORSHIP_LIMITS.topicLength}
        suggestions={suggestions}
        hint="Type a topic and press Enter, e.g. CNC machining, Jobs abroad."
        error={errors.topics}
      />
      <div className="mentor-form__row">
        <TextField
          label="Mentees at once"
          type="number"
          inputMode="numeric"
          min={MENTORSHIP_LIMITS.capacity.min}
          max={MENTORSHIP_LIMITS.capacity.max}
          hint={`${MENTORSHIP_LIMITS.capacity.min} to ${MENTORSHIP_LIMITS.capacity.max}`}
          {...field("capacity")}
        />
      </div>
      <TextAreaField
        label="Availability (optional)"
        rows={2}
        placeholder="e.g. Weekends, after 6 pm India time"
        hint={`${values.availability.length}/${MENTORSHIP_LIMITS.availability}`}
        {...field("availability")}
      />
      <TagsField
        label="Languages (optional)"
        noun="language"
        values={values.languages}
        onChange={(languages) => set("languages", languages)}
        max={MENTORSHIP_LIMITS.languages}
        maxLength={MENTORSHIP_LIMITS.languageLength}
        hint="e.g. Hindi, Punjabi, English."
        error={errors.languages}
      />
      {mentoring && (
        <label className="checkbox-field mentor-form__pause">
          <input
            type="checkbox"
            checked={values.paused}
            onChange={(e) => set("paused", e.target.checked)}
          />
          Pause new requests: you are not listed until you resume; your current mentees stay
        </label>
      )}
      <div className="actions mentor-form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? "Saving…" : mentoring ? "Save changes" : "Start mentoring"}
        </button>
        {mentoring && (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={saving}
            onClick={() => setStopping(true)}
          >
            Stop mentoring
          </button>
        )}
      </div>
      <ConfirmDialog
        open={stopping}
        title="Stop mentoring?"
        message="You will no longer be listed, and no one can ask you. Requests waiting for you can still be answered, and your current mentorships go on until one of you ends them."
        confirmLabel="Stop mentoring"
        busyLabel="Stopping…"
        destructive
        busy={saving}
        onCancel={() => setStopping(false)}
        onConfirm={() => void send(false, initialValues(saved)()).then(() => setStopping(false))}
      />
    </form>
  );
}
