import type { TextareaHTMLAttributes } from "react";
import { controlClass, Field } from "./Field";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  /** Validation message (the form's own or the server's `extensions.field` one). */
  error?: string;
  /** Shown under the text, e.g. a character count. */
  hint?: string;
}

/** TextField's sibling for longer text: the same Field around a textarea. */
export function TextAreaField({ label, error, hint, className, ...props }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <textarea {...control} className={controlClass(className)} {...props} />}
    </Field>
  );
}
