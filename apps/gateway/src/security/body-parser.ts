import express, { type NextFunction, type Request, type Response } from 'express';

interface BodyParserError extends Error {
  type?: string;
}

/**
 * JSON bodies only, up to the limit; a too-large or malformed body gets the API's error envelope
 * (413 or 400) rather than Express's HTML page.
 */
export function jsonBody(limit: string) {
  const parse = express.json({ limit, strict: true });
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (err?: BodyParserError) => {
      if (!err) return next();
      if (err.type === 'entity.too.large') return res.status(413).json({ success: false, error: `Request body is larger than ${limit}` });
      if (err.type === 'entity.parse.failed') return res.status(400).json({ success: false, error: 'Malformed JSON body' });
      if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') {
        return res.status(415).json({ success: false, error: 'Unsupported body encoding' });
      }
      return res.status(400).json({ success: false, error: 'Unreadable request body' });
    });
  };
}
