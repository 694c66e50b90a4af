import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n';
import { CategoryAbout, CategoryIntro, categoryText } from './CategoryDescription';

afterEach(cleanup);

describe("a category's description on its listing", () => {
  it('is an intro under the heading when it is a line or two of text', () => {
    expect(categoryText('<p>Cleansers, toners and <strong>serums</strong>.</p>')).toEqual({
      html: '<p>Cleansers, toners and <strong>serums</strong>.</p>',
      placement: 'intro',
    });
  });

  it('goes below the products when it is long or has sections or lists', () => {
    expect(categoryText(`<p>${'Gentle on skin. '.repeat(20)}</p>`)?.placement).toBe('below');
    expect(categoryText('<p>Choose by skin type:</p><ul><li>Dry</li><li>Oily</li></ul>')?.placement).toBe(
      'below',
    );
    expect(categoryText('<h3>How to use</h3><p>Daily.</p>')?.placement).toBe('below');
  });

  it('is rebuilt from the description allow-list: no link, no handler, no script', () => {
    expect(
      categoryText(
        '<p onclick="x()">See <a href="https://evil.example">this</a><script>alert(1)</script></p>',
      )?.html,
    ).toBe('<p>See this</p>');
  });

  it('is nothing when there is no text', () => {
    expect(categoryText(null)).toBeNull();
    expect(categoryText('<p></p>')).toBeNull();
    expect(categoryText('<p> <br></p>')).toBeNull();
  });

  it('renders as HTML, the long one under a heading naming the category, in both languages', () => {
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <CategoryIntro html="<p>Cleansers and <em>serums</em>.</p>" />
        <CategoryAbout html="<h3>How to choose</h3><p>By skin type.</p>" name="Face Care" />
      </I18nextProvider>,
    );
    expect(screen.getByText('serums').tagName).toBe('EM');
    expect(screen.getByRole('heading', { level: 2, name: 'About Face Care' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'How to choose' })).toBeTruthy();
    cleanup();

    render(
      <I18nextProvider i18n={getI18n('ka')}>
        <CategoryAbout html="<p>კანის ტიპის მიხედვით.</p>" name="სახის მოვლა" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'სახის მოვლა — დეტალურად' })).toBeTruthy();
  });
});
