#!/usr/bin/env python3
"""A loopback, iTunes-compatible Search API server for tests and demos.

Serves /search and /lookup from the JSON fixtures next to this file, records every request, and
injects faults on request. Python 3 standard library only.
"""

import argparse
import ssl
import io
import json
import math
import os
import re
import signal
import socket
import sys
import threading
import time
import wave
import zlib
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")
ARTWORK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "artwork")
COVER_DESIGNS = ("sun", "stripes", "rings")
# Covers that exercise the client's fallbacks, by the image name in the artwork URL.
SPECIAL_COVERS = {"1590000003.jpg": "cmyk.jpg", "1590000004.jpg": "broken.jpg",
                  "1590000006.jpg": None, "1590000013.jpg": "forged-60000.jpg"}
CONTENT_TYPE = "text/javascript; charset=utf-8"
FAULT_ENV = "FAKE_ITUNES_FAULT"
SIGNAL_LOG_ENV = "FAKE_ITUNES_SIGNAL_LOG"
DEFAULT_LIMIT = 50
MAX_LIMIT = 200

HELP_EPILOG = """\
endpoints:
  GET /search?term=T&media=music&entity=album&limit=N&country=CC
      Albums whose title or artist contains T (case-insensitive; '+' is a space and
      percent-escapes are UTF-8), at most N (default 50, at most 200). entity=song searches
      songs instead, entity=movie movies and entity=ebook e-books (by trackName or artistName;
      these answers also carry the other kinds their fixtures hold, a music video or an
      audiobook, as the real API may). explicit=No leaves out items whose trackExplicitness is
      "explicit". No match gives {"resultCount":0,"results":[]}.
  GET /lookup?id=ID&entity=song&limit=200&country=CC
      The album's lookup fixture byte for byte (the album, then its tracks); an album known only
      from search answers with the album alone; a song, movie or e-book id answers with that
      item alone; an unknown id gives the resultCount-0 body; a non-numeric id gives HTTP 400
      with iTunes' errorMessage body.
  GET /lookup?id=ARTIST&entity=album&limit=N
      The artist (wrapperType "artist"), then at most N of the albums with that artistId.
  GET /image/thumb/.../NAME/WxHbb.jpg
      A cover JPEG for an artwork URL's path (point the client's artwork base URL here):
      100x100 for W <= 100, else 300x300, the design chosen by NAME. NAME 1590000003.jpg is a
      CMYK JPEG, 1590000004.jpg a broken one, 1590000006.jpg answers 404, 1590000013.jpg is a
      100x100 JPEG whose header claims 60000x60000 pixels.
  GET /preview/ID.wav
      Only with --previews SECONDS: a SECONDS-long 440 Hz WAV tone (HTTP Range supported);
      404 for an id given with --broken-preview. Every previewUrl in the answers then points
      here, so a player can fetch previews without the network; with --preview-fault FAULT
      they point at /fault/FAULT/preview/ID.wav instead, so every preview meets that fault.
  GET /__requests   every request received so far (JSON list; /__ endpoints excluded);
                    ?client=NAME: only those sent under /client/NAME
  GET /__reset      forget the recorded requests (?client=NAME: only that client's)

clients (for one server shared by many tests): a path prefix /client/NAME/... is taken off
before anything else and recorded as the request's "client"; redirects keep it.

faults (per request: path prefix /fault/<fault>/... or query parameter fault=<fault>;
        whole server: --fault <fault> or env FAKE_ITUNES_FAULT; per request wins):
  status:CODE     answer HTTP CODE: 400 with iTunes' errorMessage body, 403 and 429 with an
                  empty body (as the real API), other codes with a short HTML page
  html            200 with an HTML page instead of JSON
  truncated       200 with the normal JSON body cut in half
  badjson         200 with JSON of the wrong shape (resultCount a string, results an object)
  delay:SECONDS   sleep SECONDS, then answer normally
  close           close the connection without sending any response
  trickle         the normal headers, then the body one byte every 0.5 s
  stall           read the request, never answer (until the client hangs up)
  huge:MB         200 with a valid JSON body of about MB megabytes: thousands of albums,
                  streamed (no Content-Length; the connection closes at the end)
  gzipbomb        200 with Content-Encoding: gzip: about 500 KB on the wire that inflates to
                  500 MB of JSON whitespace, compressed as it is sent
  redirect:N      302 to the same request with redirect:N-1 (N=1: without any fault), on the
                  same host: N redirects, then the normal answer
  redirect-host   302 to the same request on http://localhost:PORT (another host name)
  redirect-scheme 302 to file:///etc/passwd (another scheme)
  redirect-loop   302 to the very same URL, forever
  playlist        200 with an M3U playlist (audio/x-mpegurl) listing /preview/1.wav on this
                  server and file:///etc/passwd: what a player must never follow

examples:
  python3 fake_itunes.py --port 8080
  curl 'http://127.0.0.1:8080/search?term=%D0%BA%D0%B8%D0%BD%D0%BE&entity=album&limit=5'
  curl -i 'http://127.0.0.1:8080/fault/status:503/search?term=kino'

On start it prints exactly one line "PORT <n>" on stdout. SIGTERM, SIGINT and SIGHUP stop it
cleanly; with FAKE_ITUNES_SIGNAL_LOG=FILE it appends who sent the signal to FILE.
"""


