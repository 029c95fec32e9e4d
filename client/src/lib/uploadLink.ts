import { ApolloLink } from "@apollo/client";
import { print } from "graphql";
import { Observable } from "rxjs";

/** Called with the share of the file sent so far (0 to 1) while an upload is on its way. */
export type UploadProgress = (fraction: number) => void;

/** Whether an operation's variables hold a file (then it goes as a multipart request). */
export const hasFiles = (value: unknown): boolean =>
  value instanceof Blob ||
  (typeof value === "object" &&
    value !== null &&
    Object.values(value as Record<string, unknown>).some(hasFiles));

/** The GraphQL multipart request: `operations` with the files as null, `map`, then the files. */
export function multipartBody(operation: ApolloLink.Operation): FormData {
  const files: Blob[] = [];
  const map: Record<string, string[]> = {};
  const strip = (value: unknown, path: string): unknown => {
    if (value instanceof Blob) {
      map[String(files.length)] = [path];
      files.push(value);
      return null;
    }
    if (Array.isArray(value)) return value.map((v, i) => strip(v, `${path}.${i}`));
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, strip(v, `${path}.${k}`)]),
      );
    }
    return value;
  };
  const variables = strip(operation.variables, "variables");
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({
      operationName: operation.operationName,
      query: print(operation.query),
      variables,
    }),
  );
  form.append("map", JSON.stringify(map));
  files.forEach((file, i) =>
    form.append(String(i), file, file instanceof File ? file.name : "blob"),
  );
  return form;
}

/**
 * Sends operations with files as GraphQL multipart requests over XMLHttpRequest, which (unlike
 * fetch) reports upload progress: pass `context: { onUploadProgress }`. Headers come from the
 * context (the auth link's Authorization), plus the preflight header Apollo Server's CSRF
 * prevention asks of multipart requests.
 */
export function createUploadLink(uri = "/graphql"): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const { headers = {}, onUploadProgress } = operation.getContext() as {
          headers?: Record<string, string>;
          onUploadProgress?: UploadProgress;
        };
        const xhr = new XMLHttpRequest();
        xhr.open("POST", uri);
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
        xhr.setRequestHeader("apollo-require-preflight", "true");
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onUploadProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => {
          let body: ApolloLink.Result;
          try {
            body = JSON.parse(xhr.responseText) as ApolloLink.Result;
          } catch {
            observer.error(new Error(`The server answered ${xhr.status} without GraphQL`));
            return;
          }
          observer.next(body);
          observer.complete();
        };
        xhr.onerror = () => observer.error(new Error("The upload could not reach the server"));
        xhr.send(multipartBody(operation));
        return () => {
          if (xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
        };
      }),
  );
}
