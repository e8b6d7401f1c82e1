// The Manage User dialog: one user's subscription, roles, usage, deletion and audit trail.
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAdminUser } from '../api/get-admin-user';
import { QueryState } from '../components/query-state';
import { AuditTrail } from './audit-trail';
import { DangerZoneTab } from './danger-zone-tab';
import { RolesTab } from './roles-tab';
import { SubscriptionTab } from './subscription-tab';
import { UsageTab } from './usage-tab';

export function ManageUserDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const detail = useAdminUser(userId);
  const user = detail.data;
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      {userId !== null && (
        <DialogContent title="Manage User" description={user?.email ?? 'Loading user...'} className="max-w-3xl">
          <QueryState isPending={detail.isPending} error={detail.error} what="this user">
            {user && (
              <Tabs defaultValue="subscription">
                <TabsList className="flex h-auto flex-wrap">
                  <TabsTrigger value="subscription">Subscription</TabsTrigger>
                  <TabsTrigger value="roles">Roles</TabsTrigger>
                  <TabsTrigger value="usage">Usage</TabsTrigger>
                  <TabsTrigger value="danger">Danger Zone</TabsTrigger>
                  <TabsTrigger value="audit">Audit Trail</TabsTrigger>
                </TabsList>
                <TabsContent value="subscription">
                  <SubscriptionTab key={user.id} user={user} />
                </TabsContent>
                <TabsContent value="roles">
                  <RolesTab user={user} />
                </TabsContent>
                <TabsContent value="usage">
                  <UsageTab user={user} />
                </TabsContent>
                <TabsContent value="danger">
                  <DangerZoneTab user={user} onDeleted={onClose} />
                </TabsContent>
                <TabsContent value="audit">
                  <AuditTrail entries={user.audit} />
                </TabsContent>
              </Tabs>
            )}
          </QueryState>
        </DialogContent>
      )}
    </Dialog>
  );
}
