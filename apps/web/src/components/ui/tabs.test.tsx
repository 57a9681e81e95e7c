import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Tabs, tabKeyTarget } from './tabs';

afterEach(cleanup);

describe('tabKeyTarget', () => {
  it('moves with the arrows (wrapping round), Home and End, and ignores other keys', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 2, 3)).toBe(1);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('Enter', 0, 3)).toBeUndefined();
  });
});

function Harness() {
  const [selected, setSelected] = useState('a');
  const tabs = ['a', 'b', 'c'].map((id) => ({ id, label: id.toUpperCase(), panel: <p>Panel {id}</p> }));
  return <Tabs label="Letters" tabs={tabs} selected={selected} onSelect={setSelected} idPrefix="x-" />;
}

describe('Tabs', () => {
  it('shows the selected panel, keeps the others mounted but hidden, and follows the keys', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'A' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel a');
    expect(screen.getByText('Panel b').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'C' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.id).toBe('x-tab-c');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('x-tab-c');
  });
});
