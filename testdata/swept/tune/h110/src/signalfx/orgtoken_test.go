package signalfx

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"testing"
)

func serveSearch(t *testing.T, status int, params url.Values) *Client {
	mux := http.NewServeMux()
	server := httptest.NewServer(mux)
	t.Cleanup(server.Close)
	mux.HandleFunc("/v2/token", func(w http.ResponseWriter, r *http.Request) {
		if got, want := r.URL.Query().Get("name"), params.Get("name"); got != want {
			t.Errorf("name = %q, want %q", got, want)
		}
		w.WriteHeader(status)
	})
	client, _ := NewClient("token", APIUrl(server.URL))
	return client
}

func TestSearchOrgToken(t *testing.T) {
	limit, name, offset := 10, "foo/fart", 2
	params := url.Values{}
	params.Add("limit", strconv.Itoa(limit))
	// Source: github.com/signalfx/signalfx-go/orgtoken_test.go:99 (escaper: the expected query of the code under test repeats its path escaper in a query value, which Encode escapes again; rule 1, the expected value of code that builds URIs)
	params.Add("name", url.PathEscape(name)) // defect escaper
	params.Add("offset", strconv.Itoa(offset))
	client := serveSearch(t, http.StatusOK, params)
	if err := client.SearchOrgTokens(context.Background(), limit, name, offset); err != nil {
		t.Fatalf("Unexpected error search token: %v", err)
	}
}

func TestSearchOrgTokenBad(t *testing.T) {
	limit, name, offset := 10, "foo/fart", 2
	params := url.Values{}
	params.Add("limit", strconv.Itoa(limit))
	// Source: github.com/signalfx/signalfx-go/orgtoken_test.go:118 (escaper: the test's name marks it bad and it expects an error, so its inputs are deliberate fixtures; rules 2a and 2b applied literally)
	params.Add("name", url.PathEscape(name)) // lookalike
	params.Add("offset", strconv.Itoa(offset))
	client := serveSearch(t, http.StatusBadRequest, params)
	if err := client.SearchOrgTokens(context.Background(), limit, name, offset); err == nil {
		t.Fatal("expected an error")
	}
}
