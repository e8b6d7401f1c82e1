// The upload of Search Console's export: the property, the dates its date filter covered (the CSVs
// carry no dates), and Queries.csv / Pages.csv or the export's zip. A wrong file is named before
// anything is sent; uploading the same dates again replaces them.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { readChosenFiles } from './read-export-files';
import { useUpload } from './search-console-api';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

export function UploadForm({ defaultProperty, onUploaded }: { defaultProperty: string; onUploaded: (propertyId: string) => void }) {
  const upload = useUpload();
  const [property, setProperty] = useState(defaultProperty);
  // Search Console's default filter: the last 3 months up to its latest (2–3 days old) data.
  const [startDate, setStartDate] = useState(daysAgo(93));
  const [endDate, setEndDate] = useState(daysAgo(3));
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const chosen = await readChosenFiles(files);
    if (!chosen.ok) {
      setError(chosen.error);
      return;
    }
    upload.mutate(
      { property, startDate, endDate, files: chosen.files },
      {
        onSuccess: (answer) => {
          toast.success(`Stored ${answer.queries} queries and ${answer.pages} pages for ${answer.property.label}.`);
          onUploaded(answer.property.id);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3 rounded-md border p-4">
      <h2 className="text-lg font-semibold">Upload an export</h2>
      <p className="text-sm text-muted-foreground">
        In Search Console, open Performance, set the dates, then Export → Download CSV. Choose Queries.csv, Pages.csv or the whole zip, in any language.
        Uploading the same dates again replaces them.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor="sc-property">Property</Label>
          <Input id="sc-property" value={property} onChange={(e) => setProperty(e.target.value)} placeholder="example.com" maxLength={300} required />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="sc-start">First day of the export</Label>
          <Input id="sc-start" type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="sc-end">Last day of the export</Label>
          <Input id="sc-end" type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} required />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor="sc-files">Export files (CSV or zip)</Label>
          <Input id="sc-files" type="file" accept=".csv,.zip,text/csv,application/zip" multiple onChange={(e) => setFiles([...(e.target.files ?? [])])} required />
        </div>
        <Button type="submit" disabled={upload.isPending || files.length === 0}>
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
      {error !== null ? <Alert tone="error">{error}</Alert> : null}
    </form>
  );
}
