import express, { type NextFunction, type Request, type Response } from 'express';

interface BodyParserError extends Error {
  type?: string;
}

/**
 * Deeper than any body of the catalogue (a saved layout is four levels). Deeper input only serves to
 * exhaust the stack of the code that walks it (DTO transformation, validation), which answered 500.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests objects or arrays deeper than `max`; iterative, so it cannot overflow itself. */
export function jsonDepthExceeds(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * JSON bodies only, up to the limit; a too-large, malformed or too deeply nested body gets the API's
 * error envelope (413 or 400) rather than Express's HTML page.
 */
export function jsonBody(limit: string) {
  const parse = express.json({ limit, strict: true });
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (err?: BodyParserError) => {
      if (!err) {
        if (jsonDepthExceeds(req.body, MAX_JSON_DEPTH)) {
          return res
            .status(400)
            .json({ success: false, error: `JSON body is nested deeper than ${MAX_JSON_DEPTH} levels` });
        }
        return next();
      }
      if (err.type === 'entity.too.large')
        return res.status(413).json({ success: false, error: `Request body is larger than ${limit}` });
      if (err.type === 'entity.parse.failed')
        return res.status(400).json({ success: false, error: 'Malformed JSON body' });
      if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') {
        return res.status(415).json({ success: false, error: 'Unsupported body encoding' });
      }
      return res.status(400).json({ success: false, error: 'Unreadable request body' });
    });
  };
}
