import { describe, expect, it } from 'vitest';
import { createSocketBudget } from './socket-budget';

describe('socket event budget', () => {
  const options = { ratePerSecond: 5, burst: 3, dropsBeforeDisconnect: 4 };

  it('allows a burst, drops beyond it, and refills at the steady rate', () => {
    let time = 0;
    const budget = createSocketBudget(options, () => time);
    expect([budget.take(), budget.take(), budget.take()]).toEqual(['allow', 'allow', 'allow']);
    expect(budget.take()).toBe('drop');
    time += 200; // one token at 5 per second
    expect(budget.take()).toBe('allow');
    expect(budget.take()).toBe('drop');
  });

  it('disconnects a socket that keeps flooding, not one that slows down', () => {
    let time = 0;
    const budget = createSocketBudget(options, () => time);
    for (let i = 0; i < 3; i += 1) budget.take();
    expect([budget.take(), budget.take(), budget.take()]).toEqual(['drop', 'drop', 'drop']);
    time += 200;
    expect(budget.take()).toBe('allow'); // the count of drops starts again
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual(['drop', 'drop', 'drop', 'disconnect']);
  });
});
