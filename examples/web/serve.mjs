// A tiny static server for the board page: node's own http module, nothing else.
//
//   node examples/web/serve.mjs [port]      (default 8080; 0 picks a free one)
//
// then open http://localhost:8080/. It serves two folders of the repository, read-only:
// examples/web/ (the page) and gomoku-wasm/pkg/ (the npm package, built by
// scripts/test-js.sh), at the same paths as in the repository, so that the page's
// relative imports work from any static server started at the repository's root too.
// WebAssembly goes out as application/wasm (what WebAssembly.instantiateStreaming needs).
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve as absolute, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SERVED = ["examples/web/", "gomoku-wasm/pkg/"];
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".md": "text/plain; charset=utf-8",
  ".sgf": "application/x-go-sgf",
};

/** The file a request path names, or null when it is outside the served folders. */
function resolve(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split("?")[0]);
  } catch {
    return null;
  }
  if (path.endsWith("/")) path += "index.html";
  const rel = normalize(path).replace(/^[/\\]+/, "");
  if (rel.split(sep).includes("..") || rel.includes("\0")) return null;
  const posix = rel.split(sep).join("/");
  if (posix.includes("/node_modules/") || !SERVED.some((dir) => posix.startsWith(dir))) return null;
  return join(ROOT, rel);
}

/**
 * Starts the server on `port` (0: a free port) and resolves to `{ server, url }`, the
 * page's address being `url`.
 */
export function serve(port = 8080, host = "127.0.0.1") {
  const server = createServer(async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    if (req.url === "/" || req.url === "/examples/web") {
      res.writeHead(302, { Location: "/examples/web/" }).end();
      return;
    }
    const file = resolve(req.url ?? "/");
    try {
      if (file === null || !(await stat(file)).isFile()) throw new Error("not served");
      const body = await readFile(file);
      res.writeHead(200, {
        "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
        "Cache-Control": "no-store",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end(`not found: ${req.url}\n`);
    }
  });
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      const { port: bound } = server.address();
      ok({ server, url: `http://${host === "0.0.0.0" ? "localhost" : host}:${bound}/examples/web/` });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === absolute(process.argv[1])) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 8080);
  const { url } = await serve(port);
  console.log(`the board page: ${url}  (Ctrl-C stops)`);
}
