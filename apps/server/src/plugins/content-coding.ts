/**
 * The content codings the server sends, best first: the build writes each text file in both
 * (apps/web/scripts/compress.mjs) and JSON answers are compressed in one of them (json-compression.ts).
 */
export const CONTENT_CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The best of our codings an Accept-Encoding header takes (RFC 9110 §12.5.3: a coding is
 * acceptable unless its q-value is 0; `*` stands for the codings not named), or null for identity.
 */
export function acceptedCoding(header: string | undefined): (typeof CONTENT_CODINGS)[number] | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  for (const candidate of CONTENT_CODINGS) {
    const weight = weights.get(candidate.coding) ?? weights.get('*');
    if (weight !== undefined && weight > 0) return candidate;
  }
  return null;
}
