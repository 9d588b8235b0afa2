import { useForm } from "@conform-to/react";

type Options<Fields extends Record<string, unknown>> = Pick<Parameters<typeof useForm<Fields>>[0], "id" | "lastResult" | "defaultValue">;

/**
 * conform's form state for a form the server validates. Nothing is sent before the user submits:
 * no check on blur or input (which, with no client validation, would post the form to the server
 * and take the focus away), so the user stays where they are while they type and tab.
 */
export function useServerValidatedForm<Fields extends Record<string, unknown>>(options: Options<Fields>) {
  return useForm<Fields>({ ...options, shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" });
}
