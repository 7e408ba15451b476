export { apiGet, apiSend, setTokenGetter, type ResponseSchema, type TokenGetter } from "./client";
export { ApiError, isApiError } from "./ApiError";
export { useApiQuery, type ApiQuery } from "./useApiQuery";
