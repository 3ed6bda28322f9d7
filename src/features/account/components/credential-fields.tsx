import { PasswordInput, TextInput } from '@mantine/core';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The server's message for this field. @default none */
  error?: string;
}

export interface EmailFieldProps extends FieldProps {
  /** 'username' on sign-in (password managers pair it), 'email' on sign-up. */
  autoComplete: 'username' | 'email';
}

/** The account forms' email field: large for thumbs, no auto-capitalisation, the email keyboard. */
export function EmailField({ value, onChange, error, autoComplete }: EmailFieldProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      size="lg"
      autoComplete={autoComplete}
      autoCapitalize="none"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}

export interface PasswordFieldProps extends FieldProps {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Help under the label. @default none */
  description?: string;
}

/** A password field with a show/hide toggle, marked invalid for assistive technology when it has an error. */
export function PasswordField({
  label,
  autoComplete,
  description,
  value,
  onChange,
  error,
}: PasswordFieldProps) {
  return (
    <PasswordInput
      label={label}
      description={description}
      size="lg"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      // Mantine marks a TextInput invalid itself but not a PasswordInput.
      aria-invalid={Boolean(error)}
    />
  );
}
