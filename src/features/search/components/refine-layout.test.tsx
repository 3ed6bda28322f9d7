import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RefineLayout } from './refine-layout';

describe('RefineLayout', () => {
  it("on a phone, is drawn once: reading the screen's width after mounting changes nothing", async () => {
    // jsdom's matchMedia (src/testing/setup-tests.ts) matches nothing: a narrow screen.
    let commits = 0;
    renderWithProviders(
      <Profiler id="layout" onRender={() => (commits += 1)}>
        <RefineLayout
          title="Refine your search"
          activeCount={0}
          panel={<p>facets</p>}
          toolbar={<p>12 results</p>}
        >
          <p>hits</p>
        </RefineLayout>
      </Profiler>,
    );
    // The media query is read in an effect: let it run and any render it asks for happen.
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Refine your search' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(commits).toBe(1);
  });
});
