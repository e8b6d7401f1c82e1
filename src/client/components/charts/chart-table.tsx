// Every chart's text alternative: its numbers as a table behind a "Show as table" disclosure.
import { SimpleTable } from '../ui/simple-table';

export function ChartTable({ caption, headers, rows }: { caption: string; headers: readonly string[]; rows: ReadonlyArray<readonly string[]> }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-blue-800 underline-offset-2 hover:underline">Show as table</summary>
      <SimpleTable caption={caption} headers={headers}>
        {rows.map((cells) => (
          <tr key={cells[0]} className="border-b border-border last:border-0">
            {cells.map((cell, i) => (
              <td key={i} className="px-3 py-1.5 tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </SimpleTable>
    </details>
  );
}
