import { isRecord, text } from '@quantethic/kit/content';

/**
 * The id a course's or a module's progress is kept under: its progress identity from the content
 * (`progressId`, the English original's id, so that every edition of a course shares one
 * record), else its own `_id` (old content, or a malformed field); null when it has neither.
 * English documents' identity is their `_id`: progress stored before editions shared it is read
 * as it always was.
 */
export function progressIdOf(document: unknown): string | null {
  if (!isRecord(document)) return null;
  return text(document.progressId) ?? text(document._id);
}
