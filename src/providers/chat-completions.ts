/**
 * One call to an OpenAI-compatible chat-completions endpoint asking for a JSON answer; the
 * language-model and vision adapters share it. Every failure (unreachable, slow, HTTP error, not
 * a chat completion) goes through `fail`, so each adapter keeps its own error type (502 upstream).
 */

/** An OpenAI-compatible endpoint as configured (MORSEL_LLM_*, MORSEL_VISION_*). */
export interface ChatEndpointConfig {
  url: string;
  apiKey: string | null;
  model: string;
  timeoutMs?: number;
}

/** The base URL as configured, or the full path; either way …/chat/completions. */
export function chatEndpoint(url: string): string {
  const base = url.replace(/\/+$/, '');
  return /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`;
}

export async function chatJson(
  config: ChatEndpointConfig,
  messages: { role: 'system' | 'user'; content: unknown }[],
  options: { label: string; timeoutMs: number; fail: (message: string) => Error },
): Promise<string> {
  const { label, timeoutMs, fail } = options;
  let res: Response;
  try {
    res = await fetch(chatEndpoint(config.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, temperature: 0, response_format: { type: 'json_object' }, messages }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (err as Error).message;
    throw fail(`${label} unreachable: ${reason}`);
  }
  if (!res.ok) throw fail(`${label} answered HTTP ${res.status}`);
  try {
    const payload = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = payload.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('no message content');
    return content;
  } catch (err) {
    throw fail(`${label} answer was not a chat completion: ${(err as Error).message}`);
  }
}

/** The JSON inside a message, tolerating a ``` fence around it. */
export function unfence(content: string): string {
  return content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
}
