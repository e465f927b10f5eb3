import type { VisitorInfo } from '../contracts/entities';
import { safeGetItem, safeRemoveItem, safeSetItem } from './safe-storage';

/** SPEC §3: the visitor's contact info lives under these three keys. */
export const VISITOR_KEYS = { name: 'userName', email: 'userEmail', phone: 'userPhone' } as const;

// Pragmatic email check (what <input type="email"> accepts, minus single-label domains).
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** A phone number: at least 6 digits, and only digits, spaces and + - ( ) . */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  return /^[+\d\s().-]+$/.test(trimmed) && (trimmed.match(/\d/g)?.length ?? 0) >= 6;
}

export type VisitorField = keyof VisitorInfo;

/** Field-level problems with a visitor form, in the order the fields appear. */
export function validateVisitorInfo(info: Partial<VisitorInfo>): Partial<Record<VisitorField, string>> {
  const errors: Partial<Record<VisitorField, string>> = {};
  if (!info.name?.trim()) errors.name = 'Please enter your name.';
  if (!info.email?.trim()) errors.email = 'Please enter your email.';
  else if (!isValidEmail(info.email)) errors.email = 'Please enter a valid email address.';
  if (!info.phone?.trim()) errors.phone = 'Please enter your phone number.';
  else if (!isValidPhone(info.phone)) errors.phone = 'Please enter a valid phone number.';
  return errors;
}

/** The saved visitor info, or null unless name, email and phone are all stored (SPEC §5). */
export function getVisitorInfo(): VisitorInfo | null {
  const name = safeGetItem(VISITOR_KEYS.name)?.trim();
  const email = safeGetItem(VISITOR_KEYS.email)?.trim();
  const phone = safeGetItem(VISITOR_KEYS.phone)?.trim();
  return name && email && phone ? { name, email, phone } : null;
}

export function isRegistered(): boolean {
  return getVisitorInfo() !== null;
}

/** Saves trimmed visitor info; returns false when storage refused it. */
export function saveVisitorInfo(info: VisitorInfo): boolean {
  return (
    safeSetItem(VISITOR_KEYS.name, info.name.trim()) &&
    safeSetItem(VISITOR_KEYS.email, info.email.trim()) &&
    safeSetItem(VISITOR_KEYS.phone, info.phone.trim())
  );
}

export function clearVisitorInfo(): void {
  for (const key of Object.values(VISITOR_KEYS)) safeRemoveItem(key);
}
