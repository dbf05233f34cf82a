import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/shell/Dialog';
import { Img } from '../../src/shell/Img';
import { Pagination } from '../../src/features/catalogue/Pagination';
import { SpecTable } from '../../src/features/catalogue/SpecTable';

function DialogHarness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="More Products"
        closeLabel="Close"
      >
        <p>Information about other products is available upon request.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is closed at first, opens as a labelled modal and closes with either Close button', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'More Products' });
    expect(dialog).toHaveAttribute('open');
    const closers = screen.getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    await user.click(closers[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getAllByRole('button', { name: 'Close' })[1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on the cancel event (Escape) and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DialogHarness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });
});

describe('Pagination', () => {
  it('marks the current page and reports the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={1} pageCount={2} onChange={onChange} label="Cytology pages" />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});

describe('SpecTable', () => {
  const Specs = (props: Omit<Parameters<typeof SpecTable>[0], 'labelledBy' | 'scrollerLabel'>) => (
    <section aria-labelledby="specs">
      <h2 id="specs">Specifications</h2>
      <SpecTable {...props} labelledBy="specs" scrollerLabel="Specifications table" />
    </section>
  );

  it('is one table named by its heading, with row headers, the maker first and multi-line cells', () => {
    render(
      <Specs
        manufacturer="Dakewe"
        manufacturerLabel="Manufacturer"
        tables={[
          {
            caption: 'Specifications',
            rows: [
              ['Weight', '45 kgs'],
              ['Increments', 'For 1 - 10 μm in 1 μm increments; For 10 - 20 μm in 2 μm increments'],
            ],
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Specifications' });
    expect(screen.getAllByRole('table')).toHaveLength(1);
    // Its sideways scroller is a named region in the tab order: a keyboard scrolls it in any browser.
    const scroller = screen.getByRole('region', { name: 'Specifications table' });
    expect(scroller).toContainElement(table);
    expect(scroller).toHaveAttribute('tabindex', '0');
    const headers = Array.from(table.querySelectorAll('th[scope="row"]')).map((th) => th.textContent);
    expect(headers).toEqual(['Manufacturer', 'Weight', 'Increments']);
    expect(screen.getByRole('row', { name: 'Manufacturer Dakewe' })).toBeInTheDocument();
    // A cell's lines ("; " in the content) are lines of their own, whatever marks up their figures.
    const lines = screen.getByRole('row', { name: /^Increments/ }).querySelectorAll('td > span');
    expect(Array.from(lines, (line) => line.textContent)).toEqual([
      'For 1 - 10 μm in 1 μm increments',
      'For 10 - 20 μm in 2 μm increments',
    ]);
    expect(table.querySelectorAll('th[scope="rowgroup"]')).toHaveLength(0);
  });

  it('gathers several tables into row groups headed by their captions', () => {
    render(
      <Specs
        manufacturerLabel="Manufacturer"
        tables={[
          { caption: 'DP360', rows: [['Total stations', '26']] },
          { caption: 'CS500', rows: [['Coverslip capacity', '200 pcs']] },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Specifications' });
    expect(Array.from(table.querySelectorAll('th[scope="rowgroup"]')).map((th) => th.textContent)).toEqual([
      'DP360',
      'CS500',
    ]);
    expect(table.querySelectorAll('th[scope="row"]')).toHaveLength(2);
  });

  it('gives multi-column tables column headers and spans the maker across them', () => {
    render(
      <Specs
        manufacturer="Dakewe"
        manufacturerLabel="Manufacturer"
        tables={[
          {
            caption: 'Slide specifications',
            columns: ['', 'General', 'Adhesion'],
            rows: [['Cat. No.', '7109030A', 'DKWAS001A']],
          },
        ]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'General' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'DKWAS001A' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Dakewe' })).toHaveAttribute('colspan', '2');
  });
});

describe('Img', () => {
  const photo = {
    src: '/assets/bench-960.jpg',
    width: 1280,
    height: 800,
    alt: 'A bench',
    sources: [
      { type: 'image/avif', srcSet: '/assets/bench-320.avif 320w, /assets/bench-1280.avif 1280w' },
      { type: 'image/webp', srcSet: '/assets/bench-320.webp 320w, /assets/bench-1280.webp 1280w' },
    ],
  };

  it('renders a photograph as <picture> with AVIF and WebP sources, the sizes given, lazy', () => {
    const { container } = render(
      <Img picture={photo} sizes="(min-width: 992px) 480px, 92vw" className="x" />,
    );
    const sources = Array.from(container.querySelectorAll('picture.x > source'));
    expect(
      sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]),
    ).toEqual([
      ['image/avif', photo.sources[0]?.srcSet, '(min-width: 992px) 480px, 92vw'],
      ['image/webp', photo.sources[1]?.srcSet, '(min-width: 992px) 480px, 92vw'],
    ]);
    const img = screen.getByRole('img', { name: 'A bench' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', photo.src);
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('without sizes, lets the sources be chosen for at most the picture width, not always the widest', () => {
    const { container } = render(<Img picture={photo} priority />);
    for (const source of Array.from(container.querySelectorAll('source'))) {
      expect(source).toHaveAttribute('sizes', '(min-width: 1280px) 1280px, 100vw');
    }
    expect(screen.getByRole('img', { name: 'A bench' })).toHaveAttribute('loading', 'eager');
  });

  it('renders an illustration (no sources) as a plain <img>', () => {
    const { container } = render(
      <Img picture={{ src: '/assets/cat1.svg', width: 800, height: 600, alt: 'Cytology' }} className="x" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Cytology' })).toHaveClass('x');
  });
});
