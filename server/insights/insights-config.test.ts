import { describe, expect, it } from 'vitest';
import { insightsConfigFromEnv } from './insights-config.js';

describe('the results overview settings', () => {
  it('writes grounded overviews unless a language model is configured', () => {
    expect(insightsConfigFromEnv({})).toEqual({ cacheEntries: 500 });
  });

  it('uses the language model when its URL, model and key are all set', () => {
    expect(
      insightsConfigFromEnv({
        INSIGHTS_LLM_URL: 'https://llm.example/v1',
        INSIGHTS_LLM_MODEL: 'small',
        INSIGHTS_LLM_API_KEY: 'sk-1',
        INSIGHTS_LLM_TIMEOUT_SECONDS: '30',
        INSIGHTS_CACHE_ENTRIES: '10',
      }),
    ).toEqual({
      cacheEntries: 10,
      llm: { url: 'https://llm.example/v1', model: 'small', apiKey: 'sk-1', timeoutMs: 30_000 },
    });
  });

  it('refuses a half-configured model, a URL that is not one, and bad numbers', () => {
    expect(() =>
      insightsConfigFromEnv({ INSIGHTS_LLM_URL: 'https://llm.example/v1', INSIGHTS_LLM_MODEL: 'small' }),
    ).toThrowError(/^INSIGHTS_LLM_API_KEY must be set too/);
    expect(() =>
      insightsConfigFromEnv({
        INSIGHTS_LLM_URL: 'llm.example',
        INSIGHTS_LLM_MODEL: 'm',
        INSIGHTS_LLM_API_KEY: 'k',
      }),
    ).toThrowError("INSIGHTS_LLM_URL must be an http(s) URL, got 'llm.example'");
    expect(() => insightsConfigFromEnv({ INSIGHTS_CACHE_ENTRIES: 'many' })).toThrowError(
      "INSIGHTS_CACHE_ENTRIES must be a positive number, got 'many'",
    );
  });
});
