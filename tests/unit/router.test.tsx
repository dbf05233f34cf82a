import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, Link, NavLink, useLocation, useNavigationType } from '../../src/app/router';

/** Shows where the router is: the path, the state it was given and how it got there. */
function Where() {
  const location = useLocation();
  return (
    <output>
      {location.pathname} {JSON.stringify(location.state)} {useNavigationType()}
    </output>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/catalogs">Products</NavLink>
        <Link to="/contact" state={{ product: { name: 'HP300 Plus', path: '/hist4' } }}>
          Send enquiry
        </Link>
      </nav>
      <Where />
    </BrowserRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the router (src/app/router.tsx)', () => {
  it('renders real links, and a plain click goes to the page in place with its state', async () => {
    renderAt('/hist4');
    const link = screen.getByRole('link', { name: 'Send enquiry' });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('status').textContent).toBe('/hist4 null POP');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(window.location.pathname).toBe('/contact');
    expect(screen.getByRole('status').textContent).toBe(
      '/contact {"product":{"name":"HP300 Plus","path":"/hist4"}} PUSH',
    );
  });

  it('leaves a click with a modifier key to the browser (a new tab or window)', async () => {
    renderAt('/hist4');
    const link = screen.getByRole('link', { name: 'Send enquiry' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => {
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('/hist4 null POP');
  });

  it('marks the link of the current page with aria-current; "/" only on the home page itself', () => {
    renderAt('/catalogs');
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('follows Back and Forward (popstate) as POP, with the entry state', async () => {
    renderAt('/hist4');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Send enquiry' }));
    });
    await act(async () => {
      window.history.replaceState({ usr: { page: 2 } }, '', '/catalog2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('status').textContent).toBe('/catalog2 {"page":2} POP');
  });
});
