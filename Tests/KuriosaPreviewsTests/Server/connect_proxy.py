#!/usr/bin/env python3
"""A minimal HTTP CONNECT proxy for the proxy test (stdlib only).

Usage: connect_proxy.py
Binds 127.0.0.1 on a free port, prints "PORT <n>", tunnels CONNECT HOST:PORT, resolving the
test names (*.test) to 127.0.0.1 itself as a company proxy resolves names the client cannot,
and prints "CONNECT HOST:PORT" for each tunnel. Ends when its stdin closes.
"""
import os
import socket
import sys
import threading


def pipe(source, target):
    try:
        while True:
            data = source.recv(65536)
            if not data:
                break
            target.sendall(data)
    except OSError:
        pass
    finally:
        try:
            target.shutdown(socket.SHUT_WR)
        except OSError:
            pass


def handle(client):
    request = b""
    while b"\r\n\r\n" not in request:
        chunk = client.recv(4096)
        if not chunk:
            return
        request += chunk
    line = request.split(b"\r\n", 1)[0].decode("latin-1")
    method, target, _ = line.split(" ", 2)
    if method != "CONNECT":
        client.sendall(b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n")
        return
    print("CONNECT " + target, flush=True)
    host, port = target.rsplit(":", 1)
    address = "127.0.0.1" if host.endswith(".test") else host
    upstream = socket.create_connection((address, int(port)))
    client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
    threading.Thread(target=pipe, args=(client, upstream), daemon=True).start()
    pipe(upstream, client)


def serve(listener):
    while True:
        client, _ = listener.accept()
        threading.Thread(target=handle, args=(client,), daemon=True).start()


def main():
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(32)
    threading.Thread(target=serve, args=(listener,), daemon=True).start()
    print("PORT %d" % listener.getsockname()[1], flush=True)
    sys.stdin.read()
    os._exit(0)


if __name__ == "__main__":
    main()
