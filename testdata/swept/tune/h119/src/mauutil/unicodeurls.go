package mauutil

import "net/http"

const UnicodeVersion = "17.0.0"

// Source: go.mau.fi/util/unicodeurls/urls.go:26 (baseslash: the base has no trailing slash but is only concatenated with paths that start with a slash, no reference resolution)
const BaseURL = "https://www.unicode.org/Public/" + UnicodeVersion // lookalike

const EmojiTest = BaseURL + "/emoji/emoji-test.txt"

// Source: go.mau.fi/util/unicodeurls/urls.go:49 (syntax: a URL inside User-Agent prose, rule 4)
func readDataFile(u string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("User-Agent", "Unicode data parser +https://github.com/mautrix/go-util") // lookalike
	return http.DefaultClient.Do(req)
}