class Fault:
    """One injectable failure, parsed from its text form (see HELP_EPILOG)."""

    SIMPLE = ("html", "truncated", "badjson", "close", "trickle", "stall", "gzipbomb",
              "redirect-host", "redirect-scheme", "redirect-loop", "playlist")

    def __init__(self, text):
        self.text = text
        name, _, argument = text.partition(":")
        self.name = name
        self.argument = None
        if name == "status":
            code = int(argument)
            if not 100 <= code <= 599:
                raise ValueError("status must be 100-599")
            self.argument = code
        elif name == "delay":
            seconds = float(argument)
            if seconds < 0:
                raise ValueError("delay must not be negative")
            self.argument = seconds
        elif name == "huge":
            megabytes = float(argument)
            if not 0 < megabytes <= 4096:
                raise ValueError("huge must be 0-4096 MB")
            self.argument = megabytes
        elif name == "redirect":
            hops = int(argument)
            if hops < 1:
                raise ValueError("redirect needs at least 1 hop")
            self.argument = hops
        elif name not in self.SIMPLE or argument:
            raise ValueError("unknown fault %r" % text)

    @classmethod
    def parse(cls, text):
        """The fault for `text`, or None for an empty text."""
        return cls(text) if text else None


class Catalog:
    """The fixtures: albums for search, lookup bodies by album id, and the canned bodies."""

    def __init__(self, directory):
        self.albums = []
        self.songs = []
        self.media = {"movie": [], "ebook": []}
        self.items = {}
        self.lookups = {}
        seen_ids = set()
        for name in sorted(os.listdir(directory)):
            if not name.endswith(".json"):
                continue
            with open(os.path.join(directory, name), "rb") as handle:
                raw = handle.read()
            if name.startswith("error-400-"):
                self.error_400 = raw
                continue
            if name.startswith("empty-"):
                self.empty = raw
                continue
            results = json.loads(raw)["results"]
            for entity in self.media:
                if name.startswith("search-%s-" % entity):
                    self.media[entity].extend(results)
            for item in results:
                if item.get("trackId") is not None and item.get("wrapperType") != "collection":
                    self.items.setdefault(item["trackId"], item)
                if item.get("wrapperType") == "collection":
                    album_id = item.get("collectionId")
                    if album_id is None or album_id not in seen_ids:
                        self.albums.append(item)
                        seen_ids.add(album_id)
                elif item.get("kind") == "song":
                    self.songs.append(item)
            if name.startswith("lookup-"):
                album = next(i for i in results if i.get("wrapperType") == "collection")
                self.lookups[album["collectionId"]] = raw

    def search(self, term, entity, limit, explicit="Yes"):
        """Items whose title or artist contains `term`, case-insensitively; with explicit=No,
        none whose trackExplicitness is "explicit"."""
        needle = term.casefold()
        if not needle:
            return []
        if entity == "song":
            items = self.songs
        elif entity in self.media:
            items = self.media[entity]
        else:
            items = self.albums
        matches = [
            item
            for item in items
            if (needle in (item.get("trackName") or item.get("collectionName") or "").casefold()
                or needle in item.get("artistName", "").casefold())
            and (explicit != "No" or item.get("trackExplicitness") != "explicit")
        ]
        return matches[:limit]

    def artist_albums(self, artist_id, limit):
        """The artist's lookup: the artist, then at most `limit` of their albums; None when no
        album has that artistId."""
        albums = [a for a in self.albums if a.get("artistId") == artist_id]
        if not albums:
            return None
        artist = {"wrapperType": "artist", "artistType": "Artist", "artistId": artist_id,
                  "artistName": albums[0].get("artistName"),
                  "artistLinkUrl": albums[0].get("artistViewUrl")}
        return results_body([artist] + albums[:limit])

    def lookup(self, album_id):
        """The raw lookup body for `album_id`, or None when the id is unknown."""
        if album_id in self.lookups:
            return self.lookups[album_id]
        album = next((a for a in self.albums if a.get("collectionId") == album_id), None)
        if album is not None:
            return results_body([album])
        item = self.items.get(album_id)
        return None if item is None else results_body([item])


