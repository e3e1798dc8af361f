import { describe, expect, it } from 'vitest';
import { humanizeKey, specRows, specsSummary, statusLabel } from './order-display';

describe('order display', () => {
  it('sums up cores, memory and disk in GB (stored in MB)', () => {
    expect(specsSummary({ cores: 4, memory: 8192, disk: 81920, os: 'Ubuntu' })).toBe(
      '4 cores · 8.0 GB RAM · 80.0 GB disk',
    );
    expect(specsSummary({ cores: 1, memory: 1536 })).toBe('1 core · 1.5 GB RAM');
    expect(specsSummary({ game: 'Valheim', slots: 6 })).toBe('');
  });

  it('lists specifications with humanised labels and units, catalogue ids left out', () => {
    expect(
      specRows({
        osId: 'x',
        disk: 40960,
        cores: 2,
        memory: 2048,
        traffic: 2,
        duration: 30,
        os: 'Ubuntu 22.04',
      }),
    ).toEqual([
      { key: 'os', label: 'Operating System', value: 'Ubuntu 22.04' },
      { key: 'cores', label: 'CPU Cores', value: '2' },
      { key: 'memory', label: 'Memory', value: '2.0 GB' },
      { key: 'disk', label: 'Disk', value: '40.0 GB' },
      { key: 'traffic', label: 'Traffic', value: '2 TB' },
      { key: 'duration', label: 'Duration', value: '30 days' },
    ]);
  });

  it('keeps a key it does not know, humanised', () => {
    const unknown = { backupSlots: 3 } as Record<string, unknown>;
    expect(specRows(unknown)).toEqual([{ key: 'backupSlots', label: 'Backup Slots', value: '3' }]);
    expect(humanizeKey('extra_ip-count')).toBe('Extra Ip Count');
  });

  it('writes statuses in sentence case', () => {
    expect(statusLabel('PROVISIONING')).toBe('Provisioning');
  });
});
