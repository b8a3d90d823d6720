package chromedp

import (
	"encoding/base64"
	"io"
	"net/http"
)

type source struct {
	base   string
	suffix string
	base64 bool
}

var sources = []source{
	// Source: github.com/chromedp/chromedp/kb/gen.go:522 (baseslash: the base ends in a slash and paths are concatenated, not resolved; '+' is a legal path segment.)
	{"https://chromium.googlesource.com/chromium/src/+/main/", "?format=TEXT", true}, // lookalike
}

func fetch(src source, path string) ([]byte, error) {
	u := src.base + path + src.suffix
	res, err := http.Get(u)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, err
	}
	if src.base64 {
		return base64.StdEncoding.DecodeString(string(body))
	}
	return body, nil
}
