/**
 * One call to an OpenAI-compatible chat-completions endpoint asking for a JSON answer; the
 * language-model and vision adapters share it. Every failure (unreachable, slow, HTTP error, not
 * a chat completion) goes through `fail`, so each adapter keeps its own error type (502 upstream).
 */

import { guardedFetch, type NetAnswer } from '../net/guarded-fetch';

/** A chat completion is a few kilobytes of JSON; anything near this is not one. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** Redirects stay on the endpoint's own host (fetch would follow them anywhere by default). */
const MAX_REDIRECTS = 3;

/** An OpenAI-compatible endpoint as configured (MORSEL_LLM_*, MORSEL_VISION_*). */
export interface ChatEndpointConfig {
  url: string;
  apiKey: string | null;
  model: string;
  timeoutMs?: number;
}

/** The base URL as configured, or the full path; either way …/chat/completions. */
function chatEndpoint(url: string): string {
  const base = url.replace(/\/+$/, '');
  return /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`;
}

export async function chatJson(
  config: ChatEndpointConfig,
  messages: { role: 'system' | 'user'; content: unknown }[],
  options: { label: string; timeoutMs: number; fail: (message: string) => Error },
): Promise<string> {
  const { label, timeoutMs, fail } = options;
  const url = chatEndpoint(config.url);
  let res: NetAnswer;
  try {
    // The configured endpoint only, trusted as written (a model server on the LAN is normal).
    const endpoint = [new URL(url).host.toLowerCase()];
    res = await guardedFetch(url, {
      allowedHosts: endpoint,
      trustedHosts: endpoint,
      maxRedirects: MAX_REDIRECTS,
      maxBytes: MAX_ANSWER_BYTES,
      timeoutMs,
      errorBodies: 'skip',
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, temperature: 0, response_format: { type: 'json_object' }, messages }),
    });
  } catch (err) {
    throw fail(`${label} unreachable: ${(err as Error).message}`);
  }
  if (res.status < 200 || res.status >= 300) throw fail(`${label} answered HTTP ${res.status}`);
  try {
    const payload = JSON.parse(new TextDecoder().decode(res.bytes)) as { choices?: { message?: { content?: unknown } }[] };
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
