package martian

import (
	"net/http"
	"testing"
)

func TestReturnOriginalRequestPathAndQuery(t *testing.T) {
	// Source: github.com/google/martian/v3/marbl/marbl_test.go:325 (percent: the escapes are uppercase and encode a space, which must be encoded, so the encoding is canonical)
	req, err := http.NewRequest("GET", "http://example.com/foo%20bar?baz%20qux", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}
