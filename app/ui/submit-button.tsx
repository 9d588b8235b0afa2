import type { ReactNode } from "react";
import * as styles from "./forms.css";

export function SubmitButton({ children, name, value }: { children: ReactNode; name?: string; value?: string }) {
  return (
    <button type="submit" className={styles.button} name={name} value={value}>
      {children}
    </button>
  );
}