def results_body(items):
    """A body shaped like the live API's: leading blank lines, one item per line."""
    lines = ",\n".join(json.dumps(item, ensure_ascii=False) for item in items)
    text = '\n\n\n{\n "resultCount":%d,\n "results": [\n%s]\n}\n' % (len(items), lines)
    return text.encode("utf-8")


def html_page(title):
    return ("<!DOCTYPE html>\n<html><head><title>%s</title></head>"
            "<body><h1>%s</h1></body></html>\n" % (title, title)).encode("utf-8")


def error_body(key):
    text = '{"errorMessage": "Invalid value(s) for key(s): [%s]",\n "queryParameters": {}}\n' % key
    return text.encode("utf-8")


class Handler(BaseHTTPRequestHandler):
    """Answers one connection's requests; state lives on the server."""

    protocol_version = "HTTP/1.1"
    server_version = "fake-itunes/1.0"

    def do_GET(self):
        self.client, self.path = split_client_prefix(self.path)
        parts = urlsplit(self.path)
        path, path_fault = split_fault_prefix(parts.path)
        query = parse_qs(parts.query, keep_blank_values=True)
        params = {key: values[0] for key, values in query.items()}
        if path == "/__requests":
            recorded = self.server.recorded(params.get("client"))
            self.send(200, json.dumps(recorded, ensure_ascii=False).encode("utf-8"),
                      "application/json; charset=utf-8")
            return
        if path == "/__reset":
            self.server.reset(params.get("client"))
            self.send(200, b'{"reset":true}\n', "application/json; charset=utf-8")
            return
        request = {
            "method": self.command,
            "client": self.client,
            "target": self.path,
            "path": path,
            "query": parts.query,
            "params": params,
            "fault": path_fault,
            "headers": {name.lower(): value for name, value in self.headers.items()},
            "time": time.time(),
        }
        self.server.record(request)
        try:
            fault = Fault.parse(path_fault or params.get("fault")) or self.server.fault
        except ValueError as error:
            self.send(400, error_body("fault"), CONTENT_TYPE)
            self.log_message("bad fault: %s", error)
            return
        self.answer(path, params, fault)
        self.server.mark_answered(request)

    def answer(self, path, params, fault):
        if fault is not None and fault.name == "close":
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        if fault is not None and fault.name in HOSTILE_FAULTS:
            HOSTILE_FAULTS[fault.name](self, path, params, fault)
            return
        if fault is not None and fault.name == "delay":
            time.sleep(fault.argument)
        if fault is not None and fault.name == "status":
            self.send_status_fault(fault.argument)
            return
        if path.startswith("/preview/") and self.server.preview_seconds is not None:
            self.send_preview(path)
            return
        if fault is not None and fault.name == "html":
            self.send(200, html_page("iTunes is down for maintenance"), "text/html; charset=utf-8")
            return
        if fault is not None and fault.name == "badjson":
            self.send(200, b'{"resultCount":"3","results":{"wrapperType":"collection"}}\n',
                      CONTENT_TYPE)
            return
        cover = self.cover(path)
        if cover is not None and (fault is None or fault.name != "truncated"):
            self.send(cover[0], cover[1], "image/jpeg" if cover[0] == 200 else "text/html")
            return
        status, body = cover or self.route(path, params)
        if cover is None and self.server.preview_seconds is not None and status == 200:
            body = self.local_previews(body)
        if fault is not None and fault.name == "truncated":
            body = body[: len(body) // 2]
        self.send(status, body, CONTENT_TYPE)

    def route(self, path, params):
        catalog = self.server.catalog
        if path == "/search":
            limit_text = params.get("limit", str(DEFAULT_LIMIT))
            if not limit_text.isdigit():
                return 400, error_body("limit")
            limit = max(1, min(MAX_LIMIT, int(limit_text)))
            return 200, results_body(
                catalog.search(params.get("term", ""), params.get("entity", "album"), limit,
                               params.get("explicit", "Yes")))
        if path == "/lookup":
            album_id = params.get("id", "")
            if not album_id.isdigit() or not album_id.isascii():
                return 400, catalog.error_400
            if params.get("entity") == "album":
                limit_text = params.get("limit", str(DEFAULT_LIMIT))
                limit = int(limit_text) if limit_text.isdigit() else DEFAULT_LIMIT
                body = catalog.artist_albums(int(album_id), max(1, min(MAX_LIMIT, limit)))
                return 200, catalog.empty if body is None else body
            body = catalog.lookup(int(album_id))
            return 200, catalog.empty if body is None else body
        return 404, html_page("404 Not Found")

    def cover(self, path):
        """(status, body) for an artwork path, or None when `path` is not one."""
        segments = path.split("/")
        if len(segments) < 4 or segments[1] != "image":
            return None
        size = segments[-1].partition("x")[0]
        if not size.isdigit():
            return 404, html_page("404 Not Found")
        name = segments[-2]
        if name in SPECIAL_COVERS:
            file = SPECIAL_COVERS[name]
        else:
            design = COVER_DESIGNS[sum(name.encode("utf-8")) % len(COVER_DESIGNS)]
            file = "cover-%s-%d.jpg" % (design, 100 if int(size) <= 100 else 300)
        if file is None:
            return 404, html_page("404 Not Found")
        with open(os.path.join(ARTWORK, file), "rb") as handle:
            return 200, handle.read()
    def local_previews(self, body):
        """`body` re-rendered with every previewUrl pointing at /preview/<trackId>.wav here."""
        base = "http://127.0.0.1:%d%s%s/preview/" % (
            self.server.server_address[1], client_prefix(self),
            "/fault/%s" % self.server.preview_fault if self.server.preview_fault else "")
        items = json.loads(body)["results"]
        for item in items:
            if item.get("previewUrl") and item.get("trackId") is not None:
                item["previewUrl"] = "%s%d.wav" % (base, item["trackId"])
        return results_body(items)

    def send_preview(self, path):
        """A generated WAV tone for /preview/<id>.wav, honouring a single byte Range."""
        match = re.fullmatch(r"/preview/(\d+)\.wav", path)
        if match is None or match.group(1) in self.server.broken_previews:
            self.send(404, html_page("404 Not Found"), "text/html; charset=utf-8")
            return
        body = self.server.preview_wav()
        size = len(body)
        ranged = re.fullmatch(r"bytes=(\d+)-(\d*)", self.headers.get("Range") or "")
        if ranged is None:
            self.send(200, body, "audio/wav")
            return
        start = int(ranged.group(1))
        end = min(int(ranged.group(2)) if ranged.group(2) else size - 1, size - 1)
        if start >= size:
            self.send_response(416)
            self.send_header("Content-Range", "bytes */%d" % size)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(206)
        self.send_header("Content-Type", "audio/wav")
        self.send_header("Accept-Ranges", "bytes")
        self.send_header("Content-Range", "bytes %d-%d/%d" % (start, end, size))
        self.send_header("Content-Length", str(end - start + 1))
        self.end_headers()
        self.wfile.write(body[start:end + 1])

    def send_status_fault(self, status):
        if status == 400:
            self.send(400, self.server.catalog.error_400, CONTENT_TYPE)
        elif status in (403, 429):
            self.send(status, b"", CONTENT_TYPE)
        else:
            try:
                phrase = HTTPStatus(status).phrase
            except ValueError:
                phrase = "Error"
            self.send(status, html_page("%d %s" % (status, phrase)), "text/html; charset=utf-8")

    def send(self, status, body, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format, *args):
        if self.server.verbose:
            sys.stderr.write("fake-itunes: %s\n" % (format % args))


def send_trickle(handler, path, params, fault):
    """The normal answer's headers at once, then its body one byte every 0.5 s."""
    status, body = handler.cover(path) or handler.route(path, params)
    handler.send_response(status)
    handler.send_header("Content-Type", CONTENT_TYPE)
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.flush()
    for index in range(len(body)):
        time.sleep(0.5)
        handler.wfile.write(body[index:index + 1])
        handler.wfile.flush()


def stall(handler, path, params, fault):
    """Say nothing until the client hangs up (at most ten minutes)."""
    handler.close_connection = True
    handler.connection.settimeout(600)
    try:
        while handler.connection.recv(4096):
            pass
    except OSError:
        pass


def send_streamed(handler, content_type, chunks, encoding=None):
    """200 with `chunks` as the body, read until the connection closes (no length)."""
    handler.close_connection = True
    handler.send_response(200)
    handler.send_header("Content-Type", content_type)
    if encoding:
        handler.send_header("Content-Encoding", encoding)
    handler.send_header("Connection", "close")
    handler.end_headers()
    for chunk in chunks:
        handler.wfile.write(chunk)
    handler.wfile.flush()


def huge_chunks(megabytes):
    """A valid search body of about `megabytes` MB, in pieces of about 64 KB."""
    target = int(megabytes * 1024 * 1024)
    yield b'{"resultCount":0,"results":[\n'
    sent, number, piece = 0, 0, []
    while sent < target:
        number += 1
        item = ('%s{"wrapperType":"collection","collectionType":"Album","collectionId":%d,'
                '"collectionName":"Huge Album %d","artistName":"Huge Artist","trackCount":10,'
                '"releaseDate":"2001-01-01T08:00:00Z","primaryGenreName":"Rock"}\n'
                % ("," if number > 1 else "", 1800000000 + number, number)).encode("ascii")
        piece.append(item)
        sent += len(item)
        if len(piece) == 256:
            yield b"".join(piece)
            piece = []
    yield b"".join(piece) + b"]}\n"


def gzip_bomb_chunks(megabytes=500):
    """`megabytes` MB of JSON whitespace after a valid start, gzip-compressed as it goes."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    yield compressor.compress(b'{"resultCount":0,"results":[')
    block = b" " * (1024 * 1024)
    for _ in range(megabytes):
        chunk = compressor.compress(block)
        if chunk:
            yield chunk
    yield compressor.compress(b"]}\n") + compressor.flush()


def send_huge(handler, path, params, fault):
    send_streamed(handler, CONTENT_TYPE, huge_chunks(fault.argument))


def send_gzip_bomb(handler, path, params, fault):
    send_streamed(handler, CONTENT_TYPE, gzip_bomb_chunks(), encoding="gzip")


def client_prefix(handler):
    """The /client/NAME prefix the request came with (empty without one), for URLs back here."""
    return "" if handler.client is None else "/client/" + handler.client


def send_redirect(handler, location):
    if location.startswith("/"):
        location = client_prefix(handler) + location
    handler.send_response(302)
    handler.send_header("Location", location)
    handler.send_header("Content-Type", "text/html; charset=utf-8")
    body = html_page("302 Found")
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


def target_without_fault(handler, path):
    """The request's path and query with the fault (prefix or parameter) removed."""
    query = "&".join(part for part in urlsplit(handler.path).query.split("&")
                     if part and not part.startswith("fault="))
    return path + ("?" + query if query else "")


def redirect_hops(handler, path, params, fault):
    plain = target_without_fault(handler, path)
    if fault.argument == 1:
        send_redirect(handler, plain)
    else:
        send_redirect(handler, "/fault/redirect:%d%s" % (fault.argument - 1, plain))


def redirect_host(handler, path, params, fault):
    port = handler.server.server_address[1]
    send_redirect(handler, "http://localhost:%d%s%s" % (port, client_prefix(handler),
                                                        target_without_fault(handler, path)))


def redirect_scheme(handler, path, params, fault):
    send_redirect(handler, "file:///etc/passwd")


def redirect_loop(handler, path, params, fault):
    send_redirect(handler, handler.path)


def send_playlist(handler, path, params, fault):
    port = handler.server.server_address[1]
    body = ("#EXTM3U\nhttp://127.0.0.1:%d%s/preview/1.wav\nfile:///etc/passwd\n"
            % (port, client_prefix(handler)))
    handler.send(200, body.encode("ascii"), "audio/x-mpegurl")


# Faults that replace the whole answer, by name.
HOSTILE_FAULTS = {
    "trickle": send_trickle,
    "stall": stall,
    "huge": send_huge,
    "gzipbomb": send_gzip_bomb,
    "redirect": redirect_hops,
    "redirect-host": redirect_host,
    "redirect-scheme": redirect_scheme,
    "redirect-loop": redirect_loop,
    "playlist": send_playlist,
}


def split_client_prefix(target):
    """('t1', '/search?term=a') for '/client/t1/search?term=a'; (None, target) otherwise."""
    segments = target.split("/", 3)
    if len(segments) >= 3 and segments[0] == "" and segments[1] == "client" and segments[2]:
        return unquote(segments[2]), "/" + (segments[3] if len(segments) > 3 else "")
    return None, target


def split_fault_prefix(path):
    """('/search', 'status:503') for '/fault/status:503/search'; (path, None) otherwise."""
    segments = path.split("/")
    if len(segments) >= 3 and segments[1] == "fault":
        return "/" + "/".join(segments[3:]), unquote(segments[2])
    return path, None


class FakeITunesServer(ThreadingHTTPServer):
    """The HTTP server plus the catalog, the whole-server fault and the request log."""

    daemon_threads = True

    def __init__(self, port, catalog, fault, verbose, preview_seconds=None, broken_previews=(),
                 preview_fault=None):
        super().__init__(("127.0.0.1", port), Handler)
        self.catalog = catalog
        self.preview_seconds = preview_seconds
        self.broken_previews = set(broken_previews)
        self.preview_fault = preview_fault
        self._wav = None
        self.fault = fault
        self.verbose = verbose
        self._lock = threading.Lock()
        self._requests = []

    def preview_wav(self):
        """The preview tone: 8 kHz mono 16-bit PCM, made once."""
        with self._lock:
            if self._wav is None:
                rate = 8000
                frames = bytearray()
                for index in range(int(rate * self.preview_seconds)):
                    sample = int(8000 * math.sin(2 * math.pi * 440 * index / rate))
                    frames += sample.to_bytes(2, "little", signed=True)
                buffer = io.BytesIO()
                with wave.open(buffer, "wb") as writer:
                    writer.setnchannels(1)
                    writer.setsampwidth(2)
                    writer.setframerate(rate)
                    writer.writeframes(bytes(frames))
                self._wav = buffer.getvalue()
            return self._wav

    def record(self, request):
        with self._lock:
            self._requests.append(request)

    def mark_answered(self, request):
        with self._lock:
            request["answered"] = time.time()

    def recorded(self, client=None):
        # Copies, taken under the lock: a request being answered gains its "answered" meanwhile.
        with self._lock:
            return [dict(request) for request in self._requests
                    if client is None or request["client"] == client]

    def reset(self, client=None):
        with self._lock:
            self._requests[:] = [] if client is None else [
                request for request in self._requests if request["client"] != client]

    def handle_error(self, request, client_address):
        # A client that gave up (timeout, cancellation) is expected here, not a server bug.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        description="Loopback iTunes Search API server with fixtures and fault injection.",
        epilog=HELP_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=0,
                        help="TCP port on 127.0.0.1; 0 (default) picks a free one")
    parser.add_argument("--fault", default=os.environ.get(FAULT_ENV, ""),
                        help="fault for every request (default: env %s)" % FAULT_ENV)
    parser.add_argument("--fixtures", default=FIXTURES,
                        help="fixture directory (default: fixtures/ next to this script)")
    parser.add_argument("--verbose", action="store_true", help="log each request on stderr")
    parser.add_argument("--previews", type=float, metavar="SECONDS",
                        help="serve SECONDS-long WAV previews at /preview/<trackId>.wav and "
                             "point every previewUrl there")
    parser.add_argument("--broken-preview", action="append", default=[], metavar="TRACK_ID",
                        help="with --previews: answer 404 for this track's preview (repeatable)")
    parser.add_argument("--preview-fault", metavar="FAULT",
                        help="with --previews: every previewUrl carries this fault as its path "
                             "prefix (/fault/FAULT/preview/<trackId>.wav), e.g. stall or huge:9")
    parser.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"),
                        help="speak HTTPS with this PEM certificate and key (e.g. a self-signed "
                             "one, which a client must refuse)")
    arguments = parser.parse_args(argv)
    try:
        arguments.fault = Fault.parse(arguments.fault)
    except ValueError as error:
        parser.error("--fault: %s" % error)
    try:
        Fault.parse(arguments.preview_fault or "")
    except ValueError as error:
        parser.error("--preview-fault: %s" % error)
    return arguments


