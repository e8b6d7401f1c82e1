// The red error box and the green success box of the authentication forms.
import { Alert } from '../../../components/ui/alert';

export function FormStatus({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
    </>
  );
}
