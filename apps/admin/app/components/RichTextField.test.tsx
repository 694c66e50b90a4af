// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../lib/i18n';
import { RichTextField } from './RichTextField';

beforeAll(async () => {
  // ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
  const rect = () => new DOMRect(0, 0, 0, 0);
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = rect;
  Range.prototype.getClientRects = rects;
  document.elementFromPoint = () => null;
  await i18next.changeLanguage('en');
  // The editor's chunk, transformed once here: each test then waits only for React.lazy to resolve it.
  await import('./RichTextEditor');
});

afterEach(cleanup);

/** Selects the whole text the ProseMirror way (its own Ctrl+A), as a member would before a button. */
function selectAll(textbox: HTMLElement) {
  fireEvent.keyDown(textbox, { key: 'a', code: 'KeyA', ctrlKey: true });
}

/** A form field kept by its parent, as react-hook-form's Controller keeps it. */
function Controlled({
  initial,
  kind = 'description' as const,
  error,
  onHtml,
}: {
  initial: string;
  kind?: 'description' | 'page' | 'lines';
  error?: string;
  onHtml?: (html: string) => void;
}) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextField
        kind={kind}
        label="Description"
        hint="Shoppers see it as it looks here."
        error={error}
        value={html}
        onChange={(next) => {
          setHtml(next);
          onHtml?.(next);
        }}
      />
      <button type="button" onClick={() => setHtml('<p>Saved by the server</p>')}>
        reset
      </button>
    </>
  );
}

