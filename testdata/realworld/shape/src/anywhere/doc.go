// Package anywhere holds literals that are unmistakably URIs, a known
// scheme and "://", with a certain defect (a password, a broken "://",
// white space around them, an impossible port) wherever they appear:
// test expectations, table rows, struct fields of unknown purpose, log
// lines. Next to them are the strings that only look like such URIs.
package anywhere
