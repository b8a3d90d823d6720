package mauutil

import (
	"net/http"
	"testing"
)

// Source: go.mau.fi/util/variationselector/variationselector_test.go:51 (syntax: a URL inside User-Agent prose, rule 4)
func get(t *testing.T, u string) *http.Response {
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("User-Agent", "GitHub actions @ https://github.com/mautrix/go-util/blob/main/variationselector/variationselector_test.go") // lookalike
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// Source: go.mau.fi/util/variationselector/variationselector_test.go:25 (percent: %40 encodes the reserved '@' in upper-case hex, which is not a non-canonical encoding)
func TestEmojibase(t *testing.T) {
	resp := get(t, "https://raw.githubusercontent.com/milesj/emojibase/emojibase%4017.0.0/packages/data/en/data.raw.json") // lookalike
	resp.Body.Close()
}
