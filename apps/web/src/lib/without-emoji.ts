/**
 * The text without its emoji: a phone or a desktop without an emoji font shows them as empty
 * boxes. Where a message carries one (the spec's 'Phone number verified successfully! ✅'), the
 * toast's own icon says the same thing.
 */
export function withoutEmoji(text: string): string {
  return text
    .replace(/\s*\p{Extended_Pictographic}\uFE0F?/gu, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
