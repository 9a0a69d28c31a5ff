/**
 * Optional language-model adapter for POST /v1/parse (OpenAI-compatible chat completions).
 * Off unless MORSEL_LLM_URL is set. It may only propose how a meal text splits into items and
 * what each item is called; quantities are re-read by the local parser and all nutrition comes
 * from the reference corpus. A configured model that fails answers 502 upstream.
 */
import { chatJson, unfence, type ChatEndpointConfig } from './chat-completions';
import { DomainError } from '../../domain/errors';

/** A configured model that fails: 502 by the kind table; `reason` says why. */
class ProviderUnavailableError extends DomainError {
  constructor(readonly reason: string) {
    super('upstream', `The language model is temporarily unavailable (${reason}); retry.`);
    this.name = 'ProviderUnavailableError';
  }
}

interface ItemProposal {
  /** The item as written, e.g. "2 slices of toast". */
  text: string;
  /** A plain food name for lookup, e.g. "toast". */
  name: string;
}

export interface LanguageModel {
  readonly model: string;
  splitMeal(text: string): Promise<ItemProposal[]>;
}

export type LanguageModelConfig = ChatEndpointConfig;

const SYSTEM = [
  "Split the user's meal description into the separate foods it mentions.",
  'Answer only JSON: {"items":[{"text": "<the words of the item, with its quantity, copied from the input>", "name": "<a plain generic food name>"}]}.',
  'Never estimate calories or nutrients. Do not add foods that are not mentioned.',
].join(' ');

export function createLanguageModel(config: LanguageModelConfig | null): LanguageModel | null {
  if (!config) return null;
  const fail = (message: string) => new ProviderUnavailableError(message);
  return {
    model: config.model,
    async splitMeal(text) {
      const messages = [
        { role: 'system' as const, content: SYSTEM },
        { role: 'user' as const, content: text },
      ];
      const content = await chatJson(config, messages, { label: 'language model', timeoutMs: config.timeoutMs ?? 10_000, fail });
      try {
        const parsed = JSON.parse(unfence(content)) as { items?: unknown };
        if (!Array.isArray(parsed.items)) throw new Error('no items array');
        return parsed.items
          .filter(
            (i): i is ItemProposal =>
              typeof i === 'object' && i !== null && typeof (i as ItemProposal).text === 'string' && typeof (i as ItemProposal).name === 'string',
          )
          .map((i) => ({ text: i.text.slice(0, 200), name: i.name.slice(0, 100) }));
      } catch (err) {
        throw fail(`language model answer was not the expected JSON: ${(err as Error).message}`);
      }
    },
  };
}
