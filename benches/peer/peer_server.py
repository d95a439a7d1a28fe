"""The peer for whole replies: a Discord interactions endpoint in Python, as
Python bots in HTTP mode answer: PyNaCl checks the Ed25519 signature over
timestamp + body (as the discord-interactions package does), the JSON is
parsed, python-chess draws the board as SVG, cairosvg makes the PNG, and
the reply goes back as multipart/form-data (payload_json and files[0]),
the same shape as Backrank's.

It answers PING and `/position variant:chess960 number:N`; anything else
gets 400. The standard library's threading HTTP server keeps connections
alive, so the client's requests are not slowed by connects.

    peer_server.py PORT PUBLIC_KEY_HEX

Prints "ready" once listening. Run by `cargo bench --bench peer` (through
benches/peer/run), which times it against `backrank serve --http`.
"""

import json
import secrets
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import cairosvg
import chess
import chess.svg
from nacl.exceptions import BadSignatureError
from nacl.signing import VerifyKey

PORT = int(sys.argv[1])
KEY = VerifyKey(bytes.fromhex(sys.argv[2]))
WIDTH = 576


def board_png(number: int) -> bytes:
    board = chess.Board.from_chess960_pos(number)
    return cairosvg.svg2png(bytestring=chess.svg.board(board, size=WIDTH).encode())


def multipart(payload: dict, png: bytes) -> tuple[str, bytes]:
    boundary = "peer-" + secrets.token_hex(16)
    head = (
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n"
        "Content-Type: application/json\r\n\r\n"
    ).encode() + json.dumps(payload).encode()
    file_head = (
        f"\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"files[0]\"; "
        "filename=\"board.png\"\r\nContent-Type: image/png\r\n\r\n"
    ).encode()
    tail = f"\r\n--{boundary}--\r\n".encode()
    return f"multipart/form-data; boundary={boundary}", head + file_head + png + tail


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes: without this, Nagle's
    # algorithm holds the body for the client's delayed ACK (40 ms).
    disable_nagle_algorithm = True

    def log_message(self, *args) -> None:  # quiet, as a server under load is
        pass

    def send(self, status: int, kind: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        signature = self.headers.get("X-Signature-Ed25519", "")
        timestamp = self.headers.get("X-Signature-Timestamp", "")
        try:
            KEY.verify(timestamp.encode() + body, bytes.fromhex(signature))
        except (BadSignatureError, ValueError):
            self.send(401, "text/plain", b"invalid request signature")
            return
        interaction = json.loads(body)
        if interaction["type"] == 1:
            self.send(200, "application/json", b'{"type":1}')
            return
        options = {o["name"]: o["value"] for o in interaction["data"].get("options", [])}
        if interaction["data"]["name"] != "position" or options.get("variant") != "chess960":
            self.send(400, "text/plain", b"only /position variant:chess960")
            return
        number = int(options["number"])
        board = chess.Board.from_chess960_pos(number)
        payload = {
            "type": 4,
            "data": {
                "embeds": [{
                    "title": f"Chess960 · SP {number}",
                    "description": f"`{board.fen()}`",
                    "image": {"url": "attachment://board.png"},
                }],
                "attachments": [{"id": 0, "filename": "board.png",
                                 "description": f"Chess960 position {number}"}],
            },
        }
        kind, reply = multipart(payload, board_png(number))
        self.send(200, kind, reply)


def main() -> None:
    # One board first, so imports and caches are warm.
    board_png(518)
    server = ThreadingHTTPServer(("127.0.0.1", PORT), Handler)
    print("ready", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
