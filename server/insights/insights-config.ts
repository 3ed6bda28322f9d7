// The results overview's settings from the environment (README "Configuration").
import type { ChatCompletionsOptions } from './llm/chat-completions-provider.js';

export interface InsightsOptions {
  /** An OpenAI-compatible chat-completions API; the grounded writer (no network) when absent. */
  llm?: ChatCompletionsOptions;
  /** Finished overviews kept for replay. */
  cacheEntries: number;
}

export const INSIGHTS_DEFAULTS: InsightsOptions = { cacheEntries: 500 };
const DEFAULT_LLM_TIMEOUT_SECONDS = 120;

/**
 * INSIGHTS_LLM_URL, INSIGHTS_LLM_MODEL and INSIGHTS_LLM_API_KEY together choose the language model (one
 * or two of them alone is a mistake, reported at start); INSIGHTS_LLM_TIMEOUT_SECONDS bounds an answer;
 * INSIGHTS_CACHE_ENTRIES bounds the overview cache.
 */
export function insightsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): InsightsOptions {
  const names = ['INSIGHTS_LLM_URL', 'INSIGHTS_LLM_MODEL', 'INSIGHTS_LLM_API_KEY'] as const;
  const set = names.filter((name) => env[name]);
  if (set.length > 0 && set.length < names.length)
    throw new Error(
      `${names.filter((name) => !env[name]).join(' and ')} must be set too: the language model needs ${names.join(', ')}`,
    );
  const cacheEntries = positive(env, 'INSIGHTS_CACHE_ENTRIES', INSIGHTS_DEFAULTS.cacheEntries);
  if (set.length === 0) return { cacheEntries };
  const url = env.INSIGHTS_LLM_URL!;
  if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url))
    throw new Error(`INSIGHTS_LLM_URL must be an http(s) URL, got '${url}'`);
  return {
    cacheEntries,
    llm: {
      url,
      model: env.INSIGHTS_LLM_MODEL!,
      apiKey: env.INSIGHTS_LLM_API_KEY!,
      timeoutMs: positive(env, 'INSIGHTS_LLM_TIMEOUT_SECONDS', DEFAULT_LLM_TIMEOUT_SECONDS) * 1000,
    },
  };
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got '${raw}'`);
  return value;
}
