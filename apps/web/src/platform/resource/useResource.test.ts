import { RESOURCES, type ResourceDef } from '@ipe/domain';
import { describe, expect, it } from 'vitest';
import { matchResource } from './useResource.ts';

const bairros = RESOURCES.find((r) => r.name === 'bairros') as ResourceDef;

describe('matchResource', () => {
  it('reads the list, new and edit screens of a resource', () => {
    expect(matchResource('/geral/bairros')).toEqual({ def: bairros, mode: 'list', id: null });
    expect(matchResource('/geral/bairros/')).toEqual({ def: bairros, mode: 'list', id: null });
    expect(matchResource('/geral/bairros/new')).toEqual({ def: bairros, mode: 'new', id: null });
    expect(matchResource('/geral/bairros/42')).toEqual({ def: bairros, mode: 'edit', id: 42 });
    expect(matchResource('/geral/bairros/abc')?.id).toBeNull();
  });

  it('takes the longest path that prefixes the location, never a mere string prefix', () => {
    const a = { ...bairros, name: 'a', path: '/x/areas' };
    const b = { ...bairros, name: 'b', path: '/x/areas/interesse' };
    const c = { ...bairros, name: 'c', path: '/x/areas-formacao' };
    expect(matchResource('/x/areas/interesse/3', [a, b, c])?.def.name).toBe('b');
    expect(matchResource('/x/areas/3', [a, b, c])?.def.name).toBe('a');
    expect(matchResource('/x/areas-formacao/new', [a, b, c])?.def.name).toBe('c');
    expect(matchResource('/x/areasx', [a, b, c])).toBeNull();
    expect(matchResource('/outra', [a, b, c])).toBeNull();
  });
});
