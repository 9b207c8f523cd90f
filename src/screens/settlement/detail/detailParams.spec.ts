import { describe, expect, it } from 'vitest';
import { detailHref, readDetailAddress } from './detailParams.ts';

const query = (value: string) => `?${new URLSearchParams({ params: value }).toString()}`;

describe('detail address', () => {
  it('no query adds', () => {
    expect(readDetailAddress('')).toEqual({ mode: 'add' });
  });

  it('reads edit and view, and writes them back', () => {
    expect(readDetailAddress(query('{"type":"edit","billType":"export","id":12}'))).toEqual({ mode: 'edit', billType: 'export', id: 12 });
    expect(readDetailAddress(query('{"type":"view","billType":"import","id":"3"}'))).toEqual({ mode: 'view', billType: 'import', id: 3 });
    const href = detailHref('edit', 'import', 5);
    expect(readDetailAddress(href.slice(href.indexOf('?')))).toEqual({ mode: 'edit', billType: 'import', id: 5 });
  });

  it('anything malformed is invalid, never a throw', () => {
    for (const bad of [
      '{',
      'null',
      '[]',
      '{"type":"delete","billType":"export","id":1}',
      '{"type":"edit","billType":"x","id":1}',
      '{"type":"edit","billType":"export","id":-1}',
      '{"type":"edit","billType":"export","id":1.5}',
    ]) {
      expect(readDetailAddress(query(bad)).mode).toBe('invalid');
    }
  });
});
