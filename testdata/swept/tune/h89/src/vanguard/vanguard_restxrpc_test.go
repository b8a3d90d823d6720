package vanguard

import (
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

type restInput struct {
	method string
	path   string
	values url.Values
}

func newRESTRequest(input restInput) *http.Request {
	req := httptest.NewRequest(input.method, input.path, nil)
	query := req.URL.Query()
	maps.Copy(query, input.values)
	// Source: connectrpc.com/vanguard/vanguard_restxrpc_test.go:172 (escaper: the query is written by url.Values.Encode)
	req.URL.RawQuery = query.Encode() // lookalike
	return req
}

func TestMux_RESTxRPC(t *testing.T) {
	testRequests := []struct {
		name  string
		input restInput
	}{{
		name: "MoveBooks",
		input: restInput{
			method: http.MethodPost,
			// Source: connectrpc.com/vanguard/vanguard_restxrpc_test.go:326 (colonpath: an absolute path ending in a ':move' verb is no relative reference with a colon in its first segment)
			path: "/v2/shelves/1/books:move", // lookalike
		},
	}, {
		name: "DiscardUnknownQueryParams",
		input: restInput{
			method: http.MethodGet,
			// Source: connectrpc.com/vanguard/vanguard_restxrpc_test.go:531 (colonpath: an absolute path with a ':download' verb and a query is no relative reference with a colon in its first segment)
			path: "/message.txt:download?unknownParam=1", // lookalike
		},
	}}
	for _, tr := range testRequests {
		if req := newRESTRequest(tr.input); req == nil {
			t.Errorf("%s: no request", tr.name)
		}
	}
}
