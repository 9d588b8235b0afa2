import { useMatches } from "react-router";
import type { ResourceLanguage } from "i18next";
import { createContext, useContext } from "react";
import type { Namespace } from "~/platform/i18n";
import { namespacesOf } from "./page-handle";
import { Translator, type NamespaceTexts } from "./translator";
import { usePageTranslator } from "./use-translation";
import { useNonce } from "~/platform/nonce";

/** What entry.server knows of the request's language: all of its texts, and the address of each. */
export type ServerTranslations = {
  language: string;
  resources: Record<Namespace, ResourceLanguage[string]>;
  variables: Record<string, unknown>;
  version: string;
};

export const ServerTranslationsContext = createContext<ServerTranslations | null>(null);

/**
 * What a document tells its scripts of its translations: which namespaces the page declares, in
 * which language and version. The texts come from their cached addresses, not the document.
 */
type Shipped = Omit<ServerTranslations, "resources"> & { namespaces: Namespace[] };

const SHIPPED_ID = "shipped-translations";

function pageTranslator(language: string, variables: Record<string, unknown>, resources: ResourceLanguage) {
  const translator = new Translator(language, "common", variables);
  for (const [namespace, texts] of Object.entries(resources)) translator.addNamespace(namespace, texts as NamespaceTexts);
  return translator;
}

/**
 * The page's translations: common and the namespaces its matched routes declare in handle.i18n, in
 * `language` (the root loader's; undefined when the root has no data, after an error). The server
 * holds no more than the browser will, so a page that forgets to declare a namespace shows its keys
 * with JavaScript off too, where a test sees them.
 */
export function usePageI18n(language: string | undefined): Translator {
  const namespaces = namespacesOf(useMatches());
  const server = useContext(ServerTranslationsContext);
  if (!server) return browserPageTranslator(language, namespaces);
  return serverPageTranslator(server, namespaces);
}

// On the server an instance only reads: one per language and set of namespaces serves every request,
// as the texts and their variables stay the same while the process runs (the version changes with them).
const serverInstances = new Map<string, Translator>();

function serverPageTranslator(server: ServerTranslations, namespaces: Namespace[]): Translator {
  const key = `${server.version}|${server.language}|${namespaces.join(",")}`;
  let instance = serverInstances.get(key);
  if (!instance) {
    const resources = Object.fromEntries(namespaces.map((namespace) => [namespace, server.resources[namespace]]));
    instance = pageTranslator(server.language, server.variables, resources);
    serverInstances.set(key, instance);
  }
  return instance;
}

const addressOf = (language: string, namespace: Namespace, version: string) => `/locales/${language}/${namespace}.json?v=${version}`;

/**
 * Where the browser finds the page's translations: a JSON data block, which no Content-Security-Policy
 * treats as a script, naming the namespaces, and a script that preloads each at once, beside the
 * page's modules. The texts themselves are not in the document: under their version their addresses
 * never change, so the browser keeps them across pages and visits. A browser without JavaScript
 * fetches none of them (a preload link would have it download what only scripts read, issue 45).
 */
export function ShippedTranslations() {
  const translator = usePageTranslator();
  const server = useContext(ServerTranslationsContext);
  const nonce = useNonce();
  const data: Shipped = server
    ? {
        language: translator.language,
        version: server.version,
        variables: server.variables,
        namespaces: translator.namespaces() as Namespace[],
      }
    : shippedInDocument();
  const addresses = data.namespaces.map((namespace) => addressOf(data.language, namespace, data.version));
  // Nothing in a text may end the script element early.
  const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    <>
      <script type="application/json" id={SHIPPED_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inScript(data) }} />
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: `for(const href of ${inScript(addresses)}){const link=document.createElement("link");link.rel="preload";link.as="fetch";link.crossOrigin="anonymous";link.href=href;document.head.append(link)}`,
        }}
      />
    </>
  );
}

// ---- in the browser ----

let shipped: Shipped | undefined;
function shippedInDocument(): Shipped {
  shipped ??= JSON.parse(document.getElementById(SHIPPED_ID)?.textContent ?? "") as Shipped;
  return shipped;
}

// One instance per language: a page keeps its own until the next one has every text it needs, so
// a language change never shows a half-translated page.
const instances = new Map<string, Translator>();
const loading = new Map<string, Promise<void>>();
let lastLanguage: string | undefined;

function instanceFor(language: string): Translator {
  let instance = instances.get(language);
  if (!instance) {
    instance = pageTranslator(language, shippedInDocument().variables, {});
    instances.set(language, instance);
  }
  return instance;
}

function browserPageTranslator(language: string | undefined, namespaces: Namespace[]): Translator {
  const data = shippedInDocument();
  const lng = language ?? lastLanguage ?? data.language;
  const instance = instanceFor(lng);
  const missing = namespaces.filter((namespace) => !instance.hasNamespace(namespace));
  // Navigations render in a transition: React keeps the previous page on screen until the texts of
  // the next one are here, so no key ever shows.
  if (missing.length > 0)
    throw Promise.all(
      missing.map((namespace) =>
        loadNamespace(instance, lng, namespace, data.version).catch(() => {
          // As React Router does when a route module fails to load: the server renders the page whole.
          window.location.reload();
          return new Promise<never>(() => undefined);
        }),
      ),
    );
  lastLanguage = lng;
  return instance;
}

function loadNamespace(instance: Translator, language: string, namespace: Namespace, version: string): Promise<void> {
  const address = addressOf(language, namespace, version);
  let promise = loading.get(address);
  if (!promise) {
    promise = fetch(address)
      .then((response) => {
        if (!response.ok) throw new Error(`${address} answered ${response.status}`);
        return response.json() as Promise<ResourceLanguage[string]>;
      })
      .then((bundle) => instance.addNamespace(namespace, bundle as NamespaceTexts));
    // A failed load may be tried again.
    promise.catch(() => loading.delete(address));
    loading.set(address, promise);
  }
  return promise;
}

/**
 * Brings the texts the document's page declares, before its scripts take it over: false when they
 * could not be had, and the page had better stay as the server rendered it, which works without scripts.
 */
export function loadShippedTranslations(): Promise<boolean> {
  const data = shippedInDocument();
  const instance = instanceFor(data.language);
  return Promise.all(data.namespaces.map((namespace) => loadNamespace(instance, data.language, namespace, data.version))).then(
    () => true,
    () => false,
  );
}
