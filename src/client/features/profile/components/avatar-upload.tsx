// The avatar and its upload button. The browser checks type and size for comfort (the server
// checks the content for real); toasts in the shared words.
import { useRef } from 'react';
import { toast } from 'sonner';
import { AVATAR_MIME_TYPES, checkAvatarFile, PROFILE_TOASTS } from '@shared/messages/profile';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api';
import { useUploadAvatar } from '../api/upload-avatar';

export function AvatarUpload({ name, url }: { name: string; url: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      toast.error(PROFILE_TOASTS.uploadFailedTitle, { description: problem });
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(PROFILE_TOASTS.avatarUpdatedTitle, { description: PROFILE_TOASTS.avatarUpdated });
    } catch (error) {
      const description = error instanceof ApiRequestError ? error.message : PROFILE_TOASTS.uploadFailed;
      toast.error(PROFILE_TOASTS.uploadFailedTitle, { description });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <UserAvatar name={name} url={url} className="h-20 w-20 text-2xl" />
      <div className="space-y-2">
        <input
          ref={input}
          type="file"
          accept={AVATAR_MIME_TYPES.join(',')}
          aria-label="Avatar image"
          className="hidden"
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? 'Uploading...' : 'Upload Avatar'}
        </Button>
        <p className="text-xs text-muted-foreground">JPEG, PNG, WEBP or GIF, at most 2 MB.</p>
      </div>
    </div>
  );
}
