// The tests' form driver (tests/support/form-driver.ts) against HTML strings: it sends what a browser
// sends for a form, and refuses what a browser could not send.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { FormBrowser, ServedPage } from "../support/form-driver";

const PAGE_URL = "http://portal.test/settings/profile";

const served = (html: string) => new ServedPage(PAGE_URL, 200, html);

const PROFILE = `<!DOCTYPE html><html><body>
<form method="post" action="/logout"><button>Sign out</button></form>
<form method="post" id="profile" novalidate>
  <input type="hidden" name="formKey" value="0123456789abcdef0123456789abcdef">
  <label>Name <input name="name" value="Fien &amp; co"></label>
  <input name="website" type="url">
  <textarea name="about">
first line
second line</textarea>
  <select name="language"><option value="en">English</option><option value="nl" selected>Nederlands</option></select>
  <select name="unit"><option disabled>Pick one</option><option value="h">hours</option><option value="d">days</option></select>
  <input type="checkbox" name="news" value="yes" checked>
  <input type="checkbox" name="terms" value="accepted">
  <input type="radio" name="size" value="s"><input type="radio" name="size" value="m" checked>
  <input name="locked" value="kept" disabled>
  <fieldset disabled><input name="inDisabledSet" value="x"></fieldset>
  <input name="code" value="R-1" readonly>
  <button type="button" name="preview">Preview</button>
  <button name="intent" value="save">Save</button>
  <button name="intent" value="delete" disabled>Delete</button>
</form>
<input name="outside" value="not sent">
<button form="profile" name="intent" value="later">Save later</button>
<button name="intent" value="nowhere">Stray button</button>
</body></html>`;

describe("reading and submitting a form", () => {
  it("sends the fields in tree order, with the key, the selected options, the checked boxes and the pressed button", () => {
    const { method, url, body } = served(PROFILE).form("Save").submission("Save");
    expect(method).toBe("POST");
    expect(url).toBe(PAGE_URL);
    expect([...(body as URLSearchParams)]).toEqual([
      ["formKey", "0123456789abcdef0123456789abcdef"],
      ["name", "Fien & co"],
      ["website", ""],
      ["about", "first line\r\nsecond line"],
      ["language", "nl"],
      ["unit", "h"],
      ["news", "yes"],
      ["size", "m"],
      ["code", "R-1"],
      ["intent", "save"],
    ]);
  });

  it("sends what was filled in, by name, and a button tied to the form by its form attribute", () => {
    const form = served(PROFILE).form("Save").fill({ name: "Jan", language: "English", news: false, terms: true, size: "s", unit: "d" });
    const body = form.submission("Save later").body as URLSearchParams;
    expect(body.get("name")).toBe("Jan");
    expect(body.get("language")).toBe("en");
    expect(body.getAll("news")).toEqual([]);
    expect(body.get("terms")).toBe("accepted");
    expect(body.get("size")).toBe("s");
    expect(body.get("unit")).toBe("d");
    expect(body.getAll("intent")).toEqual(["later"]);
    expect(form.valueOf("name")).toBe("Jan");
  });

  it("presses the first submit button when none is named, as Enter in a field does", () => {
    expect((served(PROFILE).form("Save").submission().body as URLSearchParams).get("intent")).toBe("save");
  });

  it("leaves out disabled fields, fields of disabled fieldsets, and fields outside the form", () => {
    const names = [...(served(PROFILE).form("Save").submission("Save").body as URLSearchParams).keys()];
    expect(names).not.toContain("locked");
    expect(names).not.toContain("inDisabledSet");
    expect(names).not.toContain("outside");
    expect(names).not.toContain("preview");
  });

  it("refuses a field the form does not have, and one outside it", () => {
    const form = served(PROFILE).form("Save");
    expect(() => form.fill({ nickname: "x" })).toThrow('no field named "nickname"');
    expect(() => form.fill({ outside: "x" })).toThrow('no field named "outside"');
  });

  it("refuses a field nobody can change: disabled, hidden, read-only", () => {
    const form = served(PROFILE).form("Save");
    expect(() => form.fill({ locked: "x" })).toThrow("disabled");
    expect(() => form.fill({ inDisabledSet: "x" })).toThrow("disabled");
    expect(() => form.fill({ formKey: "forged" })).toThrow("hidden");
    expect(() => form.fill({ code: "R-2" })).toThrow("read-only");
  });

  it("refuses an option, a radio value or a box's answer that the form does not offer", () => {
    const form = served(PROFILE).form("Save");
    expect(() => form.fill({ language: "de" })).toThrow("no option de");
    expect(() => form.fill({ size: "xl" })).toThrow("the value xl");
    expect(() => form.fill({ news: "yes" })).toThrow("true or false");
  });

  it("refuses a disabled button, a button outside the form and a button that does not submit", () => {
    const form = served(PROFILE).form("Save");
    expect(() => form.submission("Delete")).toThrow("disabled");
    expect(() => form.submission("Stray button")).toThrow('no submit button "Stray button"');
    expect(() => form.submission("Preview")).toThrow('no submit button "Preview"');
  });

  it("refuses a form whose every submit button is disabled, on Enter too", () => {
    const page = served('<form method="post"><input name="a"><button disabled>Go</button></form>');
    expect(() => page.forms()[0].submission()).toThrow("disabled");
  });

  it("finds the form by its button, and says when no form or several have it", () => {
    expect(() => served(PROFILE).form("Send")).toThrow('0 forms of http://portal.test/settings/profile have a button "Send"');
    expect(() => served("<form><button>Go</button></form><form><button>Go</button></form>").form("Go")).toThrow("2 forms");
  });

  it("puts a GET form's fields in the address, in place of the action's query", () => {
    const page = served('<form action="/team?page=3"><input name="search" value="Claes"><button>Search</button></form>');
    expect(page.form("Search").submission()).toEqual({ method: "GET", url: "http://portal.test/team?search=Claes", body: undefined });
  });

  it("posts a multipart form with its files, and an empty file part for a file not chosen", async () => {
    const page = served(
      '<form method="post" enctype="multipart/form-data" action="/upload"><input name="title" value="Card"><input type="file" name="front"><input type="file" name="back"><button>Upload</button></form>',
    );
    const form = page.form("Upload").fill({ front: { filename: "front.png", content: "PNG", type: "image/png" } });
    const { body } = form.submission();
    const data = body as FormData;
    expect(data.get("title")).toBe("Card");
    const front = data.get("front") as File;
    expect([front.name, front.type, await front.text()]).toEqual(["front.png", "image/png", "PNG"]);
    const back = data.get("back") as File;
    expect([back.name, back.size]).toEqual(["", 0]);
  });

  it("uses the pressed button's own action, method and encoding", () => {
    const page = served('<form method="post" action="/a"><button>One</button><button formaction="/b" formmethod="get">Two</button></form>');
    expect(page.form("One").submission("Two")).toEqual({ method: "GET", url: "http://portal.test/b", body: undefined });
  });
});

