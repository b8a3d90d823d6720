// Package uri parses, validates, resolves and normalizes URIs as defined by
// RFC 3986 (STD 66), "Uniform Resource Identifier (URI): Generic Syntax".
//
// Unlike net/url, which accepts what browsers and servers send, this package
// follows the grammar of RFC 3986 Appendix A literally: a string is valid
// exactly when it matches the production asked for (see [Rule]). Where the
// RFC is silent or widely misread, the choice made here is written down next
// to the code that makes it. [ValidateRequestTarget] checks the forms of
// an HTTP request-target (RFC 9112 §3.2), which are made of RFC 3986's
// productions.
//
// A parsed [URI] is a small value that refers into the input string: parsing
// and validation do not allocate, and every component is a substring of the
// input. Errors are values of type [Error]: their [Code] names the ABNF
// production that failed and the section that defines it, their offset the
// first byte that breaks it, and their text never contains the password
// of a userinfo (RFC 3986 §7.5). Rejecting an input does not allocate
// either, as long as the caller does not keep the error.
package uri
