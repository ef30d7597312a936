/**
 * Reads a request's or a response's body as UTF-8 text, but never more than a limit: a body declared
 * larger is refused before reading, and one that streams past the limit without saying its length is
 * cancelled there, so a visitor's post or a calendar feed can never make a function hold more than the
 * limit in memory.
 */
export type LimitedText = { ok: true; text: string } | { ok: false; error: 'too_large' | 'unreadable' };

export async function readLimitedText(message: Request | Response, limitBytes: number): Promise<LimitedText> {
  const declared = message.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limitBytes) {
    await message.body?.cancel().catch(() => undefined);
    return { ok: false, error: 'too_large' };
  }
  if (!message.body) return { ok: true, text: '' };
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limitBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, error: 'too_large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  // Not `fatal`: broken UTF-8 becomes U+FFFD and is then judged like any other text.
  return { ok: true, text: new TextDecoder('utf-8').decode(Buffer.concat(chunks)) };
}
