import { describe, expect, test } from 'bun:test';
import { Type as t } from '@sinclair/typebox';
import { compactSchema, shareRepeatedShapes } from '../../../src/mcp/schema-compact';

const plain = (s: unknown) => JSON.parse(JSON.stringify(s)) as Record<string, unknown>;

describe('compactSchema', () => {
  test('drops prose, keeps every constraint', () => {
    const s = compactSchema(
      plain(
        t.Object(
          { q: t.String({ minLength: 1, maxLength: 9, pattern: '^a', format: 'email', default: 'a', description: 'long prose', examples: ['x'] }) },
          { description: 'group', additionalProperties: false },
        ),
      ),
    );
    expect(s).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['q'],
      properties: { q: { type: 'string', minLength: 1, maxLength: 9, pattern: '^a', format: 'email', default: 'a' } },
    });
  });

  test('a property named like a keyword is kept', () => {
    const s = compactSchema(plain(t.Object({ description: t.String({ description: 'x' }), title: t.Integer() })));
    expect(Object.keys(s.properties as object)).toEqual(['description', 'title']);
  });

  test('literal unions become an enum; nullable unions a type list, with null in an enum', () => {
    expect(compactSchema(plain(t.Union([t.Literal('a'), t.Literal('b')], { default: 'a' })))).toEqual({ type: 'string', enum: ['a', 'b'], default: 'a' });
    expect(compactSchema(plain(t.Union([t.Number({ minimum: 0 }), t.Null()])))).toEqual({ type: ['number', 'null'], minimum: 0 });
    expect(compactSchema(plain(t.Union([t.Union([t.Literal('g'), t.Literal('ml')]), t.Null()])))).toEqual({
      type: ['string', 'null'],
      enum: ['g', 'ml', null],
    });
    // Not expressible as one type: left as it is.
    const mixed = plain(t.Union([t.Integer({ minimum: 1 }), t.String({ format: 'uuid' })]));
    expect(compactSchema(mixed)).toEqual(mixed);
  });
});

describe('shareRepeatedShapes', () => {
  test('a large shape used twice is written once in $defs and referenced', () => {
    const shape = compactSchema(
      plain(t.Object({ a: t.Number({ minimum: 0, maximum: 2000 }), b: t.Number({ minimum: 0, maximum: 2000 }), c: t.String({ minLength: 1, maxLength: 40 }) })),
    );
    const root = { type: 'object', properties: { x: shape, y: { type: 'array', items: shape } } };
    const shared = shareRepeatedShapes(root);
    expect(shared).toEqual({
      type: 'object',
      properties: { x: { $ref: '#/$defs/s1' }, y: { type: 'array', items: { $ref: '#/$defs/s1' } } },
      $defs: { s1: shape },
    });
    expect(shareRepeatedShapes({ type: 'object', properties: { x: shape } })).toEqual({ type: 'object', properties: { x: shape } });
  });
});
