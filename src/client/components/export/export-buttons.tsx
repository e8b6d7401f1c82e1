// A row of export buttons ("Export CSV", "Export TXT", "Export JSON"). The screen decides what
// each format writes (src/shared/export) and calls downloadFile; this only draws the buttons.
//   <ExportButtons formats={[{ format: 'csv', label: 'Export CSV' }]} onExport={(f) => ...} disabled={rows.length === 0} />
import { Download } from 'lucide-react';
import { Button } from '../ui/button';

export interface ExportFormatOption<F extends string> {
  format: F;
  label: string;
}

export interface ExportButtonsProps<F extends string> {
  formats: readonly ExportFormatOption<F>[];
  onExport: (format: F) => void;
  disabled?: boolean;
  className?: string;
}

export function ExportButtons<F extends string>({ formats, onExport, disabled, className }: ExportButtonsProps<F>) {
  return (
    <div role="group" aria-label="Export" className={className ?? 'flex flex-wrap items-center gap-2'}>
      {formats.map((option) => (
        <Button key={option.format} variant="outline" size="sm" disabled={disabled} onClick={() => onExport(option.format)}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {option.label}
        </Button>
      ))}
    </div>
  );
}
