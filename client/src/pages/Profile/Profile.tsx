import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { useFormFields } from "../../components/form/useFormFields";
import { useToast } from "../../components/Toast/useToast";
import {
  MyProfileDocument,
  UpdateProfileDocument,
  type ProfileEditFragment,
} from "../../gql/graphql";
import { errorMessage, serverFieldErrors } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { ContactVisibilitySelect } from "./ContactVisibilitySelect";
import { ProfilePhoto } from "./ProfilePhoto";
import {
  MAX_LENGTH,
  PROFILE_FIELDS,
  splitSkills,
  validateProfile,
  type ProfileField,
  type ProfileValues,
} from "./profileValidation";
import "./Profile.css";

const valuesOf = (me: ProfileEditFragment): ProfileValues => ({
  rollNumber: me.rollNumber ?? "",
  trade: me.trade ?? "",
  currentLocation: me.currentLocation ?? "",
  jobTitle: me.jobTitle ?? "",
  company: me.company ?? "",
  skills: me.skills.join(", "),
  linkedinUrl: me.linkedinUrl ?? "",
  whatsappLink: me.whatsappLink ?? "",
  bio: me.bio ?? "",
});

export default function Profile() {
  usePageTitle("Edit Profile");
  const { data, loading, error, refetch } = useQuery(MyProfileDocument, {
    fetchPolicy: "cache-and-network",
  });
  const me = data?.me;

  if (!me && loading) return <Spinner heading label="Loading your profile" />;
  if (!me) {
    return (
      <StatusCard icon="!" title="Your profile could not be loaded">
        <p className="muted">
          {errorMessage(error, "Please check your connection and try again.")}
        </p>
        <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
          Try again
        </button>
      </StatusCard>
    );
  }
  // Keyed by member: the form starts from the saved values once they are here.
  return <ProfileForm key={me.id} me={me} />;
}

function ProfileForm({ me }: { me: ProfileEditFragment }) {
  const toast = useToast();
  const { values, setValues, set, field, check, show, formRef, errors } =
    useFormFields<ProfileValues>(() => valuesOf(me), { maxLength: MAX_LENGTH });
  const [updateProfile, { loading: saving }] = useMutation(UpdateProfileDocument);
  const [visibility, setVisibility] = useState(me.contactVisibility ?? ("VERIFIED" as const));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(validateProfile(values))) return;
    const text = (name: ProfileField) => values[name].trim();
    try {
      const result = await updateProfile({
        variables: {
          input: {
            rollNumber: text("rollNumber"),
            trade: text("trade"),
            currentLocation: text("currentLocation"),
            jobTitle: text("jobTitle"),
            company: text("company"),
            skills: splitSkills(values.skills),
            linkedinUrl: text("linkedinUrl"),
            whatsappLink: text("whatsappLink"),
            bio: values.bio.trim(),
            contactVisibility: visibility,
          },
        },
      });
      // The server's normalised values (wa.me link, skills) are what the form shows now.
      if (result.data) setValues(valuesOf(result.data.updateProfile));
      toast({ variant: "success", title: "Profile updated!" });
    } catch (err) {
      show(serverFieldErrors(err, PROFILE_FIELDS));
      toast({
        variant: "error",
        title: "Error",
        description: errorMessage(err, "Failed to update profile"),
      });
    }
  }

  return (
    <section className="card profile-edit" aria-labelledby="profile-title">
      <h1 id="profile-title">Edit Profile</h1>
      <ProfilePhoto fullName={me.fullName} profileImage={me.profileImage} />

      <form ref={formRef} className="form profile-edit__form" onSubmit={onSubmit} noValidate>
        <ProfileSections field={field} />

        <TextAreaField
          label="Bio"
          className="profile-edit__bio"
          rows={4}
          placeholder="Tell fellow ISTCians about yourself"
          maxLength={MAX_LENGTH.bio}
          value={values.bio}
          hint={`${values.bio.length}/${MAX_LENGTH.bio}`}
          error={errors.bio}
          onChange={(event) => set("bio", event.target.value)}
        />

        <ContactVisibilitySelect value={visibility} onChange={setVisibility} />

        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? "Saving…" : "Save Changes"}
        </button>
      </form>
      <p className="muted profile-edit__scripts">
        Using ISTC Connect from a script? <Link to="/profile/api-tokens">Manage API tokens</Link>.
        Your data, devices and account: <Link to="/settings/account">Account settings</Link>
      </p>
    </section>
  );
}

type FieldProps = ReturnType<typeof useFormFields<ProfileValues>>["field"];

/** The profile's text fields, in the spec's three sections. */
function ProfileSections({ field }: { field: FieldProps }) {
  return (
    <>
      <fieldset className="profile-edit__section">
        <legend>Basic Information</legend>
        <div className="profile-edit__grid">
          <TextField label="Roll Number" autoComplete="off" {...field("rollNumber")} />
          <TextField label="Trade" placeholder="e.g. Electronics" {...field("trade")} />
          <TextField
            label="Current Location"
            placeholder="e.g. Chandigarh"
            autoComplete="address-level2"
            {...field("currentLocation")}
          />
        </div>
      </fieldset>

      <fieldset className="profile-edit__section">
        <legend>Professional Details</legend>
        <div className="profile-edit__grid">
          <TextField
            label="Job Title"
            placeholder="e.g. Design Engineer"
            autoComplete="organization-title"
            {...field("jobTitle")}
          />
          <TextField
            label="Company"
            placeholder="e.g. Tata Motors"
            autoComplete="organization"
            {...field("company")}
          />
        </div>
        <TextField
          label="Skills"
          placeholder="e.g. AutoCAD, PLC programming, Welding"
          hint="Separate skills with commas"
          {...field("skills")}
        />
      </fieldset>

      <fieldset className="profile-edit__section">
        <legend>Contact &amp; Social Links</legend>
        <div className="profile-edit__grid">
          <TextField
            label="LinkedIn URL"
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/your-name"
            {...field("linkedinUrl")}
          />
          <TextField
            label="WhatsApp"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210 or https://wa.me/919876543210"
            hint="A phone number with country code, or a wa.me link"
            {...field("whatsappLink")}
          />
        </div>
      </fieldset>
    </>
  );
}
