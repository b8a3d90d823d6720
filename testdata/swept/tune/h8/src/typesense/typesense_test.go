package typesense

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// Source: github.com/typesense/typesense-go/typesense/api_call_test.go:39 (hostjoin: the Host of a request the test server received, already host:port)
func appendHistory(history *[]string, r *http.Request) {
	*history = append(*history, "http://"+r.Host) // lookalike
}

func TestRequestHistory(t *testing.T) {
	var history []string
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		appendHistory(&history, r)
	}))
	defer ts.Close()
	req, err := newGetAliasRequest(ts.URL, "products")
	if err != nil {
		t.Fatal(err)
	}
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if len(history) != 1 {
		t.Fatal(history)
	}
}
