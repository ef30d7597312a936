/**
 * A refused save ends in a promise Decap 3.16.3 rejects and nobody handles (with undefined, or its
 * failure action): the browser reports it as a page error, though the refusal itself is on screen.
 * The same unhandled `undefined` as decaporg/decap-cms#2320 (closed upstream; a refused save still
 * ends so in 3.16.3). Only those two kinds of rejection are silenced; every other stays reported.
 */
export function silenceRefusalRejections() {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (
      reason === undefined ||
      (reason && typeof reason === 'object' && 'type' in reason && String(reason.type).endsWith('PERSIST_FAILURE'))
    )
      event.preventDefault();
  });
}
