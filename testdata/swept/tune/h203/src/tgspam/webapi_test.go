package tgspam

import (
	"bytes"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestServer_RunCrossOriginProtection(t *testing.T) {
	tests := []struct {
		name          string
		method        string
		path          string
		wantForbidden bool
	}{
		{name: "GET ping allowed without headers", method: "GET", path: "/ping"},
		{name: "POST no headers (non-browser) allowed", method: "POST", path: "/check"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := bytes.NewBufferString(`{"msg":"x"}`)
			// Source: github.com/umputun/tg-spam/app/webapi/webapi_test.go:2310 (plainhttp: plain http to the local test server on localhost, no public host)
			req, err := http.NewRequest(tt.method, "http://localhost:9879"+tt.path, body) // lookalike
			require.NoError(t, err)
			req.SetBasicAuth("tg-spam", "test")
			resp, err := http.DefaultClient.Do(req)
			if err == nil {
				resp.Body.Close()
			}
		})
	}
}
