import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CompletionBar } from '../../components/ui/completion-bar';
import { CompletionRing } from './completion-ring';

afterEach(cleanup);

/** Every colour class the bar or the ring paints with, fill and number. */
const paintOf = (bar: HTMLElement) => [bar, ...bar.querySelectorAll('*')].map((el) => el.getAttribute('class') ?? '').join(' ');

describe('profile completion (issue 39, item 15)', () => {
  it.each([0, 10, 20])('is not red at %s percent for a member who has just begun: warm gold, with the number as text', (percent) => {
    render(
      <>
        <CompletionBar percent={percent} />
        <CompletionRing percent={percent} />
      </>,
    );
    for (const bar of screen.getAllByRole('progressbar')) {
      expect(bar.getAttribute('data-band')).toBe('start');
      expect(bar.getAttribute('aria-valuenow')).toBe(String(percent));
      expect(paintOf(bar)).not.toMatch(/\b(bg|stroke|text)-(red|danger|rose)-/);
    }
    expect(paintOf(screen.getAllByRole('progressbar')[0]!.parentElement!)).toMatch(/bg-gold-/);
  });
});
