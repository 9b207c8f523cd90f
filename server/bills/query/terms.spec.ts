import { describe, expect, it } from 'vitest';
import { fileIdOf } from '../files/file-store.ts';
import { likePattern } from './terms.ts';

describe('like patterns', () => {
  it('searches for the text anywhere, with wildcards and the escape character taken literally', () => {
    expect(likePattern('EO-1')).toBe('%EO-1%');
    expect(likePattern('100%_')).toBe('%100\\%\\_%');
    expect(likePattern('a\\b')).toBe('%a\\\\b%');
  });
});

describe('uploaded file ids', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('reads the id from the uri the upload answered, a full URL or a bare id', () => {
    expect(fileIdOf(`/api/file/download/${id}`)).toBe(id);
    expect(fileIdOf(`http://portal:8080/api/file/download/${id}?token=x`)).toBe(id);
    expect(fileIdOf(id.toUpperCase())).toBe(id);
  });

  it('refuses anything else', () => {
    expect(fileIdOf('/api/file/download/../../etc/passwd')).toBeNull();
    expect(fileIdOf(42)).toBeNull();
    expect(fileIdOf(`${id}x`)).toBeNull();
  });
});
