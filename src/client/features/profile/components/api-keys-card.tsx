// API Keys on the profile (decision 021): name and create a key (shown once), see each key's short
// id, creation and last use, and revoke it. The new key lives only in this component's state.
import { API_KEY_PREFIX } from '@shared/messages/api-keys';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useApiKeys, useCreateApiKey } from '../api/api-keys';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyNotice } from './new-api-key-notice';

export function ApiKeysCard() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const atLimit = keys.data ? keys.data.keys.length >= keys.data.limit : false;
  return (
    <Card>
      <CardHeader>
        <CardTitle>API Keys</CardTitle>
        <CardDescription>
          Call the KeywordLens API from your own scripts with <code className="text-xs">Authorization: Bearer {API_KEY_PREFIX}…</code>.
          A key runs research, SERP analysis and related keywords and reads their results on your quota; it cannot change
          your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {create.data ? <NewApiKeyNotice created={create.data} onDone={() => create.reset()} /> : null}
        <CreateApiKeyForm create={create} disabled={atLimit} />
        {keys.isPending ? (
          <Spinner />
        ) : keys.error ? (
          <Alert tone="error">Your API keys could not be loaded. Please try again.</Alert>
        ) : (
          <ApiKeyList keys={keys.data.keys} limit={keys.data.limit} />
        )}
      </CardContent>
    </Card>
  );
}