def stop_on_signal(server):
    """Blocks SIGTERM, SIGINT and SIGHUP in every thread and stops `server` when one arrives.

    Waited for with sigwaitinfo, so the sender is known: with FAKE_ITUNES_SIGNAL_LOG set, a line
    "signal N from pid P (command line)" is appended to that file, which lets a test whose
    server vanished say who ended it.
    """
    stopping = {signal.SIGTERM, signal.SIGINT, signal.SIGHUP}
    # Blocked before any handler thread starts: they inherit the mask, so none of them takes it.
    signal.pthread_sigmask(signal.SIG_BLOCK, stopping)

    def wait_and_stop():
        info = signal.sigwaitinfo(stopping)
        log = os.environ.get(SIGNAL_LOG_ENV)
        if log:
            try:
                with open("/proc/%d/cmdline" % info.si_pid, "rb") as source:
                    sender = source.read().replace(b"\0", b" ").decode(errors="replace").strip()
            except OSError:
                sender = "gone"
            with open(log, "a") as out:
                out.write("signal %d from pid %d (%s)\n" % (info.si_signo, info.si_pid, sender))
        server.shutdown()

    threading.Thread(target=wait_and_stop, daemon=True).start()


def stop_with_parent(server):
    """Stops `server` once the process that started it is gone, even if that one was SIGKILLed
    and sent no signal (a killed test run would otherwise leave its servers behind)."""
    parent = os.getppid()

    def watch():
        # When the parent dies this process is handed to init or a subreaper: getppid changes.
        while os.getppid() == parent:
            time.sleep(0.5)
        server.shutdown()

    threading.Thread(target=watch, daemon=True).start()


def main(argv):
    arguments = parse_arguments(argv)
    server = FakeITunesServer(arguments.port, Catalog(arguments.fixtures), arguments.fault,
                              arguments.verbose, arguments.previews, arguments.broken_preview,
                              arguments.preview_fault)
    if arguments.tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*arguments.tls)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    stop_on_signal(server)
    stop_with_parent(server)
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
