import type { FieldMetadata } from "@conform-to/react";
import { useState, type ChangeEvent, type KeyboardEvent } from "react";

// What a week's grid (issue 47: the timesheet week, a contract's schedule) adds when scripts run:
// totals that follow what is typed, and the arrows moving up and down a column.

/** A field's value as the server sent it (a field sent twice, which no form does, reads as nothing). */
export const initialOf = (field: FieldMetadata<string | undefined>) => (typeof field.initialValue === "string" ? field.initialValue : "");

/**
 * What the user has typed since the page was shown, by field name, so that totals and conditional
 * fields follow it. Before scripts run, and without them, each field reads as the server sent it.
 */
export function useTyped() {
  const [typed, setTyped] = useState<Record<string, string | boolean>>({});
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const field = event.target as unknown as HTMLInputElement;
    if (!field.name) return;
    setTyped((before) => ({ ...before, [field.name]: field.type === "checkbox" ? field.checked : field.value }));
  };
  const textOf = (field: FieldMetadata<string | undefined>) => {
    const value = typed[field.name];
    return typeof value === "string" ? value : initialOf(field);
  };
  const tickedOf = (field: FieldMetadata<string | undefined>) => {
    const value = typed[field.name];
    return typeof value === "boolean" ? value : initialOf(field) === "on";
  };
  return { onChange, textOf, tickedOf };
}

const ROW_FIELD = /^(\w+)\[(\d+)\]\.(\w+)$/;

/** Up and down arrows move between the same column's text fields of a grid's rows (days[2].start to days[3].start), as in a spreadsheet. */
export function moveBetweenRows(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || field.type !== "text") return;
  const match = ROW_FIELD.exec(field.name);
  if (!match) return;
  const next = Number(match[2]) + (event.key === "ArrowDown" ? 1 : -1);
  const target = field.form?.elements.namedItem(`${match[1]}[${next}].${match[3]}`);
  if (target instanceof HTMLInputElement) {
    event.preventDefault();
    target.focus();
  }
}
