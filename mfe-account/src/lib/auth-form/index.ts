// The parts every auth page (login, sign-up, forgot-password, reset-password) is built from.
export { AuthCard } from './auth-card';
export { AuthField, type AuthFieldProps, EmailField } from './auth-field';
export { AuthForm, type AuthFormProps } from './auth-form';
export { AuthLinks } from './auth-links';
export { AuthNotice } from './auth-notice';
export { BusyButton } from './busy-button';
export { FormAlert } from './form-alert';
