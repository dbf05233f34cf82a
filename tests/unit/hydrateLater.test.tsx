import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater } from '../../src/components/shell/HydrateLater';
import { hydrationSettled, isHydrating, whileHydrating } from '../../src/components/shell/hydration';
import { useHydrated } from '../../src/components/shell/useHydrated';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const hydrated = useHydrated();
  return (
    <section data-hydrated={hydrated ? 'yes' : 'no'}>
      <button type="button" onClick={() => setCount(count + 1)}>
        {name} {count}
      </button>
    </section>
  );
}

function Page() {
  return (
    <>
      <h1>Title</h1>
      <HydrateLater>
        <Counter name="first" />
      </HydrateLater>
      <HydrateLater>
        <Counter name="second" />
      </HydrateLater>
    </>
  );
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;

describe('hydration in slices (HydrateLater)', () => {
  let container: HTMLElement;
  afterEach(() => container?.remove());

  it('renders its part on the server as any other markup', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('<section data-hydrated="no"><button type="button">first 0</button></section>');
    expect(html).toContain('second 0');
  });

  it('keeps each part as prerendered until its turn, then hydrates it in place, one task per part', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const [first, second] = [...container.querySelectorAll('section')];

    whileHydrating(() => hydrateRoot(container, <Page />));
    expect(isHydrating()).toBe(false);
    // After the frame's pass the parts are still the prerendered HTML: nothing listens yet.
    button(container, 'first').click();
    expect(button(container, 'first').textContent).toBe('first 0');

    await act(async () => hydrationSettled());
    expect(isHydrating()).toBe(false);
    // The very same elements, now hydrated (the store's snapshot replaced the server's) and live.
    expect([...container.querySelectorAll('section')]).toEqual([first, second]);
    expect(first?.dataset.hydrated).toBe('yes');
    expect(second?.dataset.hydrated).toBe('yes');
    act(() => button(container, 'second').click());
    expect(button(container, 'second').textContent).toBe('second 1');
    expect(container.querySelectorAll('section')).toHaveLength(2);
  });

  it('renders its children at once outside hydration (a page rendered after a navigation)', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    act(() => createRoot(container).render(<Page />));
    expect(container.querySelectorAll('section')).toHaveLength(2);
    act(() => button(container, 'first').click());
    expect(button(container, 'first').textContent).toBe('first 1');
  });
});
