// The JavaScript side of the calls made once a move (gomoku-wasm/src/fast.rs), installed
// on Game by both entries (node.js, web.js). The module's `playAt` takes its coordinates
// as plain numbers (reading values from inside the module would cost as much as the move)
// and answers 0, or 1 with the error to throw kept for `takeRefusal` (a number is the
// cheapest answer to cross: a Result would cross as an array made at every call, and a
// value through the module's table of references). Here:
// - `playAt(x, y)` checks that each coordinate is a number, a TypeError otherwise, before
//   the call's number conversion would turn "7" or null into one, and throws the error;
// - `play({x, y})` with number coordinates goes the same way: the same checks and the same
//   answers as the module's `play`, without its reads of the object's properties.
// The rules-only build has no `playAt`: nothing is installed there.
export function installFastPaths(Game, takeRefusal) {
  const rawPlayAt = Game.prototype.playAt;
  const rawPlay = Game.prototype.play;
  if (!rawPlayAt) return;
  const method = (name, value) => Object.defineProperty(Game.prototype, name, { value, writable: true, configurable: true });
  method("playAt", function playAt(x, y) {
    if (typeof x !== "number" || typeof y !== "number") {
      const bad = typeof x !== "number" ? x : y;
      throw new TypeError(`expected an integer coordinate, not ${bad === null ? "null" : typeof bad}`);
    }
    if (rawPlayAt.call(this, x, y) !== 0) throw takeRefusal();
  });
  method("play", function play(mv) {
    if (typeof mv === "object" && mv !== null && !Array.isArray(mv)) {
      const { x, y } = mv;
      if (typeof x === "number" && typeof y === "number") {
        if (rawPlayAt.call(this, x, y) !== 0) throw takeRefusal();
        return;
      }
    }
    return rawPlay.call(this, mv);
  });
}
