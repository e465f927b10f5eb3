import { positiveNumber } from './content';

/** Minutes as '45 min' or '1 h 30 min'; null when not a positive number. */
export function formatMinutes(value: unknown): string | null {
  const minutes = positiveNumber(value);
  if (minutes === null) return null;
  const rounded = Math.max(1, Math.round(minutes));
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
