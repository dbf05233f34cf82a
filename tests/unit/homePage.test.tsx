import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../src/app/routes';
import { company } from '../../src/content/shell/company';
import { companyServices } from '../../src/content/screens/services';

/** The home page as the prerenderer renders it: its route preloaded (code, cards, strings, content). */
async function prerendered(): Promise<HTMLElement> {
  const route = matchRoute('/');
  await route.preload();
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <StaticRouter location="/">
      <route.Component />
    </StaticRouter>,
  );
  return host;
}

describe('HomePage, as prerendered', async () => {
  const page = await prerendered();

  it('has no style attributes (the CSP, style-src self, would block them)', () => {
    expect(page.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('has one h1, the company name, with the tagline under it', () => {
    const h1 = page.querySelectorAll('h1');
    expect(h1).toHaveLength(1);
    expect(h1[0]).toHaveTextContent(company.name);
    expect(page.querySelector('[data-testid="home-hero"]')).toHaveTextContent('Innovation for your growth');
  });

  it('puts the poster in a <picture> with high priority, and no video element yet', () => {
    const img = page.querySelector('[data-testid="home-hero"] picture img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', '');
    const sources = [...page.querySelectorAll('[data-testid="home-hero"] picture source')].map((s) =>
      s.getAttribute('type'),
    );
    expect(sources).toEqual(['image/avif', 'image/avif', 'image/webp', 'image/webp']);
    // A media element in the page makes the browser parse its media-controls stylesheet before the
    // first paint; the video is created once the page's code runs (HeroVideo.tsx).
    expect(page.querySelector('video')).toBeNull();
  });

  it('shows the nine overview cards with their names and targets, in order', () => {
    const section = page.querySelector('[aria-labelledby="home-overview"]')!;
    expect(section.querySelector('h2')).toHaveTextContent('Offering medical equipment and supplies.');
    const cards = [...section.querySelectorAll('[data-testid="overview-card"]')].map((card) => [
      card.querySelector('h3')?.textContent,
      card.querySelector('a')?.getAttribute('href'),
      card.querySelector('a')?.textContent?.startsWith('Read More'),
      Boolean(card.querySelector('img')),
    ]);
    expect(cards).toEqual(
      [
        ['I-dOne', '/bacter1'],
        ['Biomic V3', '/bacter5'],
        ['HB&L', '/bacter2'],
        ['CELL EXPERT', '/prod1'],
        ['DP360 Stainer & Coverslipper', '/hist7'],
        ['LTS-3000B', '/prod12'],
        ['6250 Cryostat Microtome', '/hist6'],
        ['HP300 Plus Tissue Processor', '/hist4'],
        ['MT1 Rotary Microtome', '/hist5'],
      ].map(([name, path]) => [name, path, true, true]),
    );
  });

  it('lists the five AI fields, links About Us and shows the six services', () => {
    const ai = page.querySelector('[aria-labelledby="home-ai"]')!;
    expect(ai.querySelectorAll('li')).toHaveLength(5);
    expect(page.querySelector('[aria-labelledby="home-about"] a[href="/about"]')).not.toBeNull();
    const services = page.querySelectorAll('[aria-labelledby="home-services"] li');
    expect([...services].map((li) => li.querySelector('h3')?.textContent)).toEqual(
      companyServices.map((s) => s.name),
    );
  });

  it('carries the counters final values as text', () => {
    const values = [...page.querySelectorAll('[data-countup]')].map((el) => el.textContent);
    expect(values).toEqual(['2015', '29', '375']);
  });

  it('has the Start Cooperation link to the contact page and a static row of the first five partner logos', () => {
    const cooperation = [...page.querySelectorAll('a')].find((a) => a.textContent === 'Start Cooperation');
    expect(cooperation?.getAttribute('href')).toBe('/contact');
    const region = page.querySelector('[aria-roledescription="carousel"]')!;
    expect([...region.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual([
      'iLSA Diagnostics',
      'SLEE',
      'Copan',
      'Alifax',
      'Liofilchem',
    ]);
  });
});
