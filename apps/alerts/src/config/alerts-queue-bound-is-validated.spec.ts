import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@app/common';
import { loadAlertsConfig } from './alerts.config.js';

describe('ALERTS_QUEUE_MAX_TICKS', () => {
  it('defaults to 20,000 ticks', () => {
    expect(loadAlertsConfig({}).ALERTS_QUEUE_MAX_TICKS).toBe(20_000);
  });

  it('reads a smaller bound', () => {
    expect(loadAlertsConfig({ ALERTS_QUEUE_MAX_TICKS: '50' }).ALERTS_QUEUE_MAX_TICKS).toBe(50);
  });

  it.each(['0', '-5', 'many', '2.5'])('refuses %s, naming the variable', (raw) => {
    let problems: string[] = [];
    try {
      loadAlertsConfig({ ALERTS_QUEUE_MAX_TICKS: raw });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      problems = (err as ConfigError).problems;
    }
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ALERTS_QUEUE_MAX_TICKS: /);
  });
});
