import type { KeyboardEvent } from 'react';
import { MIN_CHARS_BEFORE_SPACE } from '@sakinah/contract';

/**
 * Names and free text must start with at least 3 characters before a space (spec section 5), so
 * the space key does nothing until then. Pasted text is still checked by the section's schema.
 */
export function blockEarlySpace(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>): void {
  if (event.key === ' ' && event.currentTarget.value.trim().length < MIN_CHARS_BEFORE_SPACE) event.preventDefault();
}