describe("a browser's requests", () => {
  let server: Server;
  let origin: string;
  const received: { method: string; url: string; cookie: string; body: string; origin: string }[] = [];

  const bodyOf = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => resolve(body));
    });

  beforeAll(async () => {
    server = createServer((request, response) => {
      void bodyOf(request).then((body) => {
        received.push({ method: request.method!, url: request.url!, cookie: request.headers.cookie ?? "", body, origin: request.headers.origin ?? "" });
        if (request.url === "/form") {
          response.setHeader("set-cookie", ["__session=one; Path=/; HttpOnly", "lng=en; Path=/"]);
          response.end('<form method="post" action="/save"><input name="name"><button>Save</button></form>');
        } else if (request.url === "/save") {
          response.writeHead(302, { location: "/saved?ok=1", "set-cookie": "lng=; Max-Age=0; Path=/" });
          response.end();
        } else if (request.url === "/keep") {
          response.writeHead(307, { location: "/saved" });
          response.end();
        } else {
          response.end("<h1>Saved</h1>");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts with its cookies and origin, follows a 302 with a GET, and forgets a cookie the answer expires", async () => {
    received.length = 0;
    const browser = new FormBrowser(origin);
    const page = await browser.open("/form");
    const saved = await browser.submit(page.form("Save").fill({ name: "Jan" }));
    expect(saved.url).toBe(`${origin}/saved?ok=1`);
    expect(saved.heading()).toBe("Saved");
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual(["GET /form", "POST /save", "GET /saved?ok=1"]);
    expect(received[1]).toMatchObject({ cookie: "__session=one; lng=en", body: "name=Jan", origin });
    expect(received[2].cookie).toBe("__session=one");
    expect(browser.cookie("lng")).toBeUndefined();
    browser.forget("__session");
    await browser.open("/saved");
    expect(received[3].cookie).toBe("");
  });

  it("repeats a POST and its body on a 307", async () => {
    received.length = 0;
    const browser = new FormBrowser(origin);
    const page = new ServedPage(`${origin}/form`, 200, '<form method="post" action="/keep"><input name="name" value="Jan"><button>Go</button></form>');
    await browser.submit(page.form("Go"));
    expect(received.map(({ method, url, body }) => `${method} ${url} ${body}`)).toEqual(["POST /keep name=Jan", "POST /saved name=Jan"]);
  });
});
