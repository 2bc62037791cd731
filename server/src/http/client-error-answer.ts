import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { DomainError } from '../domain-error.ts';

/** The socket Node hands a clientError listener; `_httpMessage` is the answer under way, if any. */
type ClientSocket = Duplex & { _httpMessage?: { headersSent?: boolean } };

/**
 * A request Node's HTTP parser refuses before the app sees it (headers past Node's 16 KB, a
 * malformed request line) gets the API's JSON error instead of Node's bare status line: 431
 * HEADERS_TOO_LARGE or 400 BAD_HTTP_REQUEST, and the connection closes (as Node's own answer does).
 */
export function answerClientErrorsAsJson(server: { on(event: 'clientError', listener: (error: NodeJS.ErrnoException, socket: ClientSocket) => void): unknown }): void {
  server.on('clientError', (error, socket) => {
    // A reset or a socket whose answer has begun cannot take one.
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const refused = new DomainError(error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_HTTP_REQUEST');
    const body = JSON.stringify({ success: false, error: refused.message, code: refused.code });
    socket.end(
      `HTTP/1.1 ${refused.status} ${STATUS_CODES[refused.status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
