// jsonBytes (src/json-bytes.ts) gives the bytes of JSON.stringify's text, walking objects and
// cutting arrays itself and encoding slice by slice.
import { describe, expect, it } from "vitest";
import { jsonBytes } from "../../src/json-bytes.ts";

const same = (value: unknown) => expect(Buffer.from(jsonBytes(value)).toString("utf8")).toBe(JSON.stringify(value));

describe("jsonBytes", () => {
  it("writes what JSON.stringify writes, in objects within objects and arrays within arrays", () => {
    const value = {
      documents: [{ id: "d0", title: "Über “quotes” \"and\" \\ and \u2028", tags: [], n: 1.5e-7 }, null, [1, [2, [3]]]],
      index: { version: 7, terms: ["a", "é", "😀"], vectors: [["title/d0", [0, 1.25, 3, -0]]] },
      empty: {},
      none: [],
      deep: { a: { b: { c: [{ d: [[]] }] } } },
    };
    same(value);
    for (const part of Object.values(value)) same(part);
  });

  it("leaves out what JSON.stringify leaves out, and writes null where it does", () => {
    const gone = { toJSON: () => undefined };
    const value = { a: undefined, f: () => 1, s: Symbol("x"), g: gone, kept: 1, list: [undefined, () => 1, Symbol("y"), gone, 2], nothing: null };
    same(value);
    expect(Buffer.from(jsonBytes(value)).toString()).toBe('{"kept":1,"list":[null,null,null,null,2],"nothing":null}');
  });

  it("lets toJSON, boxed values, dates, maps and sets speak for themselves", () => {
    const withToJson = { toJSON: () => ({ replaced: true }), hidden: 1 };
    const listWithToJson = Object.assign([1, 2], { toJSON: () => "list" });
    const value = { withToJson, listWithToJson, date: new Date(0), boxed: [new Number(2), new String("s"), new Boolean(false)], map: new Map([[1, 2]]), set: new Set([1]) };
    same(value);
    same(listWithToJson);
  });

  it("encodes text longer than a slice, with characters at the slice edges, in a buffer of its own", () => {
    const documents = Array.from({ length: 3000 }, (_, i) => ({ id: `d${i}`, content: `${"x".repeat(997)}é…😀${i}` }));
    const bytes = jsonBytes({ documents });
    expect(Buffer.from(bytes).equals(Buffer.from(JSON.stringify({ documents })))).toBe(true);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
  });

  it("refuses a value without a JSON text", () => {
    expect(() => jsonBytes(undefined)).toThrow(/no JSON text/);
  });
});
