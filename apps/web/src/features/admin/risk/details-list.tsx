/** The reason of a Risk item in numbers, as a definition list: keys become words ("distinctReceivers" → "distinct receivers"). */
export function DetailsList({ details, omit = [] }: { details: Record<string, unknown>; omit?: readonly string[] }) {
  const entries = Object.entries(details).filter(([key, value]) => !omit.includes(key) && value !== null && value !== undefined && typeof value !== 'object');
  if (entries.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted-foreground">{key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}</dt>
          <dd className="font-medium tabular-nums">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
