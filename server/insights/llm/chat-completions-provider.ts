// The overview from an OpenAI-compatible chat-completions API (`stream: true`), used when
// INSIGHTS_LLM_URL, INSIGHTS_LLM_MODEL and INSIGHTS_LLM_API_KEY are set. Its deltas are forwarded as
// they arrive; the request is aborted when the client leaves or the time limit passes.
import type { InsightsProvider } from '../insights-provider.js';
import { chunk, status } from '../overview-events.js';
import { plural } from '../result-facts.js';
import { overviewPrompt } from './overview-prompt.js';
import { serverSentData } from './sse-data.js';

export interface ChatCompletionsOptions {
  /** The API's base URL (e.g. https://api.openai.com/v1) or its full /chat/completions URL. */
  url: string;
  model: string;
  apiKey: string;
  /** The whole answer, streaming included, must arrive within this. */
  timeoutMs: number;
}

/** A failure of the model's service; its message is for the log, not for the user. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export function createChatCompletionsProvider(options: ChatCompletionsOptions): InsightsProvider {
  const endpoint = /\/chat\/completions\/?$/.test(options.url)
    ? options.url
    : `${options.url.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'chat-completions',
    async *overview(results, signal) {
      yield status(`Reading ${plural(results.pageBills.length, 'bill')}…`);
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({
          model: options.model,
          stream: true,
          // Low: a summary of given facts, not creative writing.
          temperature: 0.2,
          messages: overviewPrompt(results),
        }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new ProviderError(`${endpoint} answered ${response.status} ${response.statusText}`);
      }
      yield status('Writing the overview…');
      for await (const data of serverSentData(response.body)) {
        if (data === '[DONE]') return;
        const content = deltaContent(data);
        if (content) yield chunk(content);
      }
    },
  };
}

/** `choices[0].delta.content` of a streamed completion chunk; an error object fails the overview. */
function deltaContent(data: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new ProviderError(`the model's stream sent something that is not JSON: ${data.slice(0, 80)}`);
  }
  const message = parsed as {
    choices?: { delta?: { content?: unknown } }[];
    error?: { message?: unknown };
  };
  if (message.error) throw new ProviderError(`the model's stream failed: ${String(message.error.message)}`);
  const content = message.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : undefined;
}
