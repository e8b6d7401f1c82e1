export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
      <span>or</span>
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </div>
  );
}
