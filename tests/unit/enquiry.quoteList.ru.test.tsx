import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { QuoteListSummary } from '../../src/features/enquiry/QuoteListSummary';
import { QuoteButton } from '../../src/features/enquiry/QuoteButton';
import { QuoteToggle } from '../../src/shared/quoteList/QuoteToggle';
import { SearchButton } from '../../src/features/search/SearchButton';
import { SpecSheetFooter, SpecSheetHeader } from '../../src/shared/share/SpecSheet';
import { LocaleContext, stringsModule } from '../../src/i18n/strings';
import { addToQuoteList } from '../../src/shared/quoteList/quoteList';

await Promise.all([stringsModule('en').load(), stringsModule('ru').load()]);

beforeEach(() => localStorage.clear());

function onRussianPage(children: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/ru/contact']}>
      <LocaleContext.Provider value="ru">{children}</LocaleContext.Provider>
    </MemoryRouter>,
  );
}

describe('the quote list, search and print on a Russian page', () => {
  it('lists the products in Russian, linked to their Russian pages', async () => {
    addToQuoteList('hist6');
    addToQuoteList('prod12');
    onRussianPage(<QuoteListSummary />);
    const list = await screen.findByRole(
      'region',
      { name: 'Ваш список для запроса КП (2)' },
      { timeout: 5000 },
    );
    expect(list).toHaveTextContent('Отправляется вместе с вашим запросом.');
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(within(item).getByRole('link', { name: 'Криостат 6250' })).toHaveAttribute('href', '/ru/hist6');
    expect(item).toHaveTextContent('Гистология');
    expect(within(item).getByRole('button', { name: 'Удалить Криостат 6250' })).toBeInTheDocument();
    expect(list).not.toHaveTextContent(/Cryostat|Histopathology|Remove/);
  });

  it('the toggle and the navbar button speak Russian, with Russian plurals', async () => {
    const user = userEvent.setup();
    addToQuoteList('prod12');
    onRussianPage(
      <>
        <QuoteToggle id="hist6" name="Криостат 6250" />
        <QuoteButton />
      </>,
    );
    expect(screen.getByRole('button', { name: /^Запросить КП/ })).toHaveTextContent('1 товар в вашем списке');
    const toggle = screen.getByRole('button', { name: 'Добавить в список для запроса КП' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    // A toggle button: the same name, pressed; what happened is said in Russian, with the plural.
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Добавить в список для запроса КП');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Товар «Криостат 6250» добавлен в список для запроса КП. В списке 2 товара.',
    );
    expect(screen.getByRole('button', { name: /^Запросить КП/ })).toHaveTextContent(
      '2 товара в вашем списке',
    );
  });

  it('search links to the Russian catalogue; the spec sheet prints the Russian address', () => {
    onRussianPage(
      <>
        <SearchButton />
        <SpecSheetHeader />
        <SpecSheetFooter path="/hist6" />
      </>,
    );
    expect(screen.getByText('Поиск').closest('a')).toHaveAttribute('href', '/ru/catalogs');
    expect(screen.getByText(/Рас-эль-Хайма/)).toBeInTheDocument();
    expect(screen.getByText('https://ivmmedical.com/ru/hist6')).toBeInTheDocument();
  });

  it('English pages keep the English words and addresses', () => {
    render(
      <MemoryRouter>
        <SearchButton />
        <SpecSheetFooter path="/hist6" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Search').closest('a')).toHaveAttribute('href', '/catalogs');
    expect(screen.getByText('https://ivmmedical.com/hist6')).toBeInTheDocument();
  });
});
