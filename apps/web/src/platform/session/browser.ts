/**
 * Whole-page navigation behind one object: the session code calls it, and tests replace its methods to
 * observe what would happen (jsdom does not navigate).
 */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
  reload() {
    window.location.reload();
  },
};
