/**
 * Runs a job one run at a time: asked while a run is going, it does nothing, and after each run it
 * runs again while `more()` says work is waiting. Ticks are evaluated in arrival order this way.
 */
export class OneAtATime {
  private run?: Promise<void>;

  constructor(
    private readonly job: () => Promise<void>,
    private readonly more: () => boolean,
  ) {}

  /** The run going on, if any. */
  get current(): Promise<void> | undefined {
    return this.run;
  }

  start(): void {
    if (this.run) return;
    this.run = this.job().finally(() => {
      this.run = undefined;
      if (this.more()) this.start();
    });
  }
}
