import { describe, expect, it } from 'vitest';
import { firstScreenFiles } from './bundle-budget.ts';

describe('firstScreenFiles', () => {
  it('follows the entry and its static imports, not the lazy chunks', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-a.js',
        isEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: ['src/lazy.tsx'],
        css: ['assets/index-a.css'],
      },
      '_vendor.js': { file: 'assets/vendor-b.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-c.js', css: ['assets/shared-c.css'] },
      'src/lazy.tsx': { file: 'assets/lazy-d.js', isDynamicEntry: true, imports: ['_shared.js'] },
    };
    expect(firstScreenFiles(manifest)).toEqual({
      js: ['assets/index-a.js', 'assets/vendor-b.js', 'assets/shared-c.js'],
      css: ['assets/index-a.css', 'assets/shared-c.css'],
    });
  });

  it('adds files index.html references itself', () => {
    const manifest = { 'index.html': { file: 'assets/index-a.js', isEntry: true } };
    const html = '<script type="module" src="/assets/index-a.js"></script><link rel="stylesheet" href="/assets/extra.css">';
    expect(firstScreenFiles(manifest, html)).toEqual({ js: ['assets/index-a.js'], css: ['assets/extra.css'] });
  });

  it('refuses a manifest without an entry', () => {
    expect(() => firstScreenFiles({ 'x.js': { file: 'assets/x.js' } })).toThrow('no entry');
  });
});
