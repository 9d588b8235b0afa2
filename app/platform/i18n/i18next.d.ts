import type { resources } from "~/platform/i18next.server";

// Every key given to t() is checked against the English texts, which every language has (the translations
// test makes sure): a wrong key, or one of a namespace the t() was not given, fails tsc.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: (typeof resources)["en"];
  }
}
