import type { NextFunction, Request, Response } from "express";

/** An async route whose failure reaches the app's error handler (Express 4 does not await handlers). */
export const handled =
  (route: (req: Request, res: Response) => Promise<unknown>) =>
  (req: Request, res: Response, next: NextFunction): void => {
    route(req, res).catch(next);
  };
