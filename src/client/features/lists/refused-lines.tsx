// The lines an import preview skips, each with the rule it breaks, so a user sees before confirming
// that a formula or an emoji-only line is not charged and why (the count covers every skipped line,
// the list the first ones).
import type { ImportPreview } from '@shared/contract/lists';
import { formatNumber } from '@shared/format/number';

export function RefusedLines({ preview }: { preview: Pick<ImportPreview, 'invalid' | 'refused'> }) {
  if (preview.refused.length === 0) return null;
  const more = preview.invalid - preview.refused.length;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium">Skipped lines (not charged)</summary>
      <ul className="mt-1 flex flex-col gap-1">
        {preview.refused.map((line) => (
          <li key={line.row}>
            <span className="text-muted-foreground">Line {formatNumber(line.row)}:</span> <q className="break-all font-mono">{line.keyword}</q> — {line.reason}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-1 text-muted-foreground">and {formatNumber(more)} more.</p> : null}
    </details>
  );
}
