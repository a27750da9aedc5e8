// RenLib's texts, decoded by the platform's TextDecoder (gomoku-wasm/src/text.rs) rather than
// by encoding_rs in the .wasm: GBK as the other faces decode it, the one-line / multi-line
// separator, undefined bytes as U+FFFD, a byte order mark kept. The agreement suite
// (tests/tests/renlib_texts.rs) compares every two- and four-byte sequence with the core.
import { test } from "node:test";
import assert from "node:assert/strict";

import { gomoku } from "./helpers.mjs";

const { Record } = gomoku;

/** A library whose root has one child, h8, a leaf with `comment` (bytes). */
function library(comment) {
  const body = [...comment, 0];
  if (body.length % 2) body.push(0);
  return new Uint8Array([0xff, ...Buffer.from("RenLib"), 0xff, 3, 4, ...Array(10).fill(0xff), 0x00, 0x02, 0x78, 0x48, ...body]);
}

const comment = (bytes) => /;B\[hh\]C\[(.*)\]\)/s.exec(Record.readRenlib(library(bytes)).toSgf())[1];

test("RenLib's comments are decoded as GBK, as in the other faces", () => {
  assert.equal(comment([0xd6, 0xd0, 0xd0, 0xc4]), "中心");
  assert.equal(comment([...Buffer.from("centre"), 8, ...Buffer.from("star")]), "centre\nstar");
  // The euro sign of GBK's byte 0x80, a four-byte GB18030 sequence, bytes GBK leaves
  // undefined (U+FFFD, the ASCII byte after a bad lead kept), a UTF-8 byte order mark.
  assert.equal(comment([0x80, 0x81, 0x30, 0x81, 0x30]), "€\u0080");
  assert.equal(comment([0xff, 0x41, 0x81, 0x41]), "\ufffdA\u4e04");
  assert.equal(comment([0x81, 0x7f, 0x41]), "\ufffd\u007fA");
  assert.equal(comment([0xa1, 0xa1]), "\u3000");
});
