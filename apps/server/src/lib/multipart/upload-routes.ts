import type { AppContext } from '../../context';
import { uploadsTempDir } from '../paths';
import { moduleRoutes } from '../route';
import { useMultipartForms, type MultipartSpec } from './multipart-form';

type Route = Parameters<Parameters<typeof moduleRoutes>[1]>[0];
type ReadForm = Awaited<ReturnType<typeof useMultipartForms>>;

/**
 * A module's routes that take uploads: as `moduleRoutes`, and `register` also gets the reader of
 * the forms `specFor` describes, their files waiting in the uploads folder while a request is read.
 */
export const uploadRoutes = (
  tag: string,
  specFor: (tempDir: string) => MultipartSpec,
  register: (route: Route, ctx: AppContext, readForm: ReadForm) => void | Promise<void>,
) =>
  moduleRoutes(tag, async (route, ctx, app) =>
    register(route, ctx, await useMultipartForms(app, specFor(uploadsTempDir(ctx.config)))),
  );
