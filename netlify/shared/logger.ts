/** The part of `console` the contact function logs through; tests pass a recorder instead. */
export interface Logger {
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
}