describe('the rich-text field', () => {
  it('is named by its label and read with its hint and error, once the editor has loaded', async () => {
    render(<Controlled initial="<p>Hydrating serum</p>" error="At most 65000 characters" />);
    const textbox = await screen.findByRole('textbox', { name: 'Description' });
    expect(textbox.getAttribute('contenteditable')).toBe('true');
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    const described = (textbox.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['At most 65000 characters', 'Shoppers see it as it looks here.']);
    expect(textbox.textContent).toBe('Hydrating serum');
  });

  it('takes the error the server gave after it loaded (a 422 on saving)', async () => {
    const { rerender } = render(<Controlled initial="<p>x</p>" />);
    const textbox = await screen.findByRole('textbox', { name: 'Description' });
    expect(textbox.getAttribute('aria-invalid')).toBeNull();
    rerender(<Controlled initial="<p>x</p>" error="This value is too long." />);
    await waitFor(() => expect(textbox.getAttribute('aria-invalid')).toBe('true'));
    const [errorId] = (textbox.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId!)?.textContent).toBe('This value is too long.');
  });

  it('makes text bold and a list, and says which buttons are on', async () => {
    const seen = vi.fn();
    render(<Controlled initial="<p>Hydrating serum</p>" onHtml={seen} />);
    const textbox = await screen.findByRole('textbox', { name: 'Description' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');

    selectAll(textbox);
    fireEvent.click(bold);
    expect(seen).toHaveBeenLastCalledWith('<p><strong>Hydrating serum</strong></p>');
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(seen).toHaveBeenLastCalledWith('<ul><li><strong>Hydrating serum</strong></li></ul>');
    expect(within(textbox).getByRole('listitem').textContent).toBe('Hydrating serum');

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    expect(seen).toHaveBeenLastCalledWith('<p><strong>Hydrating serum</strong></p>');
  });

  it('offers only what the storefront shows for the field', async () => {
    render(<Controlled initial="" />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    // A product's description: no link (the shop drops it), headings under the page's own h2.
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Undo',
      'Redo',
    ]);
    cleanup();

    render(<Controlled initial="" kind="lines" />);
    const lines = await screen.findByRole('toolbar', { name: 'Formatting' });
    expect(
      within(lines)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Undo', 'Redo']);
  });

  it('drops what the field cannot keep from the HTML it is given, once edited', async () => {
    const seen = vi.fn();
    render(
      <Controlled initial={'<h2>Big</h2><p>See <a href="/faq">the FAQ</a><img src="x"></p>'} onHtml={seen} />,
    );
    const textbox = await screen.findByRole('textbox', { name: 'Description' });
    selectAll(textbox);
    fireEvent.click(screen.getByRole('button', { name: 'Italic' }));
    expect(seen).toHaveBeenLastCalledWith('<p><em>Big</em></p><p><em>See the FAQ</em></p>');
  });

  it('moves along its toolbar with the arrow keys, one tab stop for all of it', async () => {
    render(<Controlled initial="<p>x</p>" />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    act(() => buttons[0]!.focus());
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(document.activeElement).toBe(buttons.at(-1));
    expect(buttons.at(-1)!.tabIndex).toBe(0);
    // Nothing to redo yet: it says so rather than disappear from the keys' way.
    expect(buttons.at(-1)!.getAttribute('aria-disabled')).toBe('true');
  });

  it('links a page only to the web, mail, a phone or the shop', async () => {
    const seen = vi.fn();
    render(<Controlled initial="<p>Delivery terms</p>" kind="page" onHtml={seen} />);
    const textbox = await screen.findByRole('textbox', { name: 'Description' });
    selectAll(textbox);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    expect(document.activeElement).toBe(address);

    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /starts with https:\/\//,
    );
    expect(seen).not.toHaveBeenCalled();

    fireEvent.change(address, { target: { value: '/page/delivery' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(seen).toHaveBeenLastCalledWith('<p><a href="/page/delivery">Delivery terms</a></p>');
    expect(screen.queryByLabelText('Link address')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Link' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it("keeps a page's table through an edit, as the API stores it", async () => {
    const seen = vi.fn();
    // As the API keeps a table typed by hand: a head, a body, a scope on the header cells.
    const table =
      '<table><thead><tr><th scope="col">Order</th><th scope="col">Delivery</th></tr></thead>' +
      '<tbody><tr><td>Under 50 ₾</td><td>5 ₾</td></tr><tr><td>50 ₾ and over</td><td><strong>Free</strong></td></tr></tbody></table>';
    render(<Controlled initial={`<h2>Prices</h2>${table}<p>Tbilisi only</p>`} kind="page" onHtml={seen} />);
    const textbox = await screen.findByRole('textbox', { name: 'Description' });
    expect(within(textbox).getAllByRole('row')).toHaveLength(3);
    selectAll(textbox);
    fireEvent.click(screen.getByRole('button', { name: 'Italic' }));
    expect(seen).toHaveBeenLastCalledWith(
      '<h2><em>Prices</em></h2><table><thead>' +
        '<tr><th><em>Order</em></th><th><em>Delivery</em></th></tr></thead><tbody>' +
        '<tr><td><em>Under 50 ₾</em></td><td><em>5 ₾</em></td></tr>' +
        '<tr><td><em>50 ₾ and over</em></td><td><strong><em>Free</em></strong></td></tr>' +
        '</tbody></table><p><em>Tbilisi only</em></p>',
    );
  });

  it('inserts a table on a page and adds, removes and heads its rows and columns', async () => {
    const seen = vi.fn();
    // A table without a word in it is an empty page (as an empty paragraph is): a line keeps it saved.
    render(<Controlled initial="<p>Prices</p>" kind="page" onHtml={seen} />);
    await screen.findByRole('textbox', { name: 'Description' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const button = (name: string) => within(toolbar).getByRole('button', { name });
    // Outside a table only "Insert table" does anything.
    expect(button('Add row below').getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(button('Insert table'));
    const row = (cells: string) => `<tr>${cells}</tr>`;
    const table = (rows: string) => `<table>${rows}</tbody></table><p>Prices</p>`;
    const head = (cells: string) => `<thead>${row(cells)}</thead><tbody>`;
    expect(seen).toHaveBeenLastCalledWith(
      table(head('<th></th><th></th>') + row('<td></td><td></td>').repeat(2)),
    );
    await waitFor(() => expect(button('Add row below').getAttribute('aria-disabled')).toBeNull());
    expect(button('Insert table').getAttribute('aria-disabled')).toBe('true');
    expect(button('Header row').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(button('Add column to the right'));
    fireEvent.click(button('Add row below'));
    expect(seen).toHaveBeenLastCalledWith(
      table(head('<th></th>'.repeat(3)) + row('<td></td>'.repeat(3)).repeat(3)),
    );
    fireEvent.click(button('Delete column'));
    fireEvent.click(button('Header row'));
    expect(seen).toHaveBeenLastCalledWith(table('<tbody>' + row('<td></td>'.repeat(2)).repeat(4)));
    fireEvent.click(button('Delete row'));
    expect(seen).toHaveBeenLastCalledWith(table('<tbody>' + row('<td></td>'.repeat(2)).repeat(3)));
    fireEvent.click(button('Delete table'));
    expect(seen).toHaveBeenLastCalledWith('<p>Prices</p>');
  });

  it('offers no table where the shop shows none (a product description)', async () => {
    render(<Controlled initial="<table><tbody><tr><td>50 ml</td></tr></tbody></table>" />);
    const textbox = await screen.findByRole('textbox', { name: 'Description' });
    expect(screen.queryByRole('button', { name: 'Insert table' })).toBeNull();
    expect(within(textbox).queryByRole('table')).toBeNull();
    expect(textbox.textContent).toBe('50 ml');
  });

  it('shows what the form is reset to (the HTML the server kept after saving)', async () => {
    render(<Controlled initial="<p>Draft</p>" />);
    const textbox = await screen.findByRole('textbox', { name: 'Description' });
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(textbox.textContent).toBe('Saved by the server'));
  });

  it('hands an empty document to the form as an empty value', async () => {
    const seen = vi.fn();
    render(<Controlled initial="<p>Gone soon</p>" onHtml={seen} />);
    const textbox = await screen.findByRole('textbox', { name: 'Description' });
    selectAll(textbox);
    fireEvent.keyDown(textbox, { key: 'Backspace', code: 'Backspace' });
    expect(seen).toHaveBeenLastCalledWith('');
  });

  it("works as a react-hook-form Controller: the value submitted, the server's error focused and shown", async () => {
    const submitted = vi.fn();
    function ProductForm() {
      const form = useForm({ defaultValues: { description: '<p>Hydrating serum</p>' } });
      // What showApiErrors does with a 422's violation of the field.
      const refuse = () =>
        form.setError(
          'description',
          { type: 'server', message: 'This value is too long.' },
          { shouldFocus: true },
        );
      return (
        <form onSubmit={(event) => void form.handleSubmit(submitted)(event)}>
          <Controller
            control={form.control}
            name="description"
            render={({ field, fieldState }) => (
              <RichTextField
                kind="description"
                label="Description"
                error={fieldState.error?.message}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          />
          <button type="submit">Save</button>
          <button type="button" onClick={refuse}>
            refuse
          </button>
        </form>
      );
    }
    render(<ProductForm />);
    const textbox = await screen.findByRole('textbox', { name: 'Description' });
    selectAll(textbox);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted.mock.calls[0]?.[0]).toEqual({
        description: '<p><strong>Hydrating serum</strong></p>',
      }),
    );

    act(() => textbox.blur());
    expect(textbox.contains(document.activeElement)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'refuse' }));
    expect(await screen.findByText('This value is too long.')).toBeTruthy();
    await waitFor(() => expect(textbox.getAttribute('aria-invalid')).toBe('true'));
    // TipTap focuses on the next animation frame.
    await waitFor(() => expect(textbox.contains(document.activeElement)).toBe(true));
  });

  it('carries its HTML in a hidden input in a plain form', async () => {
    render(
      <form aria-label="plain">
        <RichTextField kind="description" label="Answer" name="answer" defaultValue="<p>Within a day</p>" />
      </form>,
    );
    const textbox = await screen.findByRole('textbox', { name: 'Answer' });
    const form = screen.getByRole('form', { name: 'plain' }) as HTMLFormElement;
    expect(new FormData(form).get('answer')).toBe('<p>Within a day</p>');
    selectAll(textbox);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(new FormData(form).get('answer')).toBe('<p><strong>Within a day</strong></p>');
  });

  it('speaks Georgian first', async () => {
    await act(() => i18next.changeLanguage('ka'));
    try {
      render(<Controlled initial="" />);
      const toolbar = await screen.findByRole('toolbar', { name: 'ფორმატირება' });
      expect(within(toolbar).getByRole('button', { name: 'მუქი' })).toBeTruthy();
      expect(within(toolbar).getByRole('button', { name: 'მარკირებული სია' })).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
