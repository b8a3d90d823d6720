// Package ferretdb holds cases rewritten from github.com/FerretDB/FerretDB.
package ferretdb

import (
	"fmt"
	"net"
	"net/http"
)

// archiveHandler fetches debug files from the server the request came in on.
func archiveHandler(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	host := ctx.Value(http.LocalAddrContextKey).(net.Addr)
	// Source: github.com/FerretDB/FerretDB/internal/util/debug/debug.go:172 (hostjoin: the formatted value is the listener's net.Addr, already host:port with brackets for IPv6, not a bare host.)
	getReq, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("http://%s/", host), nil) // lookalike
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	getReq.URL.Path = "/debug/vars"
	resp, err := http.DefaultClient.Do(getReq)
	if err == nil {
		resp.Body.Close()
	}
}
