// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineTabsRegistrationTransition } from './mantine-tabs-registration-transition';

/** The installed Mantine's Tabs, where the client build reads it from. */
const tabs = fileURLToPath(
  new URL('../../node_modules/@mantine/core/esm/components/Tabs/Tabs.mjs', import.meta.url),
);

type Transform = (code: string, id: string) => { code: string } | null;
const transform = mantineTabsRegistrationTransition().transform as unknown as Transform;

describe('mantineTabsRegistrationTransition', () => {
  it('renders the installed Tabs again in a transition when a panel mounts or unmounts, and only then', () => {
    const edited = transform(readFileSync(tabs, 'utf8'), tabs)!.code;
    expect(edited.match(/startTransition\(forceUpdate\)/g)).toHaveLength(2);
    expect(edited).not.toMatch(/^\s*forceUpdate\(\);$/m);
    expect(edited).toContain('import { startTransition, useCallback, useRef } from "react";');
  });

  it('fails the build when Mantine changed under an edit', () => {
    expect(() => transform('export {}', tabs)).toThrow(/changed: check mantineTabsRegistrationTransition/);
  });

  it("leaves Mantine's other files alone", () => {
    expect(transform('export {}', tabs.replace('Tabs.mjs', 'Tabs.context.mjs'))).toBeNull();
  });
});
