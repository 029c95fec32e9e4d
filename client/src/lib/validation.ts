// Validation shared by the forms, with the spec's messages.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Returns the message to show for an e-mail field, or undefined when it is valid. */
export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return "Email is required";
  if (!EMAIL_PATTERN.test(email)) return "Please enter a valid email address";
  return undefined;
}
