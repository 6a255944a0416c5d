import { Code, Message, type ApiBody } from '@yaocai/domain/codes';

/** The success body every route returns (spec §8: code 10000). */
export const ok = <T>(data: T, msg: string = Message.ok): ApiBody<T> => ({ code: Code.ok, msg, data });
