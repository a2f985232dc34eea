import { describe, it, expect } from "vitest";
import { LIMIT_BYTES, WriteQueue } from "../../../src/output/write-queue.ts";
import { collectGarbage, weaklyHeld } from "../../helpers/gc.ts";

/** A writer whose writes finish only when the test says so. */
function heldWriter() {
  const held: { path: string; finish: () => void; fail: (e: Error) => void }[] = [];
  return {
    held,
    write: (path: string) =>
      new Promise<void>((finish, fail) => {
        held.push({ path, finish, fail });
      }),
  };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe("WriteQueue", () => {
  it("lets rendering go on while writes are pending, and waits once LIMIT_BYTES are", async () => {
    const writer = heldWriter();
    const queue = new WriteQueue(writer);
    const quarter = "x".repeat(LIMIT_BYTES / 4);
    for (let i = 0; i < 3; i++) expect(await settled(queue.add(`p${i}`, quarter))).toBe(true);
    // One byte short of the limit still goes on; reaching it waits.
    expect(await settled(queue.add("p3", quarter.slice(1)))).toBe(true);
    const full = queue.add("p4", "x");
    expect(await settled(full)).toBe(false);
    // Once a write finishes, the pending bytes are under the limit again.
    writer.held[0]!.finish();
    expect(await settled(full)).toBe(true);
    expect(writer.held).toHaveLength(5);
  });

  it("holds no write's contents while it waits for room", async () => {
    // The writer takes a copy, as the writer thread does; the add waits, since the queue is full.
    const writer = heldWriter();
    const queue = new WriteQueue(writer);
    await queue.add("nearly full", "x".repeat(LIMIT_BYTES - 1));
    const { ref, rest: waiting } = weaklyHeld(() => {
      const bytes = new Uint8Array(1024).fill(1);
      return { held: bytes, rest: queue.add("page", bytes) };
    });
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(await settled(waiting)).toBe(false);
    expect(ref.deref()).toBeUndefined();
    writer.held[0]!.finish();
    expect(await settled(waiting)).toBe(true);
  });

  it("takes a write that throws at once for a failed write", async () => {
    const queue = new WriteQueue({
      write: () => {
        throw new Error("cannot be sent");
      },
    });
    const adding = queue.add("a", "x");
    await expect(queue.drain()).rejects.toThrow("cannot be sent");
    await adding.catch(() => undefined);
    await expect(queue.add("b", "x")).rejects.toThrow("cannot be sent");
  });

  it("drains only when every write has finished", async () => {
    const writer = heldWriter();
    const queue = new WriteQueue(writer);
    await queue.add("a", "x");
    await queue.add("b", "x");
    const drained = queue.drain();
    writer.held[0]!.finish();
    expect(await settled(drained)).toBe(false);
    writer.held[1]!.finish();
    expect(await settled(drained)).toBe(true);
  });

  it("reports a failed write from the next add and from drain", async () => {
    const writer = heldWriter();
    const queue = new WriteQueue(writer);
    await queue.add("a", "x");
    writer.held[0]!.fail(new Error("disk full"));
    await Promise.resolve();
    await expect(queue.add("b", "x")).rejects.toThrow("disk full");
    await expect(queue.drain()).rejects.toThrow("disk full");
  });
});

describe("WriteQueue at scale", () => {
  it("waits for room without a reaction per pending write per call (linear, not quadratic)", async () => {
    const writer = heldWriter();
    const queue = new WriteQueue(writer);
    const page = "x".repeat(LIMIT_BYTES / 1000);
    for (let i = 0; i < 1000; i++) await queue.add(`p${i}`, page);
    // Count every `then` call while each add waits for one write to finish: a race over all
    // pending writes would add a reaction to each of the 1,000 on every wait.
    const then = Promise.prototype.then;
    let reactions = 0;
    Promise.prototype.then = function (this: Promise<unknown>, ...args: Parameters<typeof then>) {
      reactions++;
      return then.apply(this, args);
    } as typeof then;
    try {
      for (let i = 0; i < 200; i++) {
        const adding = queue.add(`q${i}`, page);
        writer.held[i]!.finish();
        await adding;
      }
    } finally {
      Promise.prototype.then = then;
    }
    expect(reactions).toBeGreaterThan(0);
    expect(reactions).toBeLessThan(200 * 10);
    writer.held.forEach((h) => h.finish());
    await queue.drain();
  });
});
