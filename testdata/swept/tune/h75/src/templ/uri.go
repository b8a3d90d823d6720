package templ

import "net/url"

// From returns the URI built from its components.
func From(scheme, authority, path, query, fragment string) string {
	u := url.URL{
		Scheme: scheme,
		Host:   authority,
		Path:   path,
		// Source: github.com/a-h/templ/lsp/uri/uri.go:216 (escaper: url.QueryEscape is applied to the whole query component, so its '&' and '=' separators are escaped and the query collapses into one key)
		RawQuery: url.QueryEscape(query), // defect escaper
		Fragment: fragment,
	}
	return u.String()
}

// resolveSrcset stands in for templ's srcset attribute sanitizer.
func resolveSrcset(v string) (string, error) { panic("stub") }

// SafeURL is a URL that bypasses sanitization.
type SafeURL string

// resolveSafeSrcset stands in for the sanitizer given a SafeURL.
func resolveSafeSrcset(v SafeURL) (string, error) { panic("stub") }

// parseDocType stands in for templ's doctype parser.
func parseDocType(input string) (string, error) { panic("stub") }
