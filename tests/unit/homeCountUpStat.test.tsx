import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountUpStat } from '../../src/features/home/CountUpStat';

/** Resolves after `count` animation frames: the frames in which a count-up would write a value. */
function frames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });
}

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const animated = () => document.querySelector('[data-countup]') as HTMLElement;

describe('CountUpStat', () => {
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => {
    resetIntersectionMocking();
    vi.restoreAllMocks();
  });

  it('server-renders the final number as text, with a copy for screen readers', () => {
    const html = renderToString(<CountUpStat end={2015} label="Year founded" />);
    expect(html).toContain('>2015</span>');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('visually-hidden');
    expect(html).not.toContain('2,015');
  });

  it('shows the final number on the first client render, also under StrictMode', () => {
    mockReducedMotion(false);
    render(
      <StrictMode>
        <CountUpStat end={375} label="Satisfied customers" />
      </StrictMode>,
    );
    expect(animated()).toHaveTextContent('375');
    expect(screen.getByText('Satisfied customers')).toBeInTheDocument();
  });

  it('hydrates the prerendered HTML without a mismatch and keeps the final number until in view', async () => {
    mockReducedMotion(false);
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CountUpStat end={29} label="Partners" />);
    document.body.appendChild(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <CountUpStat end={29} label="Partners" />
        </StrictMode>,
      );
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-countup]')).toHaveTextContent('29');
    act(() => root?.unmount());
    container.remove();
  });

  it('counts up from 0 once it scrolls into view, and does not restart when it comes back', async () => {
    mockReducedMotion(false);
    render(<CountUpStat end={375} label="Satisfied customers" durationMs={150} />);
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(animated().textContent ?? ''));
    observer.observe(animated(), { childList: true, characterData: true, subtree: true });
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect([...seen]).toContain('0'));
    await waitFor(() => expect(animated()).toHaveTextContent(/^375$/));
    seen.clear();
    act(() => mockAllIsIntersecting(false));
    act(() => mockAllIsIntersecting(true));
    // A restart would write its start value on the next animation frames.
    await frames(3);
    // No restart: nothing but the final number is ever written again.
    expect([...seen].filter((value) => value !== '375')).toEqual([]);
    expect(animated()).toHaveTextContent(/^375$/);
    observer.disconnect();
  });

  it('does not animate under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    render(<CountUpStat end={2015} label="Year founded" durationMs={150} />);
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(animated().textContent ?? ''));
    observer.observe(animated(), { childList: true, characterData: true, subtree: true });
    act(() => mockAllIsIntersecting(true));
    // An animation would write its first value on the next animation frames.
    await frames(3);
    expect(seen.size).toBe(0);
    expect(animated()).toHaveTextContent(/^2015$/);
    observer.disconnect();
  });
});
