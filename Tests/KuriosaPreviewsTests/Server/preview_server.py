#!/usr/bin/env python3
"""HTTPS test server for the link-preview loader tests (stdlib only).

Usage: preview_server.py CERT.pem KEY.pem PICTURES_DIR
Binds 127.0.0.1 on a free port, prints "PORT <n>" and serves until its stdin closes (the
test process ended), so it never outlives the suite.

Routes (all answers are chosen by the path; the Host header is echoed into pages):
  /page?title=T&image=URL&site=S   text/html with og:title / og:image / og:site_name
  /nothing                         text/html without any title or picture
  /gzip                            a page sent with Content-Encoding: gzip
  /redirect/N                      302 chain of N hops, then /page?title=Redirected
  /redirect-to?url=U               302 to U
  /slow                            waits 5 s before answering
  /huge                            text/html: <title> first, 3 MiB of comment, og:title last
  /json                            application/json
  /missing                         404
  /pic/NAME                        a file from PICTURES_DIR, typed by its extension
  /hold?key=K&ms=N                 a page after N ms, counting requests in progress per Host and K
  /stats?key=K                     text/html with JSON {host: most requests at once} for K
  /challenge                       403 Cloudflare "Just a moment..." page with cf-mitigated
  /robot                           200 page titled "Robot Check" (Amazon's)
  /flip?key=K&title=T&image=U      a good page the first time, the /challenge page after
  /limited?key=K&title=T           429 with Retry-After: 1 the first time, a good page after
  /busy                            503 with Retry-After: 1 every time
"""
import gzip
import os
import ssl
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CERT, KEY, PICTURES = sys.argv[1], sys.argv[2], sys.argv[3]
LOCK = threading.Lock()
ACTIVE = {}
MOST = {}
SEEN = {}

CHALLENGE = (b'<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>'
             b'<meta name="robots" content="noindex,nofollow"></head><body><div id="cf-browser-verification">'
             b'<noscript>Enable JavaScript and cookies to continue</noscript></div>'
             b'<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>')


def seen(key):
    with LOCK:
        SEEN[key] = SEEN.get(key, 0) + 1
        return SEEN[key]
TYPES = {".png": "image/png", ".gif": "image/gif", ".webp": "image/webp", ".jpg": "image/jpeg"}


def page(title=None, image=None, site=None):
    head = ["<!doctype html><html><head>"]
    if title is not None:
        head.append('<meta property="og:title" content="%s">' % title)
    if site is not None:
        head.append('<meta property="og:site_name" content="%s">' % site)
    if image is not None:
        head.append('<meta property="og:image" content="%s">' % image)
    head.append("</head><body><p>test</p></body></html>")
    return "".join(head).encode()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body=b"", content_type="text/html; charset=utf-8", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        try:
            self.route()
        except (BrokenPipeError, ConnectionResetError, ssl.SSLError):
            pass

    def route(self):
        parsed = urllib.parse.urlsplit(self.path)
        query = dict(urllib.parse.parse_qsl(parsed.query))
        path = parsed.path
        if path == "/page":
            self.send(200, page(query.get("title"), query.get("image"), query.get("site")))
        elif path == "/nothing":
            self.send(200, b"<!doctype html><p>no title here</p>")
        elif path == "/gzip":
            body = gzip.compress(page("Compressed"))
            self.send(200, body, headers=[("Content-Encoding", "gzip")])
        elif path.startswith("/redirect/"):
            n = int(path.rsplit("/", 1)[1])
            target = "/redirect/%d" % (n - 1) if n > 1 else "/page?title=Redirected"
            self.send(302, b"", headers=[("Location", target)])
        elif path == "/redirect-to":
            self.send(302, b"", headers=[("Location", query["url"])])
        elif path == "/slow":
            time.sleep(5)
            self.send(200, page("Too late"))
        elif path == "/huge":
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            total = 3 * 1024 * 1024
            head = b"<!doctype html><html><head><title>Early title</title><!--"
            tail = b'--><meta property="og:title" content="Late title"></head></html>'
            self.send_header("Content-Length", str(len(head) + total + len(tail)))
            self.end_headers()
            self.wfile.write(head)
            chunk = b"x" * 65536
            for _ in range(total // len(chunk)):
                self.wfile.write(chunk)
            self.wfile.write(tail)
        elif path == "/big-headers":
            self.send(200, page("Big headers"), headers=[("X-Padding", "a" * 200000)])
        elif path == "/hold":
            slot = (query.get("key", ""), self.headers.get("Host", ""))
            with LOCK:
                ACTIVE[slot] = ACTIVE.get(slot, 0) + 1
                MOST[slot] = max(MOST.get(slot, 0), ACTIVE[slot])
            time.sleep(int(query.get("ms", "200")) / 1000)
            with LOCK:
                ACTIVE[slot] -= 1
            self.send(200, page("Held"))
        elif path == "/stats":
            import json
            with LOCK:
                stats = {host: most for (key, host), most in MOST.items() if key == query.get("key")}
            self.send(200, json.dumps(stats).encode())
        elif path == "/challenge":
            self.send(403, CHALLENGE, headers=[("cf-mitigated", "challenge"), ("Server", "cloudflare")])
        elif path == "/robot":
            self.send(200, b"<!doctype html><html><head><title>Robot Check</title></head>"
                           b"<body><form action='/errors/validateCaptcha'></form></body></html>")
        elif path == "/flip":
            if seen(("flip", query.get("key"))) == 1:
                self.send(200, page(query.get("title"), query.get("image")))
            else:
                self.send(403, CHALLENGE, headers=[("cf-mitigated", "challenge")])
        elif path == "/limited":
            if seen(("limited", query.get("key"))) == 1:
                self.send(429, b"<!doctype html><title>Too Many Requests</title>", headers=[("Retry-After", "1")])
            else:
                self.send(200, page(query.get("title")))
        elif path == "/busy":
            self.send(503, b"<!doctype html><title>Service Unavailable</title>", headers=[("Retry-After", "1")])
        elif path == "/json":
            self.send(200, b'{"title": "not html"}', content_type="application/json")
        elif path.startswith("/pic/"):
            name = os.path.basename(path)
            file = os.path.join(PICTURES, name)
            if not os.path.isfile(file):
                self.send(404, b"no such picture")
                return
            with open(file, "rb") as f:
                body = f.read()
            self.send(200, body, content_type=TYPES.get(os.path.splitext(name)[1], "application/octet-stream"))
        else:
            self.send(404, b"<!doctype html><title>Not found</title>")


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass


def main():
    server = Server(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(CERT, KEY)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print("PORT %d" % server.server_address[1], flush=True)
    sys.stdin.read()  # returns when the test process closes our stdin (or ends)
    os._exit(0)


if __name__ == "__main__":
    main()
