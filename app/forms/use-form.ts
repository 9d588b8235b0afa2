import { useForm } from "@conform-to/react";
import { useMemo } from "react";
import { useRestoredForm } from "~/platform/restored-form";

type Options<Fields extends Record<string, unknown>> = Pick<Parameters<typeof useForm<Fields>>[0], "id" | "lastResult" | "defaultValue">;

/**
 * conform's form state for a form the server validates. Nothing is sent before the user submits:
 * no check on blur or input (which, with no client validation, would post the form to the server
 * and take the focus away), so the user stays where they are while they type and tab.
 */
export function useServerValidatedForm<Fields extends Record<string, unknown>>(options: Options<Fields>) {
  const restored = useRestoredForm();
  // What was typed when the session ended comes back as a reply without errors (app/platform/restored-form.ts);
  // one object for the visit, or conform would take each render's copy for a new reply. Nothing kept
  // (an upload) leaves the form as its loader fills it.
  const restoredReply = useMemo(() => (restored && Object.keys(restored.values).length > 0 ? { initialValue: restored.values } : undefined), [restored]);
  const lastResult = options.lastResult ?? restoredReply;
  return useForm<Fields>({ ...options, lastResult, shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" });
}
