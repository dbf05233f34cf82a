import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  PartnerCarousel,
  type PartnerMarkItem,
} from '../../src/features/home/PartnerCarousel/PartnerCarousel';
import { partnerCarouselSettings, slidesToShowAt } from '../../src/features/home/PartnerCarousel/settings';
import { interopDefault, PartnerSlider } from '../../src/features/home/PartnerCarousel/PartnerSlider';

const items: PartnerMarkItem[] = [
  'Alpha',
  'Bravo',
  'Charlie',
  'Delta',
  'Echo',
  'Foxtrot',
  'Golf',
  'Hotel',
  'India',
].map((name) => ({
  key: name.toLowerCase(),
  name,
  picture: { src: `/${name}.svg`, width: 320, height: 120 },
  to: '/brands',
}));

describe('partner carousel settings', () => {
  it('shows 5, scrolls 1, 500 ms, autoplay every 3000 ms, infinite, with dots', () => {
    expect(partnerCarouselSettings).toMatchObject({
      slidesToShow: 5,
      slidesToScroll: 1,
      speed: 500,
      autoplay: true,
      autoplaySpeed: 3000,
      infinite: true,
      dots: true,
    });
  });

  it('shows 4 below 1200 px, 3 below 992, 2 below 768 and 1 below 576', () => {
    const at = (width: number) => slidesToShowAt(width);
    expect([1920, 1440, 1200].map(at)).toEqual([5, 5, 5]);
    expect([1199, 992].map(at)).toEqual([4, 4]);
    expect([991, 768].map(at)).toEqual([3, 3]);
    expect([767, 576].map(at)).toEqual([2, 2]);
    expect([575, 375, 320].map(at)).toEqual([1, 1, 1]);
  });
});

describe('interopDefault', () => {
  it('unwraps a CommonJS module object and leaves a component alone', () => {
    function Component() {
      return null;
    }
    expect(interopDefault(Component)).toBe(Component);
    expect(interopDefault({ default: Component })).toBe(Component);
    expect(interopDefault({ default: { default: Component } } as never)).toBe(Component);
  });
});

describe('PartnerCarousel', () => {
  it('prerenders a labelled region with a Pause/Play button and a static row of the first five logos', () => {
    const html = renderToString(
      <MemoryRouter>
        <PartnerCarousel items={items} label="Partner logos" />
      </MemoryRouter>,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    const region = host.querySelector('section[aria-label]');
    expect(region).toHaveAttribute('aria-label', 'Partner logos');
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    // Both faces, Pause first (the carousel will move), then Play (for a visitor whose settings
    // keep it still): the page's CSS shows one (tests/e2e/beforeScripts.spec.ts).
    const names = [...(host.querySelector('button')?.querySelectorAll('.visually-hidden') ?? [])];
    expect(names.map((name) => name.textContent)).toEqual([
      'Pause partner carousel',
      'Play partner carousel',
    ]);
    const logos = [...host.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(logos).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    for (const link of host.querySelectorAll('a')) expect(link).toHaveAttribute('href', '/brands');
  });

  it('toggles between Pause and Play', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <PartnerCarousel items={items} label="Partner logos" />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Pause partner carousel' }));
    expect(screen.getByRole('button', { name: 'Play partner carousel' })).toBeInTheDocument();
  });
});

describe('PartnerSlider (react-slick)', () => {
  it('renders every logo once in the accessibility tree and makes hidden slides and clones inert', async () => {
    const { container } = render(
      <MemoryRouter>
        <PartnerSlider items={items} playing={false} />
      </MemoryRouter>,
    );
    await act(async () => {});
    const slides = [...container.querySelectorAll<HTMLElement>('.slick-slide')];
    expect(slides.length).toBeGreaterThan(items.length);
    await waitFor(() => {
      for (const slide of slides) {
        expect(slide.inert).toBe(slide.getAttribute('aria-hidden') === 'true');
      }
    });
    for (const clone of container.querySelectorAll<HTMLElement>('.slick-cloned')) {
      expect(clone).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getAllByRole('button', { name: /Show logo \d of 9/ })).toHaveLength(9);
  });
});
