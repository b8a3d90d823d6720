package connect

import (
	"net/http"
	"strings"
	"testing"

	"connect/internal/assert"
)

const pingProcedure = "/connect.ping.v1.PingService/Ping"

func TestHandler_ServeHTTP(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	server := NewServer(mux)
	client := server.Client()

	t.Run("get_method_bad_encoding", func(t *testing.T) {
		t.Parallel()
		request, err := http.NewRequestWithContext(
			t.Context(),
			http.MethodGet,
			// Source: connectrpc.com/connect/handler_ext_test.go:73 (syntax: raw braces in the query of a GET the test expects rejected with 415, a client error, rule 2a)
			server.URL()+pingProcedure+`?encoding=unk&message={}`, // lookalike
			strings.NewReader(""),
		)
		assert.Nil(t, err)
		resp, err := client.Do(request)
		assert.Nil(t, err)
		defer resp.Body.Close()
		assert.Equal(t, resp.StatusCode, http.StatusUnsupportedMediaType)
	})

	t.Run("idempotent_get_method", func(t *testing.T) {
		t.Parallel()
		request, err := http.NewRequestWithContext(
			t.Context(),
			http.MethodGet,
			// Source: connectrpc.com/connect/handler_ext_test.go:118 (syntax: raw '{' and '}' in the query of a GET the test expects to succeed with 200; no URI may hold them unencoded, %7B%7D, rule 1)
			server.URL()+pingProcedure+`?encoding=json&message={}`, // defect syntax
			strings.NewReader(""),
		)
		assert.Nil(t, err)
		resp, err := client.Do(request)
		assert.Nil(t, err)
		defer resp.Body.Close()
		assert.Equal(t, resp.StatusCode, http.StatusOK)
	})

	t.Run("prefixed_get_method", func(t *testing.T) {
		t.Parallel()
		request, err := http.NewRequestWithContext(
			t.Context(),
			http.MethodGet,
			// Source: connectrpc.com/connect/handler_ext_test.go:133 (syntax: the same raw braces in a prefixed GET the test expects to succeed, rule 1)
			server.URL()+"/prefixed"+pingProcedure+`?encoding=json&message={}`, // defect syntax
			strings.NewReader(""),
		)
		assert.Nil(t, err)
		resp, err := client.Do(request)
		assert.Nil(t, err)
		defer resp.Body.Close()
		assert.Equal(t, resp.StatusCode, http.StatusOK)
	})
}
