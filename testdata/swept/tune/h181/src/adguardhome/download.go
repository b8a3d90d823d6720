package adguardhome

import "net/url"

// langCode is a language code.
type langCode string

// translationURL returns a new url.URL with provided query parameters.
func translationURL(baseURL *url.URL, baseFile, projectID string, lang langCode) (uri *url.URL) {
	clone := *baseURL
	uri = &clone

	q := uri.Query()
	q.Set("format", "json")
	q.Set("filename", baseFile)
	q.Set("project", projectID)
	q.Set("language", string(lang))

	// Source: github.com/AdguardTeam/AdGuardHome/scripts/translations/download.go:219 (escaper: the query is built from url.Values with Encode, the right query escaper by the escaper rule)
	uri.RawQuery = q.Encode() // lookalike

	return uri
}
