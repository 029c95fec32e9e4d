/** The key of the session token in localStorage (spec §9); the client's session/token.ts uses it. */
export const SESSION_TOKEN_KEY = "token";

/**
 * index.html's one inline script (its hash is allowed by the server's CSP): marks `<html>` with
 * whether a session is stored, before anything paints, so a page's static first paint meant for a
 * member is not shown to a visitor, nor a visitor's to a member (base.css hides it; the app then
 * sends each where the route guard says).
 */
export const SESSION_HINT_SCRIPT = `try{document.documentElement.dataset.session=localStorage.getItem(${JSON.stringify(SESSION_TOKEN_KEY)})?"member":"visitor"}catch(e){}`;
