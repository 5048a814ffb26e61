#!/usr/bin/env python3
"""HTTPS server for the refresh benchmark (Benchmarks/previews.sh), Python 3 stdlib only.

Usage: previews_server.py CERT.pem KEY.pem DELAY_MS PORT_FILE
Binds 127.0.0.1 on a free port, writes the port to PORT_FILE and serves until killed.
Every GET waits DELAY_MS, then answers a small HTML page whose og:title names the path and
the Host header, so the benchmark can check that each link got its own answer.

One thread per connection (ThreadingHTTPServer), and the TLS handshake is made in that
thread, not in the accepting one, so eight or more clients connect and wait at once and the
only time a request costs is the delay it asks for.
"""
import os
import socket
import ssl
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CERT, KEY, DELAY_MS, PORT_FILE = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
CONTEXT = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
CONTEXT.load_cert_chain(CERT, KEY)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        time.sleep(DELAY_MS / 1000)
        title = "%s%s" % (self.headers.get("Host", "?"), self.path)
        body = ('<!doctype html><html><head><meta charset="utf-8"><title>%s</title>'
                '<meta property="og:title" content="%s"><meta property="og:site_name" content="Bench">'
                '</head><body><p>benchmark page</p></body></html>' % (title, title)).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128

    def finish_request(self, request, client_address):
        # Runs in the connection's own thread: the handshake does not hold up accept().
        try:
            tls = CONTEXT.wrap_socket(request, server_side=True)
        except (ssl.SSLError, OSError):
            return
        try:
            self.RequestHandlerClass(tls, client_address, self)
        except (BrokenPipeError, ConnectionResetError, ssl.SSLError, socket.timeout):
            pass
        finally:
            tls.close()

    def handle_error(self, request, client_address):
        pass


def main():
    server = Server(("127.0.0.1", 0), Handler)
    tmp = PORT_FILE + ".tmp"
    with open(tmp, "w") as f:
        f.write("%d\n" % server.server_address[1])
    os.replace(tmp, PORT_FILE)
    server.serve_forever()


if __name__ == "__main__":
    main()
