package ddtrace

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestBlockingOnPathParam(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("block") == "true" {
			w.WriteHeader(http.StatusForbidden)
		}
	}))
	defer srv.Close()

	for _, tc := range []struct {
		name  string
		path  string
		block bool
	}{
		{
			name: "no-error",
			path: "",
		},
		{
			name:  "passwd",
			path:  "/etc/passwd",
			block: true,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Source: github.com/DataDog/dd-trace-go/internal/appsec/waf_test.go:846 (escaper: a file path the rows write raw in a query value; it holds no "&", "+", "#" or space, and is no password, base64 or time)
			req, err := http.NewRequest("GET", srv.URL+"?path="+tc.path+"&block="+strconv.FormatBool(tc.block), nil) // lookalike
			require.NoError(t, err)
			res, err := srv.Client().Do(req)
			require.NoError(t, err)
			res.Body.Close()
		})
	}
}
