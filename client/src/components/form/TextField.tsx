import type { InputHTMLAttributes, Ref } from "react";
import { controlClass, Field } from "./Field";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Validation message (the form's own or the server's `extensions.field` one). */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and validation message (Field). */
export function TextField({ label, error, hint, className, ref, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input ref={ref} {...control} className={controlClass(className)} {...inputProps} />
      )}
    </Field>
  );
}
