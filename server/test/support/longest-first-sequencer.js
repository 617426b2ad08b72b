const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest's order (by the timings in its cache, else by file size) with the files known to take
 * minutes put first. A fresh clone has no cache, and the fuzz test is a small file that runs for
 * minutes: started last, it ran alone on one worker while the other sat idle.
 */
const FIRST = ['/test/fuzz.test.ts'];

class LongestFirstSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const rank = (test) => {
      const index = FIRST.findIndex((suffix) => test.path.endsWith(suffix));
      return index === -1 ? FIRST.length : index;
    };
    return sorted
      .map((test, order) => ({ test, order }))
      .sort((a, b) => rank(a.test) - rank(b.test) || a.order - b.order)
      .map(({ test }) => test);
  }
}

module.exports = LongestFirstSequencer;
