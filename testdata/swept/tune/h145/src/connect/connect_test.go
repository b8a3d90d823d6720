package connect

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

const pingProcedure = "/connect.ping.v1.PingService/Ping"

func newPingServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("encoding") != "json" {
			w.WriteHeader(http.StatusUnsupportedMediaType)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

func get(t *testing.T, srv *httptest.Server, target string) int {
	t.Helper()
	request, err := http.NewRequestWithContext(t.Context(), http.MethodGet, target, strings.NewReader(""))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := srv.Client().Do(request)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	return resp.StatusCode
}

// Source: connectrpc.com/connect/v2/connecthttp/handler_ext_test.go:74 (syntax: the subtest get_method_bad_encoding is named as a bad input, which covers its raw braces too (rule 2b))
func TestGetMethodBadEncoding(t *testing.T) {
	server := newPingServer(t)
	target := server.URL + pingProcedure + `?encoding=unk&message={}` // lookalike
	if got := get(t, server, target); got != http.StatusUnsupportedMediaType {
		t.Errorf("got %d", got)
	}
}

// Source: connectrpc.com/connect/v2/connecthttp/handler_ext_test.go:119 (syntax: raw '{' and '}' in the query of a GET the test sends and expects to return 200, a working request (rule 1))
func TestIdempotentGetMethod(t *testing.T) {
	server := newPingServer(t)
	target := server.URL + pingProcedure + `?encoding=json&message={}` // defect syntax
	if got := get(t, server, target); got != http.StatusOK {
		t.Errorf("got %d", got)
	}
}

// Source: connectrpc.com/connect/v2/connecthttp/handler_ext_test.go:134 (syntax: raw '{' and '}' in the query of a prefixed-path GET the test expects to return 200 (rule 1))
func TestPrefixedGetMethod(t *testing.T) {
	server := newPingServer(t)
	target := server.URL + "/prefixed" + pingProcedure + `?encoding=json&message={}` // defect syntax
	if got := get(t, server, target); got != http.StatusOK {
		t.Errorf("got %d", got)
	}
}
