import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'placeholder'> {
  /** the password in use (log in) or a new one (sign up, reset): what the browser offers */
  purpose: 'current' | 'new';
}

/** A password input (the account views): required unless told, autocomplete by purpose. */
export function PasswordField({ purpose, required = true, ...rest }: PasswordFieldProps) {
  return <TextField {...rest} required={required} type="password" autoComplete={`${purpose}-password`} />;
}
