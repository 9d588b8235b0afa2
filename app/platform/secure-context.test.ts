import { isSecureContext } from "./secure-context";

describe("isSecureContext", () => {
  it.each(["https://portal.example.com/login", "https://192.168.1.20:3000/login"])("counts HTTPS from anywhere: %s", (url) => {
    expect(isSecureContext(new URL(url))).toBe(true);
  });

  it.each([
    "http://localhost:3000/login",
    "http://portal.localhost/login",
    "http://127.0.0.1:3000/login",
    "http://127.255.0.9/login",
    "http://[::1]:3000/login",
  ])("counts plain HTTP from this computer: %s", (url) => {
    expect(isSecureContext(new URL(url))).toBe(true);
  });

  it.each([
    "http://192.168.1.20:3000/login",
    "http://10.0.0.5/login",
    "http://portal.example.com/login",
    "http://localhost.example.com/login",
    "http://128.0.0.1/login",
    "http://[::2]/login",
  ])("does not count plain HTTP from elsewhere: %s", (url) => {
    expect(isSecureContext(new URL(url))).toBe(false);
  });
});
