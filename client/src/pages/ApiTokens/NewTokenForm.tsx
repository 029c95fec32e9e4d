import { useMutation } from "@apollo/client/react";
import type { FormEvent } from "react";
import { ACCESS_TOKEN_LIMITS } from "#common/limits";
import { TextField } from "../../components/form/TextField";
import { useFormFields } from "../../components/form/useFormFields";
import { useToast } from "../../components/Toast/useToast";
import { AccessTokensDocument, CreateAccessTokenDocument, TokenScope } from "../../gql/graphql";
import { errorMessage, serverFieldErrors } from "../../lib/errors";

interface Values {
  name: string;
  scope: TokenScope;
  /** Days, or "none". */
  expiry: string;
}
const EXPIRY_LABEL: Record<string, string> = { "30": "30 days", "90": "90 days", "365": "1 year" };

/** Names a new token, picks its scope and lifetime; hands the one-time secret to `onCreated`. */
export function NewTokenForm({ onCreated }: { onCreated: (token: string, name: string) => void }) {
  const toast = useToast();
  const { values, set, field, check, show, formRef } = useFormFields<Values>(
    { name: "", scope: "READ", expiry: "90" },
    { maxLength: { name: ACCESS_TOKEN_LIMITS.name } },
  );
  const { name, scope, expiry } = values;
  const [create, { loading }] = useMutation(CreateAccessTokenDocument, {
    refetchQueries: [AccessTokensDocument],
    awaitRefetchQueries: true,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(name.trim() ? {} : { name: "Token name is required" })) return;
    try {
      const { data } = await create({
        variables: {
          input: {
            name: name.trim(),
            scope,
            expiresInDays: expiry === "none" ? null : Number(expiry),
          },
        },
      });
      if (!data) return;
      onCreated(data.createAccessToken.token, data.createAccessToken.accessToken.name);
      set("name", "");
    } catch (error) {
      show(serverFieldErrors(error, ["name"] as const));
      toast({
        variant: "error",
        title: "Error",
        description: errorMessage(error, "Failed to create token"),
      });
    }
  }

  return (
    <form ref={formRef} className="form tokens__form" onSubmit={handleSubmit} noValidate>
      <TextField
        label="Token name"
        placeholder="e.g. Batch report script"
        hint="What the token is for, so you can tell it apart later."
        {...field("name")}
      />
      <fieldset className="tokens__choice">
        <legend className="field__label">Access</legend>
        <label>
          <input
            type="radio"
            name="scope"
            checked={scope === "READ"}
            onChange={() => set("scope", "READ")}
          />{" "}
          Read only <span className="muted">(queries; every change is refused)</span>
        </label>
        <label>
          <input
            type="radio"
            name="scope"
            checked={scope === "READ_WRITE"}
            onChange={() => set("scope", "READ_WRITE")}
          />{" "}
          Read and write <span className="muted">(acts as you, e.g. posts opportunities)</span>
        </label>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="token-expiry">
          Expires
        </label>
        <select
          id="token-expiry"
          className="input"
          value={expiry}
          onChange={(e) => set("expiry", e.target.value)}
        >
          {ACCESS_TOKEN_LIMITS.expiryDays.map((days) => (
            <option key={days} value={String(days)}>
              In {EXPIRY_LABEL[String(days)] ?? `${days} days`}
            </option>
          ))}
          <option value="none">Never</option>
        </select>
      </div>
      <button type="submit" className="btn btn--primary" disabled={loading}>
        {loading ? "Creating…" : "Create token"}
      </button>
    </form>
  );
}
