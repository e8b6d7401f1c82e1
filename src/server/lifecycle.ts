// The server's life after start: whether it is draining (shutting down), and the tasks to run on
// shutdown. Tasks run in reverse order of registration, like `defer`: the database, opened first,
// closes last, after everything registered later (timers, quota leases) that may still need it.
export interface ShutdownTask {
  name: string;
  run: () => Promise<void> | void;
}

export class Lifecycle {
  private draining = false;
  private readonly tasks: ShutdownTask[] = [];

  get isDraining(): boolean {
    return this.draining;
  }

  /** Registers work to do at shutdown (stop a timer, release leases, close a pool). */
  onShutdown(name: string, run: ShutdownTask['run']): void {
    this.tasks.push({ name, run });
  }

  startDraining(): void {
    this.draining = true;
  }

  /** Runs every task once, newest first; a failing task is reported and the others still run. */
  async runShutdownTasks(report: (task: string, error: unknown) => void): Promise<void> {
    const tasks = this.tasks.splice(0).reverse();
    for (const task of tasks) {
      try {
        await task.run();
      } catch (error) {
        report(task.name, error);
      }
    }
  }
}
