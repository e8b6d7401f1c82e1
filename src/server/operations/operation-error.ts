// A refusal or failure an operator can act on (wrong folder, not a backup, a target that holds data):
// the commands print its message alone and exit 1; any other error is a bug and prints its stack.
export class OperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperationError';
  }
}
